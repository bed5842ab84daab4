// spec §7 /api/games/games/ with today/, live/, recent/, upcoming/, the Scores screen's
// counters (summary/), the seasons that have games (seasons/, issue #13) and
// /api/championships/championship-games/. "Today" is the calendar
// date in America/New_York, read through `clock` so tests can pin it.
import {
  championshipGameFilters,
  game,
  GAME_ORDERING,
  type GameViewName,
  gameFilters,
  gamePaths,
  gameSeasonFilters,
  gameSeasons,
  gameSummary,
  gameSummaryFilters,
} from "@tl/contract/games";
import { listGameSeasons } from "@tl/db/queries/game-seasons";
import { getGame, listGames, type GameView } from "@tl/db/queries/games";
import { summarizeGames } from "@tl/db/queries/game-summary";
import type { z } from "zod/mini";
import { detailEndpoint, listEndpoint, summaryEndpoint } from "../api/endpoint";

export const GAMES_TIME_ZONE = "America/New_York";

const newYorkDate = new Intl.DateTimeFormat("en-US", { timeZone: GAMES_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** YYYY-MM-DD of `instant` in America/New_York. */
export function dateInNewYork(instant: Date): string {
  const parts = Object.fromEntries(newYorkDate.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year ?? ""}-${parts.month ?? ""}-${parts.day ?? ""}`;
}

export const clock = {
  today: (): string => dateInNewYork(new Date()),
};

type Query = z.output<typeof gameFilters>;

const toFilters = (q: Query) => ({
  sportSlug: q.sport__slug,
  levelSlug: q.level__slug,
  leagueSlug: q.league__slug,
  seasonStartYear: q.season__start_year,
  status: q.status,
  teamSlug: q.team__slug,
  date: q.date,
  dateFrom: q.date__gte,
  dateTo: q.date__lte,
  search: q.search,
  championshipSlug: q.championship__slug,
});

const gameList = (path: string, summary: string, view: () => GameView, datedByToday = false) =>
  listEndpoint({
    path,
    summary,
    tag: "games",
    // These answers change at midnight in New York even when no data does.
    ...(datedByToday ? { cacheVary: () => clock.today() } : {}),
    filters: gameFilters,
    ordering: GAME_ORDERING,
    item: game,
    list: (db, q, page, ordering) => listGames(db, view(), toFilters(q), page, ordering),
  });

/** The games of each list below, by name (the summary's `view`); "today" is read when asked. */
const VIEWS: Record<GameViewName, () => GameView> = {
  all: () => ({ kind: "all" }),
  today: () => ({ kind: "today", today: clock.today() }),
  live: () => ({ kind: "live" }),
  recent: () => ({ kind: "recent", today: clock.today() }),
  upcoming: () => ({ kind: "upcoming", today: clock.today() }),
};

export const gameEndpoints = [
  gameList(gamePaths.list, "All games, newest first", VIEWS.all),
  gameList(gamePaths.today, "Today's games: game_date is today's date in America/New_York, newest first", VIEWS.today, true),
  gameList(gamePaths.live, "Live games: status is live, newest first", VIEWS.live),
  gameList(gamePaths.recent, "Recent games: final games dated before today (America/New_York), newest first", VIEWS.recent, true),
  detailEndpoint({
    path: gamePaths.detail,
    summary: "One game, by its slug or id",
    tag: "games",
    item: game,
    ids: true,
    get: (db, key) => getGame(db, { kind: "all" }, key),
  }),
  gameList(
    gamePaths.upcoming,
    "Upcoming games: scheduled games dated today (America/New_York) or later, soonest first",
    VIEWS.upcoming,
    true,
  ),
  summaryEndpoint({
    path: gamePaths.summary,
    summary: "Counters of the Scores screen over the games a list would hold: the count by status and the sports present",
    tag: "games",
    // `view` may depend on today's date.
    cacheVary: () => clock.today(),
    filters: gameSummaryFilters,
    item: gameSummary,
    get: (db, q) => summarizeGames(db, VIEWS[q.view ?? "all"](), toFilters(q)),
  }),
  summaryEndpoint({
    path: gamePaths.seasons,
    summary: "The seasons that have games (the Scores season picker), newest first, with each one's game count and first and last dates",
    tag: "games",
    filters: gameSeasonFilters,
    item: gameSeasons,
    get: async (db, q) => ({
      seasons: await listGameSeasons(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug, championshipSlug: q.championship__slug }),
    }),
  }),
  listEndpoint({
    path: gamePaths.championshipGames,
    summary: "Games that decided a championship, newest first",
    tag: "championships",
    filters: championshipGameFilters,
    ordering: GAME_ORDERING,
    item: game,
    list: (db, q, page, ordering) =>
      listGames(
        db,
        { kind: "championship" },
        {
          sportSlug: q.sport__slug,
          levelSlug: q.level__slug,
          seasonStartYear: q.season__start_year,
          championshipSlug: q.championship__slug,
        },
        page,
        ordering,
      ),
  }),
  detailEndpoint({
    path: gamePaths.championshipGame,
    summary: "One game that decided a championship, by its slug or id",
    tag: "championships",
    item: game,
    ids: true,
    get: (db, key) => getGame(db, { kind: "championship" }, key),
  }),
];
