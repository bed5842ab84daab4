import { describe, expect, it } from "vitest";
import { maroonsDetail, rangersDetail } from "./franchise-mocks";
import type { Franchise } from "./franchise";
import { normaliseTeamPage, recordOf } from "./normalise-team-page";
import type { RawTeamPage } from "./raw-team-page";

describe("normaliseTeamPage (issue #16 franchise page)", () => {
  it("reads the Rangers as the API sends them", () => {
    const page = normaliseTeamPage(rangersDetail, "new-york-rangers");
    expect(page).toMatchObject({
      slug: "new-york-rangers",
      fullName: "New York Rangers",
      sportSlug: "hockey",
      levelSlug: "professional",
      active: true,
      championshipsWon: 4,
      names: [{ fullName: "New York Rangers", years: "1926–present" }],
    });
    expect(page.titles.map((title) => [title.season.label, title.championshipSlug, title.result, title.runnerUp])).toEqual([
      ["1927-28", "stanley-cup-final", "3–2", "Montreal Maroons"],
      ["1932-33", "stanley-cup-final", "3–1", "Toronto Maple Leafs"],
      ["1939-40", "stanley-cup-final", "4–2", "Toronto Maple Leafs"],
      ["1993-94", "stanley-cup-final", "4–3", "Vancouver Canucks"],
    ]);
    expect(page.firstsAndBests).toEqual({
      firstSeason: { slug: "nhl-1926-27", name: "1926-27 NHL season", label: "1926-27", startYear: 1926 },
      lastSeason: { slug: "nhl-2017-18", name: "2017-18 NHL season", label: "2017-18", startYear: 2017 },
      seasons: 91,
      playoffAppearances: 59,
      bestRecord: {
        season: { slug: "nhl-1971-72", name: "1971-72 NHL season", label: "1971-72", startYear: 1971 },
        record: "48-17-13",
        winPercentage: 0.739,
      },
      longestDrought: {
        from: { slug: "nhl-1940-41", name: "1940-41 NHL season", label: "1940-41", startYear: 1940 },
        to: { slug: "nhl-1992-93", name: "1992-93 NHL season", label: "1992-93", startYear: 1992 },
        seasons: 53,
        ongoing: false,
      },
    });
  });

  it("ends a defunct club's open-ended name with its last season held", () => {
    const page = normaliseTeamPage(maroonsDetail, "montreal-maroons");
    expect(page.active).toBe(false);
    expect(page.names).toEqual([{ key: "1924-Maroons-0", fullName: "Montreal Maroons", years: "1924–1938", firstYear: 1924 }]);
  });

  const raw = (fields: Partial<RawTeamPage>): RawTeamPage => ({ ...rangersDetail, ...fields });
  it.each<[string, RawTeamPage, Partial<Franchise>]>([
    ["nothing sent: the URL's slug and 'Team'", {}, { slug: "the-slug", name: "Team", fullName: "Team", abbreviation: "TE", active: true }],
    ["no city: the name alone", raw({ city: "" }), { fullName: "Rangers", city: "" }],
    ["a sport as text", raw({ sport: "Hockey", sport_name: null }), { sportName: "Hockey", sportSlug: "hockey" }],
    ["a college level", raw({ level_name: "NCAA Division I" }), { levelSlug: "ncaa-division-i" }],
    ["no level", raw({ level_name: null }), { levelSlug: null, levelName: null }],
    [
      "names out of order, a closed one, an unknown start",
      raw({
        names: [
          { first_year: 1946, last_year: null, city: "Philadelphia", name: "Warriors" },
          { first_year: null, last_year: 1945, city: "", name: "Sphas" },
          { first_year: 1926, last_year: 1926, city: "Philadelphia", name: "Quakers" },
        ],
      }),
      {
        names: [
          { key: "1926-Quakers-2", fullName: "Philadelphia Quakers", years: "1926", firstYear: 1926 },
          { key: "1946-Warriors-0", fullName: "Philadelphia Warriors", years: "1946–present", firstYear: 1946 },
          { key: "null-Sphas-1", fullName: "Sphas", years: "until 1945", firstYear: null },
        ],
      },
    ],
    [
      "no firsts and bests: none held",
      raw({ firsts_and_bests: null }),
      {
        firstsAndBests: { firstSeason: null, lastSeason: null, seasons: 0, playoffAppearances: 0, bestRecord: null, longestDrought: null },
      },
    ],
  ])("%s", (_, input, expected) => {
    expect(normaliseTeamPage(input, "the-slug")).toMatchObject(expected);
  });

  it("marks a vacated title, names the club as it won, and defaults a missing championship", () => {
    const [first] = rangersDetail.titles;
    const page = normaliseTeamPage(
      raw({ titles: [{ ...first, vacated: true, championship: null, runner_up: null, team: { name: "Blueshirts", city: "New York" } }] }),
      "x",
    );
    expect(page.titles).toEqual([
      {
        key: "359",
        season: { slug: "nhl-1927-28", name: "1927-28 NHL season", label: "1927-28", startYear: 1927 },
        championshipSlug: null,
        championshipName: "Championship",
        wonAs: "New York Blueshirts",
        runnerUp: null,
        result: "3–2",
        vacated: true,
      },
    ]);
  });
});

describe("recordOf", () => {
  it.each([
    [{ wins: 52, losses: 24, ties: 8, overtime_losses: null }, "52-24-8", "W-L-T"],
    [{ wins: 34, losses: 39, ties: 0, overtime_losses: 9 }, "34-39-9", "W-L-OTL"],
    [{ wins: 36, losses: 38, ties: 4, overtime_losses: 4 }, "36-38-4-4", "W-L-T-OTL"],
    [{ wins: 14, losses: 3, ties: 0, overtime_losses: null }, "14-3", "W-L"],
    [{ wins: 103, losses: 51, ties: null, overtime_losses: null }, "103-51", "W-L"],
    [{ wins: null, losses: 3 }, "N/A", ""],
  ])("%j → %s", (record, text, legend) => {
    expect(recordOf(record)).toEqual({ text, legend });
  });
});
