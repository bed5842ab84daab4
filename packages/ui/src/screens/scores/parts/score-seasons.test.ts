import type { LeagueSeason } from "@tl/data/season-options";
import { sites } from "@tl/site-config/sites";
import { describe, expect, it } from "vitest";
import { championshipParam, dayParam, scoreSeasons, scoresEmptyText, withResets } from "./score-seasons";

const held = (startYear: number, sport: string, lastDate: string): LeagueSeason => ({
  startYear,
  sport,
  lastDate,
  games: 1,
  leagueName: null,
  leagueAbbreviation: null,
});
const SEASONS = [
  held(2024, "football", "2025-02-09"),
  held(2023, "hockey", "2024-06-24"),
  held(1985, "football", "1986-01-26"),
  held(1993, "hockey", "1994-06-14"),
];

describe("scoreSeasons (README: the Scores season picker)", () => {
  it.each([
    [
      "the NFL site",
      sites.nfl,
      "all",
      "",
      { sport: "football", name: "NFL", season: null, latestDate: "2025-02-09", latest: "2024" },
      ["All Seasons", "2024", "1985"],
    ],
    [
      "the NFL site, 1985 chosen",
      sites.nfl,
      "all",
      "1985",
      { sport: "football", season: 1985, latest: "2024" },
      ["All Seasons", "2024", "1985"],
    ],
    [
      "the NHL site: split-year labels",
      sites.nhl,
      "all",
      "",
      { sport: "hockey", latestDate: "2024-06-24", latest: "2023-24" },
      ["All Seasons", "2023-24", "1993-94"],
    ],
    ["a season we lack stays listed", sites.nfl, "all", "1972", { season: 1972 }, ["All Seasons", "2024", "1985", "1972"]],
    ["the NBA site: none held, no picker", sites.nba, "all", "", { sport: "basketball", name: "NBA", latestDate: null, latest: null }, []],
    [
      "the hub with All Sports: no picker, the latest day of any sport",
      sites.hub,
      "all",
      "1985",
      { sport: null, season: null, latestDate: "2025-02-09", latest: null },
      [],
    ],
    [
      "the hub with hockey chosen",
      sites.hub,
      "hockey",
      "",
      { sport: "hockey", name: "Hockey", latestDate: "2024-06-24", latest: "2023-24" },
      ["All Seasons", "2023-24", "1993-94"],
    ],
  ] as const)("%s", (_, site, sport, season, expected, labels) => {
    const scope = scoreSeasons(site, sport, season, SEASONS);
    const { latest, ...rest } = expected as typeof expected & { latest?: string | null };
    expect(scope).toMatchObject(rest);
    if (latest !== undefined) expect(scope.latestSeason?.label ?? null).toBe(latest);
    expect(scope.options.map((option) => option.label)).toEqual(labels);
  });
});

describe("scoresEmptyText (issue #13: an empty list says why)", () => {
  const nfl = { name: "NFL", latestDate: "2025-02-09" };
  it.each([
    [
      "Today, nothing filtered",
      nfl,
      { range: "today", filtered: false },
      "We hold no games dated today, Nov 21, 2026. The latest games we hold were played on Feb 9, 2025.",
    ],
    [
      "Today on a site with no games",
      { name: "NBA", latestDate: null },
      { range: "today", filtered: false },
      "We hold no games dated today, Nov 21, 2026.",
    ],
    [
      "This Week",
      nfl,
      { range: "week", filtered: false },
      "No games in this date range. Our records are historical, so most recent dates are empty. The latest games we hold were played on Feb 9, 2025.",
    ],
    ["a search matched nothing", nfl, { range: "all", filtered: true }, "Try adjusting your search or filters"],
    ["a search in a date window matched nothing", nfl, { range: "today", filtered: true }, "Try adjusting your search or filters"],
    [
      "the NBA site holds no game scores",
      { name: "NBA", latestDate: null },
      { range: "all", filtered: false },
      "We hold no NBA game scores yet.",
    ],
    ["the hub holds none", { name: null, latestDate: null }, { range: "all", filtered: false }, "We hold no game scores yet."],
  ] as const)("%s", (_, seasons, empty, text) => {
    expect(scoresEmptyText(seasons, { ...empty, today: "2026-11-21" })).toBe(text);
  });
});

describe("withResets", () => {
  it.each([
    ["a sport clears the season, the day and the final", { sport: "hockey" }, { sport: "hockey", season: "", date: "", championship: "" }],
    ["a season clears the date range and the day", { season: "1985" }, { season: "1985", range: "all", date: "" }],
    ["All Seasons leaves the date range", { season: "" }, { season: "" }],
    ["a date window clears the season and the day", { range: "today" }, { range: "today", season: "", date: "" }],
    [
      "a day clears the range, the season and the final",
      { date: "1927-09-30" },
      { date: "1927-09-30", range: "all", season: "", championship: "" },
    ],
    ["clearing the day clears nothing else", { date: "" }, { date: "" }],
    ["All Dates leaves the season", { range: "all" }, { range: "all" }],
    ["a search clears nothing", { q: "bears" }, { q: "bears" }],
  ])("%s", (_, patch, expected) => {
    expect(withResets(patch)).toEqual(expected);
  });
});

describe("dayParam and championshipParam (issue #15: the URL's day and final)", () => {
  it.each([
    ["1927-09-30", "1927-09-30"],
    ["1927-02-30", null],
    ["1927-9-30", null],
    ["", null],
    ["yesterday", null],
  ])("day %s → %s", (value, day) => {
    expect(dayParam(value)).toBe(day);
  });

  it.each([
    ["world-series", "world-series"],
    ["nba-finals", "nba-finals"],
    ["World Series", null],
    ["", null],
    ["-x", null],
  ])("championship %s → %s", (value, slug) => {
    expect(championshipParam(value)).toBe(slug);
  });
});
