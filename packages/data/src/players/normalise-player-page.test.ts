import { describe, expect, it } from "vitest";
import { drydenDetail, ruthDetail } from "./mocks/page-rows";
import { normalisePlayerPage } from "./normalise-player-page";
import type { RawPlayerPage } from "./raw-player-page";

describe("normalisePlayerPage (issue #16)", () => {
  it("reads Babe Ruth: bio, years, titles, awards grouped by season, All-Star years, teams", () => {
    const page = normalisePlayerPage(ruthDetail, "babe-ruth");
    expect(page).toMatchObject({
      slug: "babe-ruth",
      sportSlug: "baseball",
      levelSlug: "professional",
      leagueName: "Major League Baseball",
      years: "1914–1935",
      deathDate: "1948-08-16",
      height: `6'2"`,
      weight: 215,
      position: "Outfield",
    });
    expect(page.titles?.map((title) => [title.season.label, title.championshipName, title.team?.fullName])).toEqual([
      ["1915", "World Series", "Boston Red Sox"],
      ["1916", "World Series", "Boston Red Sox"],
      ["1918", "World Series", "Boston Red Sox"],
      ["1923", "World Series", "New York Yankees"],
      ["1927", "World Series", "New York Yankees"],
      ["1928", "World Series", "New York Yankees"],
      ["1932", "World Series", "New York Yankees"],
    ]);
    expect(page.awardsByYear.find((year) => year.label === "1923")).toEqual({
      key: "1923",
      label: "1923",
      startYear: 1923,
      season: { slug: "mlb-1923", name: "1923 MLB season", label: "1923", startYear: 1923 },
      awards: ["Baseball Magazine All-Star", "Most Valuable Player"],
    });
    expect(page.allStarYears?.map((year) => year.label)).toEqual(["1933", "1934"]);
    expect(page.teams.map((entry) => [entry.team.fullName, entry.team.slug, entry.years, entry.seasons])).toEqual([
      ["Boston Red Sox", "boston-red-sox", "1914–1919", 6],
      ["New York Yankees", "new-york-yankees", "1920–1934", 15],
      ["Boston Braves", "atlanta-braves", "1935", 1],
    ]);
  });

  it.each<[string, RawPlayerPage, (page: ReturnType<typeof normalisePlayerPage>) => unknown, unknown]>([
    ["no All-Star data for the NHL: null, not none", drydenDetail, (page) => page.allStarYears, null],
    [
      "titles the API cannot list completely: null",
      { ...drydenDetail, championships_won: null, titles: null },
      (page) => page.titles,
      null,
    ],
    ["no titles sent: none", { ...drydenDetail, titles: undefined }, (page) => page.titles, []],
    [
      "a college league's player belongs to a college site",
      { ...drydenDetail, league: { slug: "ncaa-fbs" } },
      (page) => page.levelSlug,
      "ncaa-division-i",
    ],
    ["no league: no level", { ...drydenDetail, league: null }, (page) => page.levelSlug, null],
    ["no slug sent: the page's", { ...drydenDetail, slug: null }, (page) => page.slug, "asked-for"],
    ["one year", { ...drydenDetail, debut_year: 1970, final_year: null }, (page) => page.years, "1970"],
    [
      "an award without a name is dropped",
      { ...drydenDetail, awards_by_year: [{ name: " ", start_year: 1970 }] },
      (page) => page.awardsByYear,
      [],
    ],
    [
      "a team without a name is dropped",
      { ...drydenDetail, teams_played_for: [{ team: { slug: "x" }, first_year: 1970 }] },
      (page) => page.teams,
      [],
    ],
  ])("%s", (_, raw, pick, expected) => {
    expect(pick(normalisePlayerPage(raw, "asked-for"))).toEqual(expected);
  });
});
