// GET /api/search/ (issue #17): every kind's best matches, in the contract's order, each with
// its page's path; kinds with no match are left out.
import { SEARCH_KINDS, type SearchAnswer, type SearchKind } from "@tl/contract/search";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { GENERIC_PLAN, readsPrepared } from "../prepared-reads";
import { normalQuery } from "./search-match";
import { coachQuery, playerQuery } from "./search-people";
import { rowsOf, type KindQuery, type SearchRequest } from "./search-scope";
import { teamQuery } from "./search-teams";
import { championshipQuery, seasonQuery } from "./search-titles";

export type { SearchRequest } from "./search-scope";

const KINDS: Record<SearchKind, { label: string; folder: string; query: (request: SearchRequest) => KindQuery }> = {
  team: { label: "Teams", folder: "teams", query: teamQuery },
  player: { label: "Players", folder: "players", query: playerQuery },
  coach: { label: "Coaches", folder: "coaches", query: coachQuery },
  championship: { label: "Championships", folder: "championships", query: championshipQuery },
  season: { label: "Seasons", folder: "seasons", query: seasonQuery },
};

/** The queries' subqueries as one WITH (each name once: the people found are read by players and coaches). */
function withSubqueries(queries: KindQuery[]): SQL {
  const named = new Map(
    queries.flatMap((query) => (query.statement ? (query.with ?? []).map(({ name, body }) => [name, body] as const) : [])),
  );
  const parts = [...named].map(([name, body]) => sql`${sql.identifier(name)} as (${body})`);
  return parts.length ? sql`with ${sql.join(parts, sql`, `)} ` : sql``;
}

/**
 * Each query's rows (a kind without a statement: none). The embedded database runs one statement
 * at a time: there the kinds are one statement, each kind's rows a JSON array, on its generic plan
 * (one round trip, no planning per request, the people found once for players and coaches).
 * PostgreSQL's pool runs the kinds side by side, each planned for its words.
 */
async function rowsOfAll(db: Database, queries: KindQuery[]): Promise<never[][]> {
  if (!readsPrepared((db as { $client?: unknown }).$client)) {
    const each = async (query: KindQuery) =>
      query.statement ? db.execute(sql`${withSubqueries([query])}${query.statement}`) : { rows: [] };
    return (await Promise.all(queries.map(each))).map((result) => rowsOf<never>(result));
  }
  const parts = queries.map(({ statement }) =>
    statement ? sql`(select coalesce(json_agg(k), '[]') from (${statement}) k)` : sql`'[]'::json`,
  );
  const statement = sql`${withSubqueries(queries)}select ${sql.raw(GENERIC_PLAN)} json_build_array(${sql.join(parts, sql`, `)}) as kinds`;
  const [row] = rowsOf<{ kinds: never[][] }>(await db.execute(statement));
  return row?.kinds ?? [];
}

export async function searchSite(db: Database, request: SearchRequest, kinds: readonly SearchKind[] = SEARCH_KINDS): Promise<SearchAnswer> {
  const query = normalQuery(request.q);
  const asked = SEARCH_KINDS.filter((kind) => kinds.includes(kind));
  const queries = asked.map((kind) => KINDS[kind].query({ ...request, q: query }));
  const rows = await rowsOfAll(db, queries);
  const groups = asked.flatMap((kind, index) => {
    const { count, results } = queries[index]?.answer(rows[index] ?? []) ?? { count: 0, results: [] };
    if (results.length === 0) return [];
    const { label, folder } = KINDS[kind];
    return [{ kind, label, count, results: results.map((found) => ({ kind, ...found, path: `/${folder}/${found.slug}` })) }];
  });
  return { query, count: groups.reduce((sum, group) => sum + group.results.length, 0), groups };
}
