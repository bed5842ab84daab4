import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  gameRequest,
  gamesQueryOptions,
  normaliseGame,
  todayInNewYork,
  type Game,
  type GameFilters,
  type RawGame,
} from "./games";
import { gameSummaryQueryOptions } from "./games-summary";

// Super Bowl LIX as the API sends it (curl http://127.0.0.1:4400/api/games/games/?page_size=1).
const superBowlLix: RawGame = {
  id: 1,
  slug: "super-bowl-2024",
  home_team: { name: "Eagles", city: "Philadelphia", abbreviation: "PHI", sport_name: "Football", slug: "philadelphia-eagles" },
  away_team: { name: "Chiefs", city: "Kansas City", abbreviation: "KC", sport_name: "Football", slug: "kansas-city-chiefs" },
  home_score: 40,
  away_score: 22,
  status: "final",
  game_date: "2025-02-09",
  game_time: null,
  period: null,
  time_remaining: null,
  championship: { name: "Super Bowl" },
  season: { name: "2024 NFL season" },
  venue: "Caesars Superdome, New Orleans",
  round: "Super Bowl LIX",
  overtime: null,
  sport: { name: "Football", slug: "football", abbreviation: "FB" },
};

const normalisedLix: Game = {
  key: "1",
  slug: "super-bowl-2024",
  homeTeam: { name: "Eagles", city: "Philadelphia", abbreviation: "PHI" },
  awayTeam: { name: "Chiefs", city: "Kansas City", abbreviation: "KC" },
  homeScore: 40,
  awayScore: 22,
  homeScoreText: "40",
  awayScoreText: "22",
  status: "final",
  statusText: "Final",
  date: "2025-02-09",
  time: null,
  period: null,
  timeRemaining: null,
  championship: "Super Bowl",
  season: "2024 NFL season",
  venue: "Caesars Superdome, New Orleans",
  round: "Super Bowl LIX",
  overtime: null,
  neutralSite: false,
  sportName: "Football",
};

describe("normaliseGame (spec §3 Game)", () => {
  it("keeps a complete API game as it is", () => {
    expect(normaliseGame(superBowlLix, 0)).toEqual(normalisedLix);
  });

  it("applies every default to an empty game", () => {
    expect(normaliseGame({}, 4)).toEqual({
      key: "#4",
      slug: null,
      homeTeam: { name: "TBD", city: null, abbreviation: "TBD" },
      awayTeam: { name: "TBD", city: null, abbreviation: "TBD" },
      homeScore: 0,
      awayScore: 0,
      homeScoreText: "-",
      awayScoreText: "-",
      status: "scheduled",
      statusText: "Scheduled",
      date: null,
      time: null,
      period: null,
      timeRemaining: null,
      championship: null,
      season: "Current Season",
      venue: "Stadium",
      round: null,
      overtime: null,
      neutralSite: false,
      sportName: null,
    } satisfies Game);
  });

  it.each<[string, RawGame, Partial<Game>]>([
    ["plain-text teams", { home_team: "Philadelphia Eagles", away_team: "Kansas City Chiefs" }, {
      homeTeam: { name: "Philadelphia Eagles", city: null, abbreviation: "PHI" },
      awayTeam: { name: "Kansas City Chiefs", city: null, abbreviation: "KAN" },
    }],
    ["a team without abbreviation", { home_team: { name: "Eagles", city: "Philadelphia" } }, { homeTeam: { name: "Eagles", city: "Philadelphia", abbreviation: "EAG" } }],
    ["null teams (to be decided)", { home_team: null, away_team: { name: " " } }, { homeTeam: { name: "TBD", city: null, abbreviation: "TBD" }, awayTeam: { name: "TBD", city: null, abbreviation: "TBD" } }],
    ["date instead of game_date", { date: "2021-02-07" }, { date: "2021-02-07" }],
    ["game_date wins over date", { game_date: "2021-02-07", date: "2021-02-08" }, { date: "2021-02-07" }],
    ["time instead of game_time", { time: "6:30 PM ET" }, { time: "6:30 PM ET", statusText: "6:30 PM ET" }],
    ["quarter instead of period", { status: "live", quarter: "Q2", time_remaining: "0:00" }, { period: "Q2", statusText: "Q2 - 0:00" }],
    ["a numeric quarter", { status: "live", quarter: 3, time_remaining: "7:41" }, { period: "3", statusText: "3 - 7:41" }],
    ["championship_name", { championship_name: "Super Bowl" }, { championship: "Super Bowl" }],
    ["championship as text", { championship: "Super Bowl" }, { championship: "Super Bowl" }],
    ["season_name", { season_name: "2020 NFL season" }, { season: "2020 NFL season" }],
    ["season as text", { season: "2020 NFL season" }, { season: "2020 NFL season" }],
    ["season object without a name", { season: { name: null } }, { season: "Current Season" }],
    ["venue object", { venue: { name: "Raymond James Stadium" } }, { venue: "Raymond James Stadium" }],
    ["blank venue", { venue: "  " }, { venue: "Stadium" }],
    ["overtime as a flag", { overtime: true }, { overtime: "OT" }],
    ["no overtime as a flag", { overtime: false }, { overtime: null }],
    ["neutral site", { neutral_site: true }, { neutralSite: true }],
    ["sport from the team when the game has none", { home_team: { name: "Eagles", sport_name: "Football" } }, { sportName: "Football" }],
  ])("accepts %s", (_, raw, expected) => {
    expect(normaliseGame(raw, 0)).toMatchObject(expected);
  });

  it.each<[string, RawGame, string, string, string]>([
    ["final", { status: "final", home_score: 31, away_score: 9 }, "Final", "31", "9"],
    ["FINAL in capitals", { status: "FINAL", home_score: 31, away_score: 9 }, "Final", "31", "9"],
    ["final without scores", { status: "final" }, "Final", "0", "0"],
    ["live", { status: "live", period: "Q2", time_remaining: "0:00", home_score: 24, away_score: 0 }, "Q2 - 0:00", "24", "0"],
    ["live with the period only", { status: "live", period: "Halftime" }, "Halftime", "0", "0"],
    ["live with nothing more", { status: "live" }, "Live", "0", "0"],
    ["scheduled", { status: "scheduled", game_time: "6:30 PM ET" }, "6:30 PM ET", "-", "-"],
    ["scheduled without a time", { status: "scheduled" }, "Scheduled", "-", "-"],
    ["postponed", { status: "postponed" }, "Postponed", "0", "0"],
  ])("status %s → badge %s, scores %s-%s", (_, raw, badge, home, away) => {
    const game = normaliseGame(raw, 0);
    expect([game.statusText, game.homeScoreText, game.awayScoreText]).toEqual([badge, home, away]);
  });
});

describe("dates in America/New_York", () => {
  it.each([
    ["2026-11-22T01:19:00Z", "2026-11-21"],
    ["2025-02-09T23:30:00Z", "2025-02-09"],
    ["2025-07-04T04:30:00Z", "2025-07-04"],
    ["2025-07-04T03:30:00Z", "2025-07-03"],
  ])("%s is %s in New York", (instant, date) => {
    expect(todayInNewYork(new Date(instant))).toBe(date);
  });

  it.each([
    ["2025-03-01", -1, "2025-02-28"],
    ["2024-03-01", -1, "2024-02-29"],
    ["2026-01-03", -6, "2025-12-28"],
    ["2026-11-21", 0, "2026-11-21"],
  ])("%s %+d days is %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

const base: GameFilters = { site: {}, sport: "all", status: "all", range: "all", search: "", today: "2026-11-21" };

describe("gameRequest (spec §7 Scores)", () => {
  it.each<[string, Partial<GameFilters>, string, string, Record<string, string | number>]>([
    ["all dates", {}, "/api/games/games/", "all", {}],
    ["today", { range: "today" }, "/api/games/games/today/", "today", {}],
    ["yesterday", { range: "yesterday" }, "/api/games/games/recent/", "recent", { date: "2026-11-20" }],
    ["this week", { range: "week" }, "/api/games/games/", "all", { date__gte: "2026-11-15", date__lte: "2026-11-21" }],
    ["this month", { range: "month" }, "/api/games/games/", "all", { date__gte: "2026-11-01", date__lte: "2026-11-21" }],
    ["a status", { status: "final" }, "/api/games/games/", "all", { status: "final" }],
    ["an unknown status", { status: "cancelled" }, "/api/games/games/", "all", {}],
    ["a search", { search: "  eagles " }, "/api/games/games/", "all", { search: "eagles" }],
    ["a sport on the hub", { sport: "football" }, "/api/games/games/", "all", { sport__slug: "football" }],
    ["the NFL site", { site: { sport__slug: "football", level__slug: "professional" } }, "/api/games/games/", "all", { sport__slug: "football", level__slug: "professional" }],
    ["another sport on the NFL site (the site wins)", { site: { sport__slug: "football", level__slug: "professional" }, sport: "hockey" }, "/api/games/games/", "all", { sport__slug: "football", level__slug: "professional" }],
    ["everything at once", { range: "week", status: "final", search: "chiefs", sport: "football" }, "/api/games/games/", "all", {
      sport__slug: "football", date__gte: "2026-11-15", date__lte: "2026-11-21", status: "final", search: "chiefs",
    }],
    ["a season", { season: 1985 }, "/api/games/games/", "all", { season__start_year: 1985 }],
    ["a season on the NFL site, searched", { site: { sport__slug: "football", level__slug: "professional" }, season: 1985, search: "bears" }, "/api/games/games/", "all", {
      sport__slug: "football", level__slug: "professional", season__start_year: 1985, search: "bears",
    }],
    ["no season", { season: null }, "/api/games/games/", "all", {}],
    ["today within a season", { season: 2024, range: "today" }, "/api/games/games/today/", "today", { season__start_year: 2024 }],
  ])("%s", (_, filters, path, view, params) => {
    const request = gameRequest({ ...base, ...filters });
    expect(request.path).toBe(path);
    expect(request.view).toBe(view);
    expect(Object.fromEntries(Object.entries(request.params).filter(([, value]) => value !== undefined))).toEqual(params);
  });

  it("keys every list by its path and filters, starting with 'games'", () => {
    const week = gamesQueryOptions(gameRequest({ ...base, range: "week", status: "final" }));
    expect(week.queryKey).toEqual(["games", "/api/games/games/", { date__gte: "2026-11-15", date__lte: "2026-11-21", status: "final" }]);
    const summary = gameSummaryQueryOptions(gameRequest({ ...base, site: { sport__slug: "football" }, range: "today" }));
    expect(summary.queryKey).toEqual(["games", "summary", { view: "today", sport__slug: "football" }]);
  });
});

describe("the calls", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it("pages the game list 48 at a time with the filters, and the summary with the same filters", async () => {
    const seen: string[] = [];
    server.use(
      http.get("/api/games/games/recent/", ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [superBowlLix] });
      }),
      http.get("/api/games/games/summary/", ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ count: 1, live: 0, final: 1, scheduled: 0, postponed: 0, sports: [] });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const request = gameRequest({ ...base, site: { sport__slug: "football", level__slug: "professional" }, range: "yesterday", search: "Kansas City" });
    const list = await client.infiniteQuery(gamesQueryOptions(request));
    expect(list).toMatchObject({ total: 1, items: [{ round: "Super Bowl LIX" }] });
    await expect(client.query(gameSummaryQueryOptions(request))).resolves.toMatchObject({ final: 1 });
    expect(seen).toEqual([
      "?sport__slug=football&level__slug=professional&date=2026-11-20&search=Kansas+City&page_size=48",
      "?view=recent&sport__slug=football&level__slug=professional&date=2026-11-20&search=Kansas+City",
    ]);
  });
});
