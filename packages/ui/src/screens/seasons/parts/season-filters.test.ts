import { sites } from "@tl/site-config/sites";
import { describe, expect, it } from "vitest";
import { normaliseSeason } from "@tl/data/seasons";
import { type ApiSeason, mlb1994, mlb2023, mlb2026, nfl2026 } from "@tl/data/seasons/mocks";
import { decadeOf, decadeOptions, matchesAnyDecade, seasonCounts, seasonsEmptyHint } from "./season-filters";

describe("decadeOptions (issue #13: every decade present, the spec's three always)", () => {
  const values = (years: (number | null)[], chosen?: string) => decadeOptions(years, chosen).map((option) => option.value);
  it.each([
    ["no seasons: the spec's three", [], undefined, ["all", "2020s", "2010s", "2000s"]],
    ["MLB back to 1871", [2023, 1999, 1927, 1871, 1875, null], undefined, ["all", "2020s", "2010s", "2000s", "1990s", "1920s", "1870s"]],
    ["a decade from the URL that no season falls in stays listed", [2023], "1950s", ["all", "2020s", "2010s", "2000s", "1950s"]],
    ["a value that is no decade is not listed", [2023], "1955", ["all", "2020s", "2010s", "2000s"]],
  ] as [string, (number | null)[], string | undefined, string[]][])("%s", (_, years, chosen, expected) => {
    expect(values(years, chosen)).toEqual(expected);
  });

  it("labels each decade as its value, 'All Years' first", () => {
    expect(decadeOptions([1927]).map((option) => option.label)).toEqual(["All Years", "2020s", "2010s", "2000s", "1920s"]);
  });
});

describe("matchesAnyDecade (by start year)", () => {
  it.each([
    ["1920s", 1920, true],
    ["1920s", 1929, true],
    ["1920s", 1930, false],
    ["1920s", 1919, false],
    ["1870s", 1871, true],
    ["2020s", 2026, true],
    ["2010s", 2020, false],
    ["1920s", null, false],
    ["all", null, true],
    ["nonsense", 1927, true],
  ] as [string, number | null, boolean][])("%s, start year %s → %s", (decade, year, expected) => {
    expect(matchesAnyDecade(decade, year)).toBe(expected);
  });

  it.each([
    [1871, "1870s"],
    [1999, "1990s"],
    [2000, "2000s"],
  ])("decadeOf(%i) → %s", (year, decade) => {
    expect(decadeOf(year)).toBe(decade);
  });
});

describe("seasonsEmptyHint (issue #13)", () => {
  it.each([
    ["seasons loaded, the filters matched none", sites.hub, 7, "Try adjusting your search or filters"],
    ["none held on the NBA site", sites.nba, 0, "We hold no NBA seasons yet."],
    ["none held on the hub", sites.hub, 0, "We hold no seasons yet."],
  ])("%s", (_, site, loaded, hint) => {
    expect(seasonsEmptyHint(site, loaded)).toBe(hint);
  });
});

describe("seasonCounts (spec §2 counters; issue #13: a season without a recorded result is not completed)", () => {
  const counts = (...rows: ApiSeason[]) => seasonCounts(rows.map((row, index) => normaliseSeason(row, index)));
  it.each([
    ["an active, a completed and an unrecorded season", [nfl2026, mlb2023, mlb2026], { active: 1, completed: 1, upcoming: 0, sports: 2 }],
    ["no title awarded is a recorded result", [mlb1994], { active: 0, completed: 1, upcoming: 0, sports: 1 }],
    ["unrecorded alone counts under none", [mlb2026], { active: 0, completed: 0, upcoming: 0, sports: 1 }],
    [
      "an upcoming season",
      [{ ...mlb2026, status: "upcoming" as const, result: "undecided" as const }],
      { active: 0, completed: 0, upcoming: 1, sports: 1 },
    ],
    ["none", [], { active: 0, completed: 0, upcoming: 0, sports: 0 }],
  ])("%s", (_, rows, expected) => {
    expect(counts(...rows)).toEqual(expected);
  });
});
