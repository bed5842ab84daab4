import { describe, expect, it } from "vitest";
import type { Champion } from "./champion";
import { championDetails, newestFirst, titlesByFranchise, type ChampionDetail } from "./champion-details";
import { eagles, louisville2012, notPlayed1994 } from "./mocks/test-rows";
import { normaliseChampion } from "./normalise-champion";
import type { RawChampion } from "./raw-champion";

describe("championDetails (spec §2 Champions expanded row)", () => {
  it.each<[string, RawChampion, ChampionDetail[]]>([
    [
      "coach, MVP, championship and notes, the people linked to their pages",
      eagles,
      [
        ["Head Coach", "Nick Sirianni", [{ kind: "coaches", slug: "nick-sirianni", name: "Nick Sirianni" }]],
        ["MVP", "Jalen Hurts", [{ kind: "players", slug: "jalen-hurts", name: "Jalen Hurts" }]],
        ["Championship", "Super Bowl", []],
        ["Notes", "Super Bowl LIX", []],
      ],
    ],
    [
      "'Not Available' when missing, no notes row without notes",
      { ...eagles, coach: null, mvp: null, notes: null },
      [
        ["Head Coach", "Not Available", []],
        ["MVP", "Not Available", []],
        ["Championship", "Super Bowl", []],
      ],
    ],
    [
      "co-MVPs, each linked",
      {
        ...eagles,
        mvp: "Harvey Martin and Randy White",
        mvp_person: null,
        mvp_people: [
          { slug: "harvey-martin", full_name: "Harvey Martin" },
          { slug: "randy-white", full_name: "Randy White" },
        ],
      },
      [
        ["Head Coach", "Nick Sirianni", [{ kind: "coaches", slug: "nick-sirianni", name: "Nick Sirianni" }]],
        [
          "MVP",
          "Harvey Martin and Randy White",
          [
            { kind: "players", slug: "harvey-martin", name: "Harvey Martin" },
            { kind: "players", slug: "randy-white", name: "Randy White" },
          ],
        ],
        ["Championship", "Super Bowl", []],
        ["Notes", "Super Bowl LIX", []],
      ],
    ],
    [
      "a person we hold none of is text only",
      { ...eagles, coach_person: null, mvp_person: null, mvp_people: [] },
      [
        ["Head Coach", "Nick Sirianni", []],
        ["MVP", "Jalen Hurts", []],
        ["Championship", "Super Bowl", []],
        ["Notes", "Super Bowl LIX", []],
      ],
    ],
  ])("%s", (_, raw, details) => {
    expect(championDetails(normaliseChampion(raw, 0))).toEqual(details);
  });
});

const title = (year: number | null, city: string, name: string, slug: string | null): Champion =>
  normaliseChampion({ ...eagles, season_start_year: year, team_city: city, team_name: name, team_slug: slug }, year ?? 0);

describe("titlesByFranchise", () => {
  it("counts titles per team_slug, most first, ties by name, named as in the latest title", () => {
    const champions = [
      title(2024, "Los Angeles", "Dodgers", "los-angeles-dodgers"),
      title(2017, "Houston", "Astros", "houston-astros"),
      title(1955, "Brooklyn", "Dodgers", "los-angeles-dodgers"),
      normaliseChampion(notPlayed1994, 0),
      title(2023, "Texas", "Rangers", "texas-rangers"),
      title(1903, "Boston", "Americans", "boston-red-sox"),
      title(2022, "Houston", "Astros", "houston-astros"),
      title(1988, "Los Angeles", "Dodgers", "los-angeles-dodgers"),
    ];
    expect(titlesByFranchise(champions).map(({ team, titles, latestYear }) => [team, titles, latestYear])).toEqual([
      ["Los Angeles Dodgers", 3, 2024],
      ["Houston Astros", 2, 2022],
      ["Boston Americans", 1, 1903],
      ["Texas Rangers", 1, 2023],
    ]);
  });

  it("counts a vacated title for nobody", () => {
    const champions = [normaliseChampion(louisville2012, 0), title(1985, "Louisville", "Cardinals", "louisville-cardinals-basketball")];
    expect(titlesByFranchise(champions).map(({ team, titles, latestYear }) => [team, titles, latestYear])).toEqual([
      ["Louisville Cardinals", 1, 1985],
    ]);
  });

  it("takes the latest name whatever the order of the rows", () => {
    const champions = [
      title(1955, "Brooklyn", "Dodgers", "los-angeles-dodgers"),
      title(2020, "Los Angeles", "Dodgers", "los-angeles-dodgers"),
    ];
    expect(titlesByFranchise(champions)).toEqual([
      { key: "los-angeles-dodgers", team: "Los Angeles Dodgers", titles: 2, latestYear: 2020 },
    ]);
  });

  it("groups by name when the API sends no slug", () => {
    const champions = [title(2000, "New York", "Yankees", null), title(1999, "New York", "Yankees", null)];
    expect(titlesByFranchise(champions)).toMatchObject([{ team: "New York Yankees", titles: 2 }]);
  });
});

describe("newestFirst", () => {
  it("orders by season start year, unknown years last", () => {
    const rows = [title(1903, "Boston", "Americans", "a"), title(null, "X", "Y", "b"), title(2024, "Los Angeles", "Dodgers", "c")];
    expect(newestFirst(rows).map((row) => row.seasonStartYear)).toEqual([2024, 1903, null]);
  });
});
