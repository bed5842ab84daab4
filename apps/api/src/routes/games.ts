// spec §7 /api/games/games/ with today/, live/, recent/, upcoming/, the Scores screen's
// counters (summary/), the seasons that have games (seasons/, issue #13) and
// /api/championships/championship-games/. "Today" is the calendar
// date in America/New_York, read through `clock` so tests can pin it.
import { GAME_ORDERING, listGameSeasons, listGames, type GameView } from "@tl/db/queries/games";
import { summarizeGames } from "@tl/db/queries/summaries";
import { GAME_STATUSES } from "@tl/db/schema";
import { z } from "zod";
import { listEndpoint, summaryEndpoint } from "../api/endpoint";
import * as entities from "../api/entities/index";
import { param } from "../api/query";

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

const filters = z.object({
  sport__slug: param.slug(),
  level__slug: param.slug(),
  season__start_year: param.year().describe("Season start year: 2024-25 is 2024."),
  status: param.choice(GAME_STATUSES),
  team__slug: param.slug().describe("The home or the away team."),
  date: param.date().describe("Exact game date, YYYY-MM-DD."),
  date__gte: param.date().describe("Games on or after this date, YYYY-MM-DD."),
  date__lte: param.date().describe("Games on or before this date, YYYY-MM-DD."),
  search: param.text().describe("Case-insensitive substring of the home or away team's name or city."),
});

type Query = z.output<typeof filters>;

const gameFilters = (q: Query) => ({
  sportSlug: q.sport__slug,
  levelSlug: q.level__slug,
  seasonStartYear: q.season__start_year,
  status: q.status,
  teamSlug: q.team__slug,
  date: q.date,
  dateFrom: q.date__gte,
  dateTo: q.date__lte,
  search: q.search,
});

const gameList = (path: string, summary: string, view: () => GameView, datedByToday = false) =>
  listEndpoint({
    path,
    summary,
    tag: "games",
    // These answers change at midnight in New York even when no data does.
    ...(datedByToday ? { cacheVary: () => clock.today() } : {}),
    filters,
    ordering: GAME_ORDERING,
    item: entities.game,
    list: (db, q, page, ordering) => listGames(db, view(), gameFilters(q), page, ordering),
  });

const VIEW_NAMES = ["all", "today", "live", "recent", "upcoming"] as const;

/** The games of each list below, by name (the summary's `view`); "today" is read when asked. */
const VIEWS: Record<(typeof VIEW_NAMES)[number], () => GameView> = {
  all: () => ({ kind: "all" }),
  today: () => ({ kind: "today", today: clock.today() }),
  live: () => ({ kind: "live" }),
  recent: () => ({ kind: "recent", today: clock.today() }),
  upcoming: () => ({ kind: "upcoming", today: clock.today() }),
};

export const gameEndpoints = [
  gameList("/api/games/games/", "All games, newest first", VIEWS.all),
  gameList("/api/games/games/today/", "Today's games: game_date is today's date in America/New_York, newest first", VIEWS.today, true),
  gameList("/api/games/games/live/", "Live games: status is live, newest first", VIEWS.live),
  gameList("/api/games/games/recent/", "Recent games: final games dated before today (America/New_York), newest first", VIEWS.recent, true),
  gameList("/api/games/games/upcoming/", "Upcoming games: scheduled games dated today (America/New_York) or later, soonest first", VIEWS.upcoming, true),
  summaryEndpoint({
    path: "/api/games/games/summary/",
    summary: "Counters of the Scores screen over the games a list would hold: the count by status and the sports present",
    tag: "games",
    // `view` may depend on today's date.
    cacheVary: () => clock.today(),
    filters: filters.extend({
      view: param.choice(VIEW_NAMES).describe("Which list to summarise: all (default), today, live, recent or upcoming, as those lists."),
    }),
    item: entities.gameSummary,
    get: (db, q) => summarizeGames(db, VIEWS[q.view ?? "all"](), gameFilters(q)),
  }),
  summaryEndpoint({
    path: "/api/games/games/seasons/",
    summary: "The seasons that have games (the Scores season picker), newest first, with each one's game count and first and last dates",
    tag: "games",
    filters: z.object({ sport__slug: param.slug(), level__slug: param.slug() }),
    item: entities.gameSeasons,
    get: async (db, q) => ({ seasons: await listGameSeasons(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug }) }),
  }),
  listEndpoint({
    path: "/api/championships/championship-games/",
    summary: "Games that decided a championship, newest first",
    tag: "championships",
    filters: z.object({
      sport__slug: param.slug(),
      level__slug: param.slug(),
      season__start_year: param.year().describe("Season start year: 2024-25 is 2024."),
      championship__slug: param.slug(),
    }),
    ordering: GAME_ORDERING,
    item: entities.game,
    list: (db, q, page, ordering) =>
      listGames(
        db,
        { kind: "championship" },
        { sportSlug: q.sport__slug, levelSlug: q.level__slug, seasonStartYear: q.season__start_year, championshipSlug: q.championship__slug },
        page,
        ordering,
      ),
  }),
];
