// spec §7 /api/games/games/ with today/, live/, recent/, upcoming/, and
// /api/championships/championship-games/. "Today" is the calendar date in America/New_York,
// read through `clock` so tests can pin it.
import { GAME_ORDERING, listGames, type GameView } from "@tl/db/queries/games";
import { GAME_STATUSES } from "@tl/db/schema";
import { z } from "zod";
import { listEndpoint } from "../api/endpoint";
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

export const gameEndpoints = [
  gameList("/api/games/games/", "All games, newest first", () => ({ kind: "all" })),
  gameList("/api/games/games/today/", "Today's games: game_date is today's date in America/New_York, newest first", () => ({ kind: "today", today: clock.today() }), true),
  gameList("/api/games/games/live/", "Live games: status is live, newest first", () => ({ kind: "live" })),
  gameList("/api/games/games/recent/", "Recent games: final games dated before today (America/New_York), newest first", () => ({ kind: "recent", today: clock.today() }), true),
  gameList("/api/games/games/upcoming/", "Upcoming games: scheduled games dated today (America/New_York) or later, soonest first", () => ({ kind: "upcoming", today: clock.today() }),
    true,
  ),
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
