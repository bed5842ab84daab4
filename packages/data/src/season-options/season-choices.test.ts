import { describe, expect, it } from "vitest";
import type { LeagueSeason } from "./normalise-season-options";
import { seasonChoices, seasonParam, sportOf } from "./season-choices";

const league = (startYear: number, sport: string | null, leagueAbbreviation: string): LeagueSeason => ({
  startYear,
  leagueName: null,
  leagueAbbreviation,
  sport,
  games: null,
  lastDate: null,
});

describe("seasonChoices (labels by seasonLabel)", () => {
  const mixed = [
    league(2023, "baseball", "MLB"),
    league(2017, "hockey", "NHL"),
    league(1993, "hockey", "NHL"),
    league(1927, "baseball", "MLB"),
    league(2023, "baseball", "NCAA"),
  ];
  it.each([
    [
      "baseball: one choice per year, labelled by the year",
      "baseball" as const,
      [
        { value: "2023", label: "2023" },
        { value: "1927", label: "1927" },
      ],
    ],
    [
      "hockey: labelled by two years",
      "hockey" as const,
      [
        { value: "2017", label: "2017-18" },
        { value: "1993", label: "1993-94" },
      ],
    ],
    ["basketball: none held", "basketball" as const, []],
  ])("%s", (_, sport, expected) => {
    expect(seasonChoices(mixed, sport)).toEqual(expected);
  });

  it("puts the newest first whatever order the API used", () => {
    expect(
      seasonChoices([league(1920, "football", "NFL"), league(2020, "football", "NFL"), league(1972, "football", "NFL")], "football").map(
        (choice) => choice.value,
      ),
    ).toEqual(["2020", "1972", "1920"]);
  });
});

describe("sportOf and seasonParam", () => {
  it.each([
    ["hockey", "hockey"],
    [" Baseball ", "baseball"],
    ["none", null],
    ["curling", null],
    [null, null],
  ])("sportOf(%j) → %j", (slug, sport) => {
    expect(sportOf(slug)).toBe(sport);
  });

  it.each([
    ["1927", 1927],
    [" 1993 ", 1993],
    ["", null],
    ["93", null],
    ["1993-94", null],
    ["latest", null],
  ])("seasonParam(%j) → %j", (value, year) => {
    expect(seasonParam(value)).toBe(year);
  });
});
