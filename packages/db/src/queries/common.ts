// Shared pieces of the per-resource query modules: paging, ordering, case-insensitive search.
import type { Ordering } from "@tl/contract/params";
import { asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "../client";

export interface PageRequest {
  limit: number;
  offset: number;
}

/** `ordering=-name`: a field and its direction, as the contract parses it. */
export type OrderBy = Ordering;

export interface Page<T> {
  count: number;
  results: T[];
}

/** `%`, `_` and `\` in a visitor's search are literal characters, not patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Case-insensitive substring match of `text` in any of the columns (spec §5). */
export function searchAny(text: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Maps API ordering fields to columns; unknown fields were rejected by the API already. */
export function orderBy(ordering: readonly OrderBy[], columns: Record<string, AnyColumn | SQL>, fallback: (AnyColumn | SQL)[]): SQL[] {
  const chosen = ordering.flatMap(({ field, descending }) => {
    const column = columns[field];
    return column ? [descending ? desc(column) : asc(column)] : [];
  });
  return [...chosen, ...fallback.map((column) => asc(column))];
}

/** Selected with each row: the number of rows the query matches before paging. */
export const totalCount = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * Splits rows selected with `total: totalCount` into a page. An empty result means the
 * offset is past the end: the count is then unknown but irrelevant unless offset is 0.
 */
export function toPage<T extends { total: number }>(rows: T[]): Page<Omit<T, "total">> {
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map(({ total: _total, ...row }) => row),
  };
}

/** The row type of a `(db) => select(…)` builder, without its `total` column. */
export type Selected<T extends (db: Database) => { execute: () => Promise<unknown[]> }> = Omit<
  Awaited<ReturnType<ReturnType<T>["execute"]>>[number],
  "total"
>;

/** A detail's key as its path gives it: a number is the row's id, text its slug. */
export type DetailKey = number | string;

/** The row `key` names: by id, or by slug where the resource has one (else no row). */
export function byKey(key: DetailKey, id: AnyColumn, slug?: AnyColumn): SQL {
  if (typeof key === "number") return eq(id, key);
  return slug ? eq(slug, key) : sql`false`;
}
