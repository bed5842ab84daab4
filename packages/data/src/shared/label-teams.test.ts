import { describe, expect, it } from "vitest";
import { teamChoices, type NamedTeam } from "./label-teams";
import { teamFullName, yearsText } from "./team-option";

const team = (
  slug: string,
  fullName: string,
  firstYear: number | null,
  lastYear: number | null,
  sportName: string | null = "Baseball",
): NamedTeam => ({
  slug,
  fullName,
  firstYear,
  lastYear,
  // Clubs of these tests with no last year still play.
  active: lastYear === null,
  sportName,
});

describe("yearsText", () => {
  it.each([
    [1884, 1884, false, "1884"],
    [1888, 1889, false, "1888–1889"],
    [2005, null, true, "since 2005"],
    // A club that is gone, whose last year we do not hold.
    [1946, null, false, "from 1946"],
    [null, null, true, null],
    [null, 1999, false, null],
  ])("%s to %s (active %s) → %s", (firstYear, lastYear, active, text) => {
    expect(yearsText({ firstYear, lastYear, active })).toBe(text);
  });
});

describe("teamChoices: a team dropdown without repeated names", () => {
  it("tells apart clubs of one name by their years (the three Kansas City Cowboys), valued by slug", () => {
    const choices = teamChoices([
      team("kansas-city-cowboys-kcc", "Kansas City Cowboys", 1888, 1889),
      team("kansas-city-cowboys", "Kansas City Cowboys", 1884, 1884),
      team("kansas-city-cowboys-kcn", "Kansas City Cowboys", 1886, 1886),
      team("kansas-city-royals", "Kansas City Royals", 1969, null),
    ]);
    expect(choices).toEqual([
      { value: "kansas-city-cowboys", label: "Kansas City Cowboys (1884)" },
      { value: "kansas-city-cowboys-kcn", label: "Kansas City Cowboys (1886)" },
      { value: "kansas-city-cowboys-kcc", label: "Kansas City Cowboys (1888–1889)" },
      { value: "kansas-city-royals", label: "Kansas City Royals" },
    ]);
  });

  it("names a club still playing under the name 'since'", () => {
    const labels = teamChoices([
      team("washington-nationals", "Washington Nationals", 2005, null),
      team("washington-nationals-nat", "Washington Nationals", 1872, 1872),
    ]).map((choice) => choice.label);
    expect(labels).toEqual(["Washington Nationals (1872)", "Washington Nationals (since 2005)"]);
  });

  it.each<[string, NamedTeam[], string[]]>([
    [
      "by sport when the years are unknown",
      [
        team("osu-bb", "Oklahoma State Cowboys", null, null, "Basketball"),
        team("osu-bsb", "Oklahoma State Cowboys", null, null, "Baseball"),
      ],
      ["Oklahoma State Cowboys (Baseball)", "Oklahoma State Cowboys (Basketball)"],
    ],
    [
      "by sport when the years are equal",
      [team("a", "Twin City", 1990, null, "Hockey"), team("b", "Twin City", 1990, null, "Baseball")],
      ["Twin City (Baseball)", "Twin City (Hockey)"],
    ],
    [
      "by everything and the slug when nothing else differs",
      [team("x-1", "Same", 1900, 1901), team("x-2", "Same", 1900, 1901)],
      ["Same (1900–1901, Baseball, x-1)", "Same (1900–1901, Baseball, x-2)"],
    ],
  ])("tells apart %s", (_, teams, labels) => {
    expect(teamChoices(teams).map((choice) => choice.label)).toEqual(labels);
  });

  it("lists a team once however often it is sent", () => {
    const cubs = team("chicago-cubs", "Chicago Cubs", 1903, null);
    expect(teamChoices([cubs, cubs])).toEqual([{ value: "chicago-cubs", label: "Chicago Cubs" }]);
  });
});

describe("teamFullName", () => {
  it.each([
    [{ city: "Kansas City", name: "Cowboys" }, "Kansas City Cowboys"],
    [{ city: "Los Angeles", name: "Los Angeles Angels" }, "Los Angeles Angels"],
    [{ city: "", name: "Chicago/Pittsburgh (Union League)" }, "Chicago/Pittsburgh (Union League)"],
    [{ city: "Boston", name: null }, "Boston"],
    [{ city: null, name: null }, null],
  ])("%o → %s", (raw, name) => {
    expect(teamFullName(raw)).toBe(name);
  });
});
