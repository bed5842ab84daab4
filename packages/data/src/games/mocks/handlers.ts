// MSW handlers answering from the rows of rows.ts, as the API would.
import { todayInNewYork } from "../index";
import { http, HttpResponse, type HttpHandler } from "msw";
import type { CallLog } from "../../shared/mocks";
import { recentGames, type ApiGame, type ApiGameSummary } from "./rows";

/** The counters /api/games/games/summary/ would answer for `games`. */
export function summaryOf(games: readonly ApiGame[]): ApiGameSummary {
  const count = (status: ApiGame["status"]) => games.filter((game) => game.status === status).length;
  const sports = new Map(games.map((game) => [game.sport.slug, game.sport]));
  return {
    count: games.length,
    live: count("live"),
    final: count("final"),
    scheduled: count("scheduled"),
    postponed: count("postponed"),
    sports: [...sports.values()],
  };
}

const origin = () => window.location.origin;

/** The API's filters (apps/api/src/routes/games.ts) over `games`, for handlers that answer like it. */
export function filterGames(games: readonly ApiGame[], query: URLSearchParams): ApiGame[] {
  const search = query.get("search")?.toLowerCase();
  const wanted = (key: string, value: string) => {
    const asked = query.get(key);
    return asked === null || asked === value;
  };
  return games.filter(
    (game) =>
      wanted("sport__slug", game.sport.slug) &&
      wanted("season__start_year", String(game.season?.start_year ?? "")) &&
      wanted("status", game.status) &&
      wanted("date", game.game_date) &&
      wanted("championship__slug", game.championship?.slug ?? "") &&
      game.game_date >= (query.get("date__gte") ?? "") &&
      game.game_date <= (query.get("date__lte") ?? "9999") &&
      (!search ||
        [game.home_team, game.away_team].some(
          (team) => team !== null && [team.name, team.city].some((text) => text.toLowerCase().includes(search)),
        )),
  );
}

/** The games of each list, as the API picks them ("today" is today in America/New_York). */
const VIEWS = {
  all: () => true,
  today: (game: ApiGame) => game.game_date === todayInNewYork(),
  recent: (game: ApiGame) => game.status === "final" && game.game_date < todayInNewYork(),
} satisfies Record<string, (game: ApiGame) => boolean>;

type View = keyof typeof VIEWS;

const LIST_PATHS: Record<View, string> = {
  all: "/api/games/games/",
  today: "/api/games/games/today/",
  recent: "/api/games/games/recent/",
};

/**
 * A paged game list (all/, today/ or recent/), filtered as the API would: `pageSize` rows a
 * page (the API's own paging, independent of the client's page_size) with DRF's absolute
 * `next` links. Logs each call's path and query.
 */
export function gameListHandler(
  view: View,
  allGames: readonly ApiGame[],
  options: { pageSize?: number; calls?: CallLog } = {},
): HttpHandler {
  const { pageSize = 500, calls } = options;
  return http.get(LIST_PATHS[view], ({ request }) => {
    const url = new URL(request.url);
    calls?.push(`${url.pathname}${url.search}`);
    const games = filterGames(allGames.filter(VIEWS[view]), url.searchParams);
    const page = Number(url.searchParams.get("page") ?? "1");
    const results = games.slice((page - 1) * pageSize, page * pageSize);
    const hasNext = page * pageSize < games.length;
    const next = new URL(url.pathname, origin());
    next.search = url.search;
    next.searchParams.set("page", String(page + 1));
    return HttpResponse.json({ count: games.length, next: hasNext ? next.toString() : null, previous: null, results });
  });
}

/** The summary of `games` under the query's filters, or always `summary` when given. */
export function gameSummaryHandler(games: readonly ApiGame[], options: { calls?: CallLog; summary?: ApiGameSummary } = {}): HttpHandler {
  return http.get("/api/games/games/summary/", ({ request }) => {
    const url = new URL(request.url);
    options.calls?.push(`${url.pathname}${url.search}`);
    const view = url.searchParams.get("view") ?? "all";
    const inView = view === "today" || view === "recent" ? games.filter(VIEWS[view]) : games;
    return HttpResponse.json(options.summary ?? summaryOf(filterGames(inView, url.searchParams)));
  });
}

/** What /api/games/games/seasons/ answers when `games` are all the games held (every fixture game is the NFL's). */
export function gameSeasonsOf(games: readonly ApiGame[], sportSlug: string | null = null) {
  const seasons = new Map<
    number,
    {
      start_year: number;
      league: { name: string; slug: string; abbreviation: string };
      sport: ApiGame["sport"];
      level: { name: string; slug: string };
      games: number;
      first_date: string;
      last_date: string;
    }
  >();
  for (const game of games) {
    if (game.season === null || (sportSlug !== null && game.sport.slug !== sportSlug)) continue;
    const held = seasons.get(game.season.start_year);
    if (held) {
      held.games += 1;
      if (game.game_date < held.first_date) held.first_date = game.game_date;
      if (game.game_date > held.last_date) held.last_date = game.game_date;
    } else {
      seasons.set(game.season.start_year, {
        start_year: game.season.start_year,
        league: { name: "National Football League", slug: "nfl", abbreviation: "NFL" },
        sport: game.sport,
        level: { name: "Professional", slug: "professional" },
        games: 1,
        first_date: game.game_date,
        last_date: game.game_date,
      });
    }
  }
  return [...seasons.values()].sort((a, b) => b.start_year - a.start_year);
}

/** /api/games/games/seasons/ over `games`, honouring sport__slug and (issue #15) championship__slug. */
export function gameSeasonsHandler(games: readonly ApiGame[]): HttpHandler {
  return http.get("/api/games/games/seasons/", ({ request }) => {
    const query = new URL(request.url).searchParams;
    const championship = query.get("championship__slug");
    const held = championship === null ? games : games.filter((game) => game.championship?.slug === championship);
    return HttpResponse.json({ seasons: gameSeasonsOf(held, query.get("sport__slug")) });
  });
}

/** Every path the Scores screen reads, each answering `games` as the API would. */
export function gamesHandlers(
  games: readonly ApiGame[] = recentGames,
  options: { pageSize?: number; calls?: CallLog; summary?: ApiGameSummary } = {},
): HttpHandler[] {
  return [
    gameSeasonsHandler(games),
    gameSummaryHandler(games, options),
    ...(["all", "today", "recent"] as const).map((view) => gameListHandler(view, games, options)),
  ];
}

/** Every path the Scores screen reads: with `errorHandler`, an API down for the whole screen. */
export const GAME_PATHS = [
  "/api/games/games/",
  "/api/games/games/today/",
  "/api/games/games/recent/",
  "/api/games/games/summary/",
  "/api/games/games/seasons/",
] as const;
