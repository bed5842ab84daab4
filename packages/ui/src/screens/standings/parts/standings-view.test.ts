import type { StandingSeason } from "@tl/data/standings";
import { sites } from "@tl/site-config/sites";
import { describe, expect, it } from "vitest";
import {
  chooseLeagueSeason,
  leagueLevels,
  mainLeagueNames,
  seasonScope,
  standingsEmptyHint,
  type StandingFilterValues,
} from "./standings-view";

const held = (startYear: number, sport: string, league: string, abbreviation: string, label: string): StandingSeason => ({
  startYear,
  sport,
  level: "professional",
  league,
  leagueAbbreviation: abbreviation,
  leagueName: `${abbreviation} league`,
  label,
});
// As seasons/ answers: newest first, then by league abbreviation.
const SEASONS = [
  held(2023, "baseball", "mlb", "MLB", "2023 MLB season"),
  held(2020, "football", "nfl", "NFL", "2020 NFL season"),
  held(2017, "hockey", "nhl", "NHL", "2017-18 NHL season"),
  held(1993, "hockey", "nhl", "NHL", "1993-94 NHL season"),
  held(1972, "football", "nfl", "NFL", "1972 NFL season"),
  held(1950, "baseball", "negro-american-league", "NAL", "1950 NAL season"),
  held(1942, "baseball", "mlb", "MLB", "1942 MLB season"),
  held(1942, "baseball", "negro-american-league", "NAL", "1942 NAL season"),
  held(1927, "baseball", "mlb", "MLB", "1927 MLB season"),
  held(1927, "baseball", "negro-national-league-i", "NNL", "1927 NNL season"),
];
const BASEBALL = ["2023 MLB season", "1950 NAL season", "1942 MLB season", "1942 NAL season", "1927 MLB season", "1927 NNL season"];
const NO_FILTERS: StandingFilterValues = { q: "", sport: "all", division: "all", conference: "all", season: "", league: "" };

describe("seasonScope (README: the Standings season picker; issue #15: one league at a time)", () => {
  it.each([
    [
      "the MLB site, nothing asked: the main league's latest season",
      sites.mlb,
      {},
      { sport: "baseball", name: "MLB", season: null, league: "mlb", mainLeague: "mlb", value: "2023", labels: BASEBALL },
    ],
    [
      "the MLB site, 1942 asked without a league: MLB's",
      sites.mlb,
      { season: "1942" },
      { season: 1942, league: "mlb", value: "1942", label: "1942 MLB season", labels: BASEBALL },
    ],
    [
      "the MLB site, 1942 of the Negro American League asked",
      sites.mlb,
      { season: "1942", league: "negro-american-league" },
      { season: 1942, league: "negro-american-league", mainLeague: "mlb", value: "1942:negro-american-league", label: "1942 NAL season" },
    ],
    [
      "a year only another league holds, no league asked: that league's (the NBA site's 1946 is the BAA's)",
      sites.mlb,
      { season: "1950" },
      { season: 1950, league: "negro-american-league", value: "1950:negro-american-league", label: "1950 NAL season" },
    ],
    [
      "a league without a season: that league's latest",
      sites.mlb,
      { league: "negro-national-league-i" },
      { season: null, league: "negro-national-league-i", value: "1927:negro-national-league-i", label: "1927 NNL season" },
    ],
    [
      "the NHL site: its seasons' names",
      sites.nhl,
      {},
      {
        sport: "hockey",
        name: "NHL",
        season: null,
        league: "nhl",
        value: "2017",
        labels: ["2017-18 NHL season", "1993-94 NHL season"],
      },
    ],
    [
      "a season we lack stays listed, in its place, under its league",
      sites.nfl,
      { season: "1985" },
      { season: 1985, value: "1985", label: "1985 NFL season", labels: ["2020 NFL season", "1985 NFL season", "1972 NFL season"] },
    ],
    [
      "a split-year season we lack",
      sites.nhl,
      { season: "2004" },
      { value: "2004", label: "2004-05 NHL season", labels: ["2017-18 NHL season", "2004-05 NHL season", "1993-94 NHL season"] },
    ],
    [
      "a malformed season reads as the latest",
      sites.nfl,
      { season: "1972-73" },
      { season: null, value: "2020", labels: ["2020 NFL season", "1972 NFL season"] },
    ],
    [
      "the NBA site: no seasons held, no league, no choices",
      sites.nba,
      {},
      { sport: "basketball", name: "NBA", season: null, league: null, value: "", labels: [] },
    ],
    [
      "the hub with All Sports: no picker, every league",
      sites.hub,
      { season: "1927" },
      { sport: null, league: null, value: "", labels: [] },
    ],
    [
      "the hub with a sport chosen: that sport's league seasons",
      sites.hub,
      { sport: "football", season: "1972" },
      {
        sport: "football",
        name: "Football",
        season: 1972,
        league: "nfl",
        value: "1972",
        labels: ["2020 NFL season", "1972 NFL season"],
      },
    ],
    ["the hub with an unknown sport: no picker", sites.hub, { sport: "curling" }, { sport: null, league: null, value: "", labels: [] }],
    [
      "a sport site ignores a sport from the URL",
      sites.nhl,
      { sport: "baseball" },
      { sport: "hockey", name: "NHL", league: "nhl", value: "2017" },
    ],
  ] as [string, (typeof sites)[keyof typeof sites], Partial<StandingFilterValues>, Record<string, unknown> & { labels?: string[] }][])(
    "%s",
    (_, site, chosen, expected) => {
      const scope = seasonScope(site, { ...NO_FILTERS, ...chosen }, SEASONS);
      const { labels, ...rest } = expected;
      expect(scope).toMatchObject(rest);
      if (labels) expect(scope.choices.map((choice) => choice.label)).toEqual(labels);
    },
  );
});

describe("leagueLevels: which site holds a row's team page (issue #16)", () => {
  it("is each league's level by the name the rows carry", () => {
    const college = { ...held(2025, "football", "ncaa-fbs", "FBS", "2025 FBS season"), level: "ncaa-division-i" };
    const levels = leagueLevels([...SEASONS, college]);
    expect(levels.get("NFL league")).toBe("professional");
    expect(levels.get("FBS league")).toBe("ncaa-division-i");
    expect(leagueLevels(undefined).size).toBe(0);
  });
});

describe("mainLeagueNames: the hub's leagues with All Sports", () => {
  it("is each sport's newest season's league", () => {
    expect(mainLeagueNames(SEASONS)).toEqual(new Set(["MLB league", "NFL league", "NHL league"]));
  });
  it("is null (every league) before the seasons are known", () => {
    expect(mainLeagueNames(undefined)).toBeNull();
    expect(mainLeagueNames([])).toBeNull();
  });
});

describe("chooseLeagueSeason: what a choice writes to the URL", () => {
  it.each([
    ["1942:negro-american-league", "mlb", { season: "1942", league: "negro-american-league" }],
    ["1942", "mlb", { season: "1942", league: "" }],
    ["1946:baa", "nba", { season: "1946", league: "baa" }],
  ])("%s (main league %s)", (value, main, expected) => {
    expect(chooseLeagueSeason(value, main)).toEqual(expected);
  });
});

describe("standingsEmptyHint (issue #13: an empty list says why)", () => {
  const scopeOf = (site: (typeof sites)[keyof typeof sites], season = "", sport = "all", league = "") =>
    seasonScope(site, { sport, season, league }, SEASONS);
  it.each([
    ["the NBA site holds none", scopeOf(sites.nba), NO_FILTERS, 0, "We hold no NBA standings yet."],
    [
      "the NBA site holds none, even when searched",
      scopeOf(sites.nba),
      { ...NO_FILTERS, q: "celtics" },
      0,
      "We hold no NBA standings yet.",
    ],
    ["the hub holds none", seasonScope(sites.hub, NO_FILTERS, []), NO_FILTERS, 0, "We hold no standings yet."],
    ["the hub, basketball chosen", scopeOf(sites.hub, "", "basketball"), NO_FILTERS, 0, "We hold no Basketball standings yet."],
    ["a season we lack", scopeOf(sites.mlb, "1880"), NO_FILTERS, 0, "We hold no standings for the 1880 MLB season."],
    ["a split-year season we lack", scopeOf(sites.nhl, "2004"), NO_FILTERS, 0, "We hold no standings for the 2004-05 NHL season."],
    [
      "a Negro League season we lack",
      scopeOf(sites.mlb, "1948", "all", "negro-american-league"),
      NO_FILTERS,
      0,
      "We hold no standings for the 1948 NAL season.",
    ],
    ["rows loaded, the search matched none", scopeOf(sites.mlb), { ...NO_FILTERS, q: "zzz" }, 30, "Try adjusting your search or filters"],
    [
      "a division asked for that the season lacks",
      scopeOf(sites.mlb, "1927"),
      { ...NO_FILTERS, division: "AL West" },
      0,
      "Try adjusting your search or filters",
    ],
    [
      "the hub's sport filter matched nothing in the rows",
      scopeOf(sites.hub),
      { ...NO_FILTERS, sport: "curling" },
      93,
      "Try adjusting your search or filters",
    ],
  ])("%s", (_, scope, filters, loaded, hint) => {
    expect(standingsEmptyHint(scope, filters, loaded)).toBe(hint);
  });
});
