// Writes per-season rows (player_seasons, coach_seasons, all_star_selections) for the leagues a
// source owns: each league's rows of these tables come from one source only (MLB and the Negro
// Leagues from Lahman, the NHL from the Hockey Databank). Rows are upserted on their natural key,
// an unchanged row is not rewritten, and a stored row the source no longer has (a stint a newer
// release renumbered) is deleted, so the tables hold exactly the source's rows.
import { refreshSeasonLeaders } from "@tl/db/queries/season-leaders";
import { allStarSelections, coachSeasons, playerSeasons } from "@tl/db/schema";
import { count, inArray, sql, type Column } from "drizzle-orm";
import { inBatches } from "../shared/batches";
import { bulkUpsert } from "../shared/bulk-upsert";
import type { Transaction } from "./types";

export type PlayerSeasonRow = typeof playerSeasons.$inferInsert;
export type CoachSeasonRow = typeof coachSeasons.$inferInsert;
export type AllStarRow = typeof allStarSelections.$inferInsert;

type Table = typeof playerSeasons | typeof coachSeasons | typeof allStarSelections;

/**
 * Upserts the rows, then deletes the leagues' stored rows whose natural key is none of theirs.
 * Every row was just written, so when the leagues hold as many rows as were written there is
 * none to delete (the common case, checked first). Returns how many were deleted.
 */
async function write<T extends Table, K extends keyof T["$inferInsert"] & keyof T & string>(
  tx: Transaction,
  table: T,
  leagueIds: readonly number[],
  rows: readonly T["$inferInsert"][],
  conflict: { target: readonly K[]; update: readonly K[] },
): Promise<number> {
  await bulkUpsert(tx, table, rows, conflict);
  const source: Table = table;
  const inLeagues = inArray(table.leagueId, [...leagueIds]);
  const [held] = await tx.select({ n: count() }).from(source).where(inLeagues);
  if (held?.n === rows.length) return 0;
  const keyOf = (row: T["$inferInsert"]) => conflict.target.map((k) => String(row[k])).join("|");
  const keep = new Set(rows.map(keyOf));
  const columns = sql.join(
    conflict.target.map((k) => sql`${table[k] as Column}`),
    sql`, `,
  );
  const stored = await tx
    .select({ id: table.id, key: sql<string>`concat_ws('|', ${columns})` })
    .from(source)
    .where(inLeagues);
  const stale = stored.filter((row) => !keep.has(row.key)).map((row) => row.id);
  await inBatches(stale, (ids) => tx.delete(table).where(inArray(table.id, ids)));
  return stale.length;
}

/** Writes the leagues' player seasons, then their seasons' leaders (migration 0010's season_leaders, read by the season page). */
export async function writePlayerSeasons(tx: Transaction, leagueIds: readonly number[], rows: readonly PlayerSeasonRow[]): Promise<number> {
  const deleted = await write(tx, playerSeasons, leagueIds, rows, {
    target: ["personId", "year", "kind", "leagueId", "stint"],
    update: ["teamId", "seasonId", "stats"],
  });
  await refreshSeasonLeaders(tx, leagueIds);
  return deleted;
}

export const writeCoachSeasons = (tx: Transaction, leagueIds: readonly number[], rows: readonly CoachSeasonRow[]) =>
  write(tx, coachSeasons, leagueIds, rows, {
    target: ["personId", "year", "leagueId", "teamId", "stint"],
    update: [
      "seasonId",
      "games",
      "wins",
      "losses",
      "ties",
      "overtimeLosses",
      "rank",
      "playoffGames",
      "playoffWins",
      "playoffLosses",
      "playoffTies",
    ],
  });

export const writeAllStars = (tx: Transaction, leagueIds: readonly number[], rows: readonly AllStarRow[]) =>
  write(tx, allStarSelections, leagueIds, rows, {
    target: ["personId", "year", "gameNumber", "squad"],
    update: ["leagueId", "teamId", "gamesPlayed"],
  });
