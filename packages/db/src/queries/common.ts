// Shared pieces of the per-resource query modules: paging, ordering, the search matching rule.
import type { Ordering } from "@tl/contract/params";
import { and, asc, desc, eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
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

/** `%`, `_` and `\` in a visitor's filter are literal characters, not patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The words of a search: split on white space (spec §7, the matching rule). */
export function searchWords(text: string | undefined): string[] {
  return text?.split(/\s+/u).filter(Boolean) ?? [];
}

/**
 * A word as a LIKE pattern over folded text (search_fold, migration 0007: lower case, accents
 * removed). `%`, `_` and `\` stay literal; they are escaped after folding, as unaccent turns
 * some characters ('％', '＿') into them.
 */
export function wordPattern(word: string): SQL {
  return sql`'%' || ${likeLiteral(sql`search_fold(${word})`)} || '%'`;
}

/** `%`, `_` and `\` of a text as literal characters of a LIKE pattern. */
export const likeLiteral = (text: SQL) => sql`replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** A field whose folded text contains the pattern's word. */
export function fieldMatches(field: AnyColumn | SQL, pattern: SQL): SQL {
  return sql`search_fold(${field}) like ${pattern}`;
}

/** Every word of the search matches (`match` says how one word does); no words: no condition. */
export function everyWord(text: string | undefined, match: (pattern: SQL) => SQL | undefined): SQL | undefined {
  const words = searchWords(text);
  return words.length ? and(...words.map((word) => match(wordPattern(word)))) : undefined;
}

/**
 * The one matching rule of every `search` parameter (spec §7): case- and accent-insensitive
 * both ways, and every word of the search is contained in one of the columns ("ruth babe",
 * "Jágr" finds Jagr, "new york yankees" over city and name).
 */
export function searchAny(text: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  return everyWord(text, (pattern) => or(...columns.map((column) => fieldMatches(column, pattern))));
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
