// What every kind of the global search shares: the request, a kind's answer, and the leagues a
// site's sport__slug and level__slug leave (as the lists filter them).
import { sql, type SQL } from "drizzle-orm";

export interface SearchRequest {
  /** The query, trimmed (the contract refuses empty, long and control-character queries). */
  q: string;
  /** Results per kind. */
  limit: number;
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
}

export interface Named {
  slug: string;
  name: string;
}

export interface Found {
  slug: string;
  name: string;
  detail: string;
  sport: Named;
  level: Named;
}

export interface KindAnswer {
  count: number;
  results: Found[];
}

/** A named subquery of a statement's WITH (the people found are read by players and coaches alike). */
export interface Subquery {
  name: string;
  body: SQL;
}

/** A kind's statement (none: nothing can match), the subqueries it reads in order, its answer from its rows. */
export interface KindQuery {
  statement: SQL | undefined;
  with?: Subquery[];
  answer: (rows: never[]) => KindAnswer;
}

/** The row columns every kind's statement selects for its sport and level, and its total. */
export interface ScopedRow {
  sport_slug: string;
  sport_name: string;
  level_slug: string;
  level_name: string;
  total: number;
}

export const scopeOf = (row: ScopedRow) => ({
  sport: { slug: row.sport_slug, name: row.sport_name },
  level: { slug: row.level_slug, name: row.level_name },
});

/** The league (its id `leagueId`) is within the request's sport and level; no condition without them. */
export function inScope(leagueId: SQL, request: SearchRequest): SQL {
  if (!request.sportSlug && !request.levelSlug) return sql``;
  const sport = request.sportSlug ? sql`and sp.slug = ${request.sportSlug}` : sql``;
  const level = request.levelSlug ? sql`and lv.slug = ${request.levelSlug}` : sql``;
  return sql`and exists (select 1 from leagues l join sports sp on sp.id = l.sport_id join levels lv on lv.id = l.level_id
    where l.id = ${leagueId} ${sport} ${level})`;
}

/** Joins a row's league (`leagueId`) to its sport and level, as sp_ and lv_ columns. */
export const scopeColumns = sql`sp.slug as sport_slug, sp.name as sport_name, lv.slug as level_slug, lv.name as level_name`;
export const scopeJoins = (leagueId: SQL) =>
  sql`join leagues sl on sl.id = ${leagueId} join sports sp on sp.id = sl.sport_id join levels lv on lv.id = sl.level_id`;

/** The rows of a raw statement. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** "1984-85 to 2002-03", one label when first and last agree, "" when unknown. */
export function yearSpan(label: (year: number) => string, first: number | null, last: number | null): string {
  if (first === null) return "";
  return last === null || last === first ? label(first) : `${label(first)} to ${label(last)}`;
}

/** The non-empty parts of a secondary line, joined by a middle dot. */
export const detailLine = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");
