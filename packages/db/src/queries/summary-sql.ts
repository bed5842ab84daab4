// Aggregates the summaries share (spec §2 Scores, Players, Coaches): the screens' counters,
// tiles and dropdowns are computed by aggregate SQL, so a screen need not download a whole
// table, and each filters exactly as its list does (the WHERE of the list's own query module).
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

export const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
/** sum() of integers is bigint (text over the wire) and null over no rows: 0 then. */
export const total = (column: AnyColumn | SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
/**
 * Sum of a count that may be unknown (null): null as soon as one matching row's count is unknown
 * (issue #15: a partial sum is not shown as a fact; All-Star selections on the hub, where only
 * MLB has them), 0 over no rows.
 */
export const knownTotal = (column: SQL) =>
  sql<number | null>`case when count(${column}) < count(*) then null else coalesce(sum(${column}), 0) end`.mapWith(Number);
/** Byte order, so PGlite and every PostgreSQL locale sort alike. */
export const byteOrder = (column: AnyColumn) => sql`${column} collate "C"`;
