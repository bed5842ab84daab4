// Games (spec §3 Game; §7 /api/games/games/… and /api/championships/championship-games/).
// A team appears under the city and name it played under in the game's season (team_names);
// a game without a season, or a team without a history row for it, shows the current name.
import type { GameStatus } from "@tl/contract/games";
import { and, count, eq, gte, isNotNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { games, seasons } from "../schema/index";
import { byKey, searchAny, type DetailKey, type OrderBy, type Page, type PageRequest } from "./common";
import { inScope, ofChampionship, withTeam, withTeamNamed } from "./game-keys";
import { gameOrder, orderSql, pageOfKeys } from "./game-order";
import { gameSides, sideJson, withGameContext } from "./game-sides";
import { seasonSlug } from "./season-slug";
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

/**
 * The full rows of games (gameWhere's conditions need no join but a search's): the games with
 * their season, and the championship, sport and both sides named by scalar subqueries (sideJson),
 * so a page of ids is planned in a millisecond.
 */
const gameColumns = () => ({
  id: games.id,
  slug: games.slug,
  home: sideJson(games.homeTeamId, seasons.startYear),
  away: sideJson(games.awayTeamId, seasons.startYear),
  home_score: games.homeScore,
  away_score: games.awayScore,
  status: games.status,
  game_date: games.gameDate,
  game_time: games.gameTime,
  period: games.period,
  time_remaining: games.timeRemaining,
  championship: sql<{
    name: string;
    slug: string;
  } | null>`(select json_build_object('name', ch.name, 'slug', ch.slug) from championships ch where ch.id = ${games.championshipId})`,
  season: { name: seasons.name, start_year: seasons.startYear },
  season_league: sql<string | null>`(select sl.slug from leagues sl where sl.id = ${seasons.leagueId})`,
  venue: games.venue,
  neutral_site: games.neutralSite,
  round: games.round,
  overtime: games.overtime,
  home_line_score: games.homeLineScore,
  away_line_score: games.awayLineScore,
  attendance: games.attendance,
  notes: games.notes,
  // The sport and the level in one subquery over the game's league.
  context: sql<{
    sport: { name: string; slug: string; abbreviation: string };
    level: { name: string; slug: string };
  }>`(select json_build_object('sport', json_build_object('name', sp.name, 'slug', sp.slug, 'abbreviation', sp.abbreviation), 'level', json_build_object('name', lv.name, 'slug', lv.slug)) from leagues l join sports sp on sp.id = l.sport_id join levels lv on lv.id = l.level_id where l.id = ${games.leagueId})`,
});

function gamesFrom(db: Database) {
  return db.select(gameColumns()).from(games).leftJoin(seasons, eq(games.seasonId, seasons.id)).$dynamic();
}

type GameSelection = Awaited<ReturnType<ReturnType<typeof gamesFrom>["execute"]>>[number];

function toGame({ home, away, season_league, context, ...game }: GameSelection) {
  const { id, slug, ...rest } = game;
  const { sport, level } = context;
  return {
    id,
    slug,
    // A side with no team yet (a final whose opponent is to be decided) is null.
    home_team: teamRefOf(home, sport.name),
    away_team: teamRefOf(away, sport.name),
    ...rest,
    // In its place among rest's keys; its page is /seasons/{slug} (issue #16).
    season:
      game.season && season_league !== null
        ? { ...game.season, slug: seasonSlug(season_league, sport.slug, game.season.start_year) }
        : null,
    sport,
    level,
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
 * The games of `view` that pass every filter (AND), over the games' own keys (game-keys.ts);
 * only a search names more: the sides' season names (gameSides, with withGameContext's joins),
 * which listGames and game-summary.ts join for it. `gathered`: the league and season keys as
 * subqueries (inScope's inline), for a statement that gathers the games before ordering them.
 */
export async function gameWhere(db: Database, view: GameView, filters: GameFilters, gathered = false): Promise<SQL | undefined> {
  const { home, away } = gameSides(db);
  return and(
    viewWhere(view),
    await inScope(db, filters, filters.seasonStartYear, gathered),
    filters.status ? eq(games.status, filters.status) : undefined,
    filters.teamSlug ? await withTeam(db, filters.teamSlug) : undefined,
    filters.date ? eq(games.gameDate, filters.date) : undefined,
    filters.dateFrom ? gte(games.gameDate, filters.dateFrom) : undefined,
    filters.dateTo ? lte(games.gameDate, filters.dateTo) : undefined,
    filters.championshipSlug ? await ofChampionship(db, filters.championshipSlug) : undefined,
    filters.search ? withTeamNamed(db, filters.search) : undefined,
    searchAny(filters.search, [home.name, home.city, away.name, away.city]),
  );
}

/**
 * The games of a page: their ids first (gameWhere names only the games' own columns, so no join
 * is needed unless a search reads the sides' season names), then the full rows of those ids, and
 * the total apart. Naming every matching game's sides before taking a page cost seconds over
 * 328,000 games.
 */
export async function listGames(
  db: Database,
  view: GameView,
  filters: GameFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<GameRow>> {
  const gathered = (filters.seasonStartYear !== undefined || filters.date !== undefined) && !filters.search;
  const where = await gameWhere(db, view, filters, gathered);
  const keys = gameOrder(view, ordering);
  const columns = { id: games.id, game_date: games.gameDate };
  const matching = filteredGames(db, db.select(columns).from(games).$dynamic(), filters).where(where);
  if (gathered) {
    // A season holds a few thousand games at most, a day a few dozen: their keys are gathered
    // first (a materialized CTE, which the planner cannot see through) and paged after, with the
    // total, and the page's full rows read in the same statement. Asked for a page directly, the
    // planner took a season's games for a slice of the whole table and walked the date index back
    // from the newest game to reach an old season (0.3-1.5 s for 1909).
    const paged = sql`with gathered as materialized (select ${games.id} as id, ${games.gameDate} as game_date from ${games} where ${where})
      select id, (count(*) over ())::int as total from gathered order by ${keyOrder(keys)} limit ${page.limit} offset ${page.offset}`;
    const rows = await db
      .select({ ...gameColumns(), total: sql<number>`paged.total` })
      .from(games)
      .innerJoin(sql`(${paged}) paged`, sql`paged.id = ${games.id}`)
      .leftJoin(seasons, eq(games.seasonId, seasons.id))
      .orderBy(...orderSql(keys, columns));
    const total = rows[0]?.total ?? (page.offset > 0 ? await countGames(db, filters, where) : 0);
    return { count: total, results: rows.map(({ total: _total, ...row }) => toGame(row)) };
  }
  let ids: number[];
  let total: number;
  if (filters.seasonStartYear !== undefined || filters.date !== undefined) {
    // A search in a season or a day: the few matching keys gathered and paged here (as above).
    const gathered = await matching;
    [ids, total] = [pageOfKeys(gathered, keys, page), gathered.length];
  } else {
    const rows = await matching
      .orderBy(...orderSql(keys, columns))
      .limit(page.limit)
      .offset(page.offset);
    [ids, total] = [rows.map((row) => row.id), await countGames(db, filters, where)];
  }
  if (ids.length === 0) return { count: total, results: [] };
  const rows = await gamesFrom(db)
    .where(idIn(ids))
    .orderBy(...orderSql(keys, columns));
  return { count: total, results: rows.map(toGame) };
}

/**
 * The page's ids as one text parameter, so every page is the same statement text, whose plan the
 * embedded database keeps (prepared-reads.ts); `in ($1, …, $n)` made a statement per page size.
 */
const idIn = (ids: number[]) => sql`${games.id} = any(string_to_array(${ids.join(",")}, ',')::int[])`;

async function countGames(db: Database, filters: GameFilters, where: SQL | undefined): Promise<number> {
  const [counted] = await filteredGames(db, db.select({ n: count() }).from(games).$dynamic(), filters).where(where);
  return counted?.n ?? 0;
}

/** A list's order over the gathered keys' columns (id, game_date). */
const keyOrder = (keys: ReturnType<typeof gameOrder>) =>
  sql.join(
    keys.map(({ field, descending }) => sql.raw(`${field} ${descending ? "desc" : "asc"}`)),
    sql`, `,
  );

/** A query gameWhere can filter: bare games, or with the sides' season names for a search. */
function filteredGames<T extends PgSelect>(db: Database, query: T, filters: GameFilters) {
  if (!filters.search) return query;
  const { homeName, awayName } = gameSides(db);
  return withGameContext(query)
    .leftJoinLateral(homeName, sql`true`)
    .leftJoinLateral(awayName, sql`true`);
}

/** One game of `view` by its id or slug. */
export async function getGame(db: Database, view: GameView, key: DetailKey): Promise<GameRow | undefined> {
  const [row] = await gamesFrom(db)
    .where(and(await gameWhere(db, view, {}), byKey(key, games.id, games.slug)))
    .limit(1);
  return row === undefined ? undefined : toGame(row);
}
