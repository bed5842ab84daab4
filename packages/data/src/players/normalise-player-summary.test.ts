import { describe, expect, it } from "vitest";
import { normalisePlayerSummary } from "./normalise-player-summary";
import type { RawPlayerSummary } from "./raw-player-summary";

describe("normalisePlayerSummary (spec §2 Players tiles and dropdowns)", () => {
  it("reads the tiles and the options; team labels are city and name, as abbreviations repeat across leagues", () => {
    // The full data's hockey players (NHL site), options trimmed.
    const raw = {
      count: 7737,
      active: 985,
      championships: 2616,
      // No All-Star data for the NHL: unknown, not 0.
      all_star_selections: null,
      sports: [{ name: "Hockey", slug: "hockey", abbreviation: "HKY" }],
      positions: ["Center", "Defense", "Goalie"],
      teams: [
        { slug: "new-york-rangers", abbreviation: "NYR", name: "Rangers", city: "New York", sport_name: "Hockey" },
        { slug: "st-louis-blues", abbreviation: "STL", name: "Blues", city: "St. Louis", sport_name: "Hockey" },
      ],
    } satisfies RawPlayerSummary;
    expect(normalisePlayerSummary(raw)).toEqual({
      count: 7737,
      active: 985,
      championships: 2616,
      allStarSelections: null,
      sports: [{ slug: "hockey", name: "Hockey", abbreviation: "HKY" }],
      positions: ["Center", "Defense", "Goalie"],
      teams: [
        { slug: "new-york-rangers", abbreviation: "NYR", label: "New York Rangers", sportName: "Hockey" },
        { slug: "st-louis-blues", abbreviation: "STL", label: "St. Louis Blues", sportName: "Hockey" },
      ],
    });
  });

  it.each([
    [
      "nothing: counts not held are null (N/A), not 0",
      {},
      { count: 0, active: 0, championships: null, allStarSelections: null, sports: [], positions: [], teams: [] },
    ],
    ["counts of 0 stay 0", { championships: 0, all_star_selections: 0 }, { championships: 0, allStarSelections: 0 }],
    ["nulls", { count: null, sports: null, positions: null, teams: null }, { count: 0, sports: [], positions: [], teams: [] }],
    [
      "a sport without a slug uses its lowercased name",
      { sports: [{ name: "Baseball" }] },
      { sports: [{ slug: "baseball", name: "Baseball", abbreviation: null }] },
    ],
    ["a sport without a name is dropped", { sports: [{ slug: "baseball" }] }, { sports: [] }],
    [
      "blank and repeated positions are dropped",
      { positions: ["Pitcher", " ", null, "Pitcher", "Catcher"] },
      { positions: ["Pitcher", "Catcher"] },
    ],
    ["a team without a slug cannot be chosen", { teams: [{ abbreviation: "NYY", name: "Yankees", city: "New York" }] }, { teams: [] }],
    [
      "a team without a city or abbreviation",
      { teams: [{ slug: "athletics", name: "Athletics" }] },
      { teams: [{ slug: "athletics", abbreviation: "Athletics", label: "Athletics", sportName: null }] },
    ],
    [
      "a name that already starts with its city",
      { teams: [{ slug: "new-york-yankees", abbreviation: "NYY", name: "New York Yankees", city: "New York" }] },
      { teams: [{ slug: "new-york-yankees", abbreviation: "NYY", label: "New York Yankees", sportName: null }] },
    ],
    [
      // As the MLB site's summary sends them: three clubs of one name, told apart by their years, sorted by label.
      "names that repeat, with their years",
      {
        teams: [
          {
            slug: "kansas-city-cowboys-kcc",
            abbreviation: "KCC",
            name: "Cowboys",
            city: "Kansas City",
            first_year: 1888,
            last_year: 1889,
            is_active: false,
          },
          {
            slug: "kansas-city-cowboys",
            abbreviation: "KCU",
            name: "Cowboys",
            city: "Kansas City",
            first_year: 1884,
            last_year: 1884,
            is_active: false,
          },
          {
            slug: "kansas-city-royals",
            abbreviation: "KCR",
            name: "Royals",
            city: "Kansas City",
            first_year: 1969,
            last_year: null,
            is_active: true,
          },
          {
            slug: "kansas-city-cowboys-kcn",
            abbreviation: "KCN",
            name: "Cowboys",
            city: "Kansas City",
            first_year: 1886,
            last_year: 1886,
            is_active: false,
          },
        ],
      },
      {
        teams: [
          { slug: "kansas-city-cowboys", abbreviation: "KCU", label: "Kansas City Cowboys (1884)", sportName: null },
          { slug: "kansas-city-cowboys-kcn", abbreviation: "KCN", label: "Kansas City Cowboys (1886)", sportName: null },
          { slug: "kansas-city-cowboys-kcc", abbreviation: "KCC", label: "Kansas City Cowboys (1888–1889)", sportName: null },
          { slug: "kansas-city-royals", abbreviation: "KCR", label: "Kansas City Royals", sportName: null },
        ],
      },
    ],
  ])("%s", (_, raw: RawPlayerSummary, expected) => {
    expect(normalisePlayerSummary(raw)).toMatchObject(expected);
  });
});
