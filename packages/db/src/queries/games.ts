// Games (spec §3 Game; §7 /api/games/games/… and /api/championships/championship-games/).
// A team appears under the city and name it played under in the game's season (team_names);
// a game without a season, or a team without a history row for it, shows the current name.
import type { GameStatus } from "@tl/contract/games";
import { and, asc, desc, eq, gte, isNotNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { championships, games, leagues, levels, seasons, sports } from "../schema/index";
import { byKey, orderBy, searchAny, totalCount, type DetailKey, type OrderBy, type Page, type PageRequest } from "./common";
import { gameSides, withGameContext } from "./game-sides";
import { teamRefOf } from "./team-ref";

export interface GameFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
  /** One league of the sport (issue #15): MLB or a Negro League, never both in one list. */
  leagueSlug?: string | undefined;
  seasonStartYear?: number | undefined;
  status?: GameStatus | undefined;
  /** Home or away. */
  teamSlug?: string | undefined;
  /** YYYY-MM-DD. */
  date?: string | undefined;
  /** YYYY-MM-DD, inclusive: games on or after this date. */
  dateFrom?: string | undefined;
  /** YYYY-MM-DD, inclusive: games on or before this date. */
  dateTo?: string | undefined;
  championshipSlug?: string | undefined;
  search?: string | undefined;
}

/**
 * Which games a list holds (spec §7). `today` is the calendar date (YYYY-MM-DD) in
 * America/New_York, passed in so the caller owns the clock.
 * - all: every game, newest first
 * - today: games dated today
 * - live: games in progress
 * - recent: final games dated before today, newest first
 * - upcoming: scheduled games dated today or later, soonest first
 * - championship: games that decided a championship, newest first
 */
export type GameView =
  | { kind: "all" }
  | { kind: "today"; today: string }
  | { kind: "live" }
  | { kind: "recent"; today: string }
  | { kind: "upcoming"; today: string }
  | { kind: "championship" };

function gamesFrom(db: Database) {
  const { homeName, awayName, home, away } = gameSides(db);
  const query = db
    .select({
      total: totalCount,
      id: games.id,
      slug: games.slug,
      home_slug: home.slug,
      home_name: home.name,
      home_city: home.city,
      home_abbreviation: home.abbreviation,
      away_slug: away.slug,
      away_name: away.name,
      away_city: away.city,
      away_abbreviation: away.abbreviation,
      home_score: games.homeScore,
      away_score: games.awayScore,
      status: games.status,
      game_date: games.gameDate,
      game_time: games.gameTime,
      period: games.period,
      time_remaining: games.timeRemaining,
      championship: { name: championships.name, slug: championships.slug },
      season: { name: seasons.name, start_year: seasons.startYear },
      venue: games.venue,
      neutral_site: games.neutralSite,
      round: games.round,
      overtime: games.overtime,
      home_line_score: games.homeLineScore,
      away_line_score: games.awayLineScore,
      attendance: games.attendance,
      notes: games.notes,
      sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
    })
    .from(games)
    .$dynamic();
  return {
    query: withGameContext(query)
      .leftJoinLateral(homeName, sql`true`)
      .leftJoinLateral(awayName, sql`true`),
  };
}

type GameSelection = Awaited<ReturnType<ReturnType<typeof gamesFrom>["query"]["execute"]>>[number];

function toGame({
  total: _total,
  home_slug,
  home_name,
  home_city,
  home_abbreviation,
  away_slug,
  away_name,
  away_city,
  away_abbreviation,
  ...game
}: GameSelection) {
  const { id, slug, ...rest } = game;
  return {
    id,
    slug,
    // A side with no team yet (a final whose opponent is to be decided) is null.
    home_team: teamRefOf({ slug: home_slug, name: home_name, city: home_city, abbreviation: home_abbreviation }, game.sport.name),
    away_team: teamRefOf({ slug: away_slug, name: away_name, city: away_city, abbreviation: away_abbreviation }, game.sport.name),
    ...rest,
  };
}

export type GameRow = ReturnType<typeof toGame>;

function viewWhere(view: GameView): SQL | undefined {
  switch (view.kind) {
    case "all":
      return undefined;
    case "today":
      return eq(games.gameDate, view.today);
    case "live":
      return eq(games.status, "live");
    case "recent":
      return and(eq(games.status, "final"), lt(games.gameDate, view.today));
    case "upcoming":
      return and(eq(games.status, "scheduled"), gte(games.gameDate, view.today));
    case "championship":
      return isNotNull(games.championshipId);
  }
}

/**
 * The games of `view` that pass every filter (AND). It names the tables gamesFrom joins
 * (league, sport, level, season, championship and gameSides), so any query over that same
 * FROM filters alike: game-summary.ts counts with it.
 */
export function gameWhere(db: Database, view: GameView, filters: GameFilters): SQL | undefined {
  const { homeTeam, awayTeam, home, away } = gameSides(db);
  return and(
    viewWhere(view),
    filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
    filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
    filters.leagueSlug ? eq(leagues.slug, filters.leagueSlug) : undefined,
    filters.seasonStartYear !== undefined ? eq(seasons.startYear, filters.seasonStartYear) : undefined,
    filters.status ? eq(games.status, filters.status) : undefined,
    filters.teamSlug ? or(eq(homeTeam.slug, filters.teamSlug), eq(awayTeam.slug, filters.teamSlug)) : undefined,
    filters.date ? eq(games.gameDate, filters.date) : undefined,
    filters.dateFrom ? gte(games.gameDate, filters.dateFrom) : undefined,
    filters.dateTo ? lte(games.gameDate, filters.dateTo) : undefined,
    filters.championshipSlug ? eq(championships.slug, filters.championshipSlug) : undefined,
    searchAny(filters.search, [home.name, home.city, away.name, away.city]),
  );
}

export async function listGames(
  db: Database,
  view: GameView,
  filters: GameFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<GameRow>> {
  const { query } = gamesFrom(db);
  const where = gameWhere(db, view, filters);
  // Upcoming games soonest first; every other list newest first, unless the client orders.
  const byDefault = view.kind === "upcoming" ? [asc(games.gameDate), asc(games.id)] : [desc(games.gameDate), desc(games.id)];
  const order = ordering.length > 0 ? orderBy(ordering, { game_date: games.gameDate }, [games.id]) : byDefault;
  const rows = await query
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return { count: rows[0]?.total ?? 0, results: rows.map(toGame) };
}

/** One game of `view` by its id or slug. */
export async function getGame(db: Database, view: GameView, key: DetailKey): Promise<GameRow | undefined> {
  const { query } = gamesFrom(db);
  const [row] = await query.where(and(gameWhere(db, view, {}), byKey(key, games.id, games.slug))).limit(1);
  return row === undefined ? undefined : toGame(row);
}
