import type { LeagueSeason } from "@tl/data/season-options";
import { sites } from "@tl/site-config/sites";
import { describe, expect, it } from "vitest";
import { seasonScope, standingsEmptyHint, type StandingFilterValues } from "./standings-view";

const held = (startYear: number, sport: string): LeagueSeason => ({
  startYear,
  sport,
  leagueName: null,
  leagueAbbreviation: null,
  games: null,
  lastDate: null,
});
const SEASONS = [
  held(2023, "baseball"),
  held(2020, "football"),
  held(2017, "hockey"),
  held(1993, "hockey"),
  held(1972, "football"),
  held(1927, "baseball"),
];
const NO_FILTERS: StandingFilterValues = { q: "", sport: "all", division: "all", conference: "all", season: "" };

describe("seasonScope (README: the Standings season picker)", () => {
  it.each([
    [
      "the MLB site, no season asked: the latest is shown",
      sites.mlb,
      "all",
      "",
      { sport: "baseball", name: "MLB", season: null, value: "2023", labels: ["2023", "1927"] },
    ],
    [
      "the MLB site, 1927 asked",
      sites.mlb,
      "all",
      "1927",
      { sport: "baseball", name: "MLB", season: 1927, value: "1927", labels: ["2023", "1927"] },
    ],
    [
      "the NHL site: split-year labels",
      sites.nhl,
      "all",
      "",
      { sport: "hockey", name: "NHL", season: null, value: "2017", labels: ["2017-18", "1993-94"] },
    ],
    [
      "a season we lack stays listed, in its place",
      sites.nfl,
      "all",
      "1985",
      { sport: "football", name: "NFL", season: 1985, value: "1985", labels: ["2020", "1985", "1972"] },
    ],
    [
      "a malformed season reads as the latest",
      sites.nfl,
      "all",
      "1972-73",
      { sport: "football", name: "NFL", season: null, value: "2020", labels: ["2020", "1972"] },
    ],
    [
      "the NBA site: no seasons held, no choices",
      sites.nba,
      "all",
      "",
      { sport: "basketball", name: "NBA", season: null, value: "", labels: [] },
    ],
    ["the hub with All Sports: no picker", sites.hub, "all", "1927", { sport: null, name: null, season: null, value: "", labels: [] }],
    [
      "the hub with a sport chosen: that sport's seasons",
      sites.hub,
      "football",
      "1972",
      { sport: "football", name: "Football", season: 1972, value: "1972", labels: ["2020", "1972"] },
    ],
    [
      "the hub with an unknown sport: no picker",
      sites.hub,
      "curling",
      "",
      { sport: null, name: null, season: null, value: "", labels: [] },
    ],
    [
      "a sport site ignores a sport from the URL",
      sites.nhl,
      "baseball",
      "",
      { sport: "hockey", name: "NHL", season: null, value: "2017", labels: ["2017-18", "1993-94"] },
    ],
  ])("%s", (_, site, sport, season, expected) => {
    const scope = seasonScope(site, sport, season, SEASONS);
    const { labels, ...rest } = expected;
    expect(scope).toMatchObject(rest);
    expect(scope.choices.map((choice) => choice.label)).toEqual(labels);
  });
});

describe("standingsEmptyHint (issue #13: an empty list says why)", () => {
  const scopeOf = (site: (typeof sites)[keyof typeof sites], season = "", sport = "all") => seasonScope(site, sport, season, SEASONS);
  it.each([
    ["the NBA site holds none", scopeOf(sites.nba), NO_FILTERS, 0, "We hold no NBA standings yet."],
    [
      "the NBA site holds none, even when searched",
      scopeOf(sites.nba),
      { ...NO_FILTERS, q: "celtics" },
      0,
      "We hold no NBA standings yet.",
    ],
    ["the hub holds none", seasonScope(sites.hub, "all", "", []), NO_FILTERS, 0, "We hold no standings yet."],
    ["the hub, basketball chosen", scopeOf(sites.hub, "", "basketball"), NO_FILTERS, 0, "We hold no Basketball standings yet."],
    ["a season we lack", scopeOf(sites.mlb, "1880"), NO_FILTERS, 0, "We hold no MLB standings for the 1880 season."],
    ["a split-year season we lack", scopeOf(sites.nhl, "2004"), NO_FILTERS, 0, "We hold no NHL standings for the 2004-05 season."],
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
