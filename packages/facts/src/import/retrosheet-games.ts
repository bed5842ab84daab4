// The games table's rows from the logs, written in large multi-row upserts on the slug. A World
// Series game takes the final-game slug ("world-series-1927-game-4") and the championship; where
// our curated facts already hold that game (a deciding game), the curated row wins and only its
// empty columns are filled (line scores, attendance, series, notes).
import { games } from "@tl/db/schema";
import { eq, sql, type SQL } from "drizzle-orm";
import { DECIDING_GAMES } from "../curated/deciding-games/index";
import { decidingGameSlug } from "../seed/finals";
import { inBatches } from "../shared/batches";
import { gameNotes } from "./retrosheet-notes";
import type { ReadGame, ReadLogs } from "./retrosheet-read";
import { numberGames } from "./retrosheet-series";
import type { Clubs } from "./retrosheet-teams";
import type { Transaction } from "./types";

/** Rows per INSERT: each batch travels as one JSON parameter (json_to_recordset), so the statement
 * has a handful of parameters whatever its size, and the database parses one value, not 300,000. */
export const GAME_BATCH = 20_000;

/** The columns written, with their SQL types. */
const COLUMNS = {
  slug: "text",
  leagueId: "integer",
  seasonId: "integer",
  championshipId: "integer",
  homeTeamId: "integer",
  awayTeamId: "integer",
  homeScore: "integer",
  awayScore: "integer",
  status: "text",
  gameDate: "date",
  venue: "text",
  round: "text",
  homeLineScore: "text",
  awayLineScore: "text",
  attendance: "integer",
  seriesId: "integer",
  notes: "text",
} as const;
type Column = keyof typeof COLUMNS;
const DATA_COLUMNS = (Object.keys(COLUMNS) as Column[]).filter((key) => key !== "slug");

/** What a curated game lacks and a log can give. */
const FILLED_COLUMNS: Column[] = ["homeLineScore", "awayLineScore", "attendance", "seriesId", "notes", "venue"];

export interface GameContext {
  leagueId: number;
  seasonIds: ReadonlyMap<number, number>;
  worldSeries: { id: number; name: string };
  venueOf: Clubs["venueOf"];
}

export type GameRow = typeof games.$inferInsert & { slug: string };

function baseRow({ game, year, home, away }: ReadGame, context: GameContext) {
  return {
    leagueId: context.leagueId,
    seasonId: context.seasonIds.get(year) ?? null,
    homeTeamId: home.id,
    awayTeamId: away.id,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    status: "final" as const,
    gameDate: game.date,
    venue: context.venueOf(game.park, { year, code: game.home.team, league: game.home.league }),
    homeLineScore: game.homeLine || null,
    awayLineScore: game.awayLine || null,
    // A 0 on the first game of a doubleheader stands for a crowd counted once, on the second game.
    attendance: game.attendance === 0 && game.number === "1" ? null : game.attendance,
    notes: gameNotes(game, (park) => context.venueOf(park)),
  };
}

/** "mlb-1927-09-30-washington-senators-at-new-york-yankees", "-2" for a doubleheader's second game. */
export function gameSlug({ game, home, away }: ReadGame): string {
  const suffix = game.number === "2" || game.number === "3" ? `-${game.number}` : game.number === "B" ? "-2" : "";
  return `mlb-${game.date}-${away.slug}-at-${home.slug}${suffix}`;
}

export function gameRows({ regular, postseason }: ReadLogs, context: GameContext): GameRow[] {
  const rows: GameRow[] = regular.map((read) => ({ ...baseRow(read, context), slug: gameSlug(read), round: null, seriesId: null }));
  const numbered = numberGames(
    postseason.map((read) => ({ read, seriesId: read.series?.id ?? 0, date: read.game.date, number: read.game.number })),
  );
  for (const [{ read }, n] of numbered) {
    const series = read.series;
    if (!series) continue;
    const ws = series.isWorldSeries;
    rows.push({
      ...baseRow(read, context),
      slug: ws ? decidingGameSlug("world-series", read.year, n) : gameSlug(read),
      championshipId: ws ? context.worldSeries.id : null,
      round: ws ? `${context.worldSeries.name} Game ${String(n)}` : series.numbered ? `${series.label} Game ${String(n)}` : series.label,
      seriesId: series.id,
    });
  }
  return rows;
}

/** Slugs of the World Series games our curated facts hold. */
const curatedSlugs = () =>
  new Set((DECIDING_GAMES["world-series"] ?? []).map((fact) => decidingGameSlug("world-series", fact.season, fact.game)));

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const column = (key: Column): SQL => sql`${sql.identifier(snake(key))}`;
const stored = (key: Column) => sql`${sql.identifier("games")}.${column(key)}`;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/** Our own games: every column takes the log's value; a row that would not change is not rewritten. */
function replaceAll(): SQL {
  const proposed = DATA_COLUMNS.map((key) => sql`excluded.${column(key)}`);
  return sql`update set ${list(DATA_COLUMNS.map((key, i) => sql`${column(key)} = ${proposed[i]}`))}
    where (${list(DATA_COLUMNS.map(stored))}) is distinct from (${list(proposed)})`;
}

/** A curated game: only its empty columns are filled, and a row with nothing to fill is not touched. */
function fillEmpty(): SQL {
  const filled = FILLED_COLUMNS.map((key) => sql`coalesce(${stored(key)}, excluded.${column(key)})`);
  return sql`update set ${list(FILLED_COLUMNS.map((key, i) => sql`${column(key)} = ${filled[i]}`))}
    where (${list(FILLED_COLUMNS.map(stored))}) is distinct from (${list(filled)})`;
}

/** Inserts the rows; with `onConflict`, an upsert on the slug (a plain INSERT is much cheaper for new rows). */
async function insert(tx: Transaction, rows: readonly GameRow[], onConflict?: SQL) {
  const keys = Object.keys(COLUMNS) as Column[];
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key) => [snake(key), row[key] ?? null]))));
  const shape = list(keys.map((key) => sql.raw(`${snake(key)} ${COLUMNS[key]}`)));
  await tx.execute(sql`insert into ${games} (${list(keys.map(column))})
    select ${list(keys.map(column))} from json_to_recordset(${json}::json) as r(${shape})
    ${onConflict ? sql`on conflict (slug) do ${onConflict}` : sql``}`);
}

/** Writes the games: new slugs inserted, stored ones updated where the log differs (curated ones only filled). */
export async function writeGames(
  tx: Transaction,
  leagueId: number,
  rows: readonly GameRow[],
  tick: (count: number) => void,
): Promise<void> {
  const curated = curatedSlugs();
  const existing = new Set((await tx.select({ slug: games.slug }).from(games).where(eq(games.leagueId, leagueId))).map((row) => row.slug));
  const groups = [
    { rows: rows.filter((row) => !existing.has(row.slug)), onConflict: undefined },
    { rows: rows.filter((row) => existing.has(row.slug) && !curated.has(row.slug)), onConflict: replaceAll() },
    { rows: rows.filter((row) => existing.has(row.slug) && curated.has(row.slug)), onConflict: fillEmpty() },
  ];
  for (const group of groups)
    await inBatches(
      group.rows,
      async (batch) => {
        await insert(tx, batch, group.onConflict);
        tick(batch.length);
      },
      GAME_BATCH,
    );
}
