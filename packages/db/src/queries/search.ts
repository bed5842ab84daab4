// GET /api/search/ (issue #17): every kind's best matches, in the contract's order, each with
// its page's path; kinds with no match are left out.
import { SEARCH_KINDS, type SearchAnswer, type SearchKind } from "@tl/contract/search";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { GENERIC_PLAN, readsPrepared } from "../prepared-reads";
import { normalQuery } from "./search-match";
import { namedRows } from "./search-named";
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

/** The queries as one statement, each one's rows a JSON array, the subqueries they share read once. */
function asOne(queries: KindQuery[]): SQL {
  const parts = queries.map(({ statement }) =>
    statement ? sql`(select coalesce(json_agg(k), '[]') from (${statement}) k)` : sql`'[]'::json`,
  );
  return sql`${withSubqueries(queries)}select ${sql.raw(GENERIC_PLAN)} json_build_array(${sql.join(parts, sql`, `)}) as kinds`;
}

async function rowsOfOne(db: Database, queries: KindQuery[]): Promise<never[][]> {
  const [row] = rowsOf<{ kinds: never[][] }>(await db.execute(asOne(queries)));
  return row?.kinds ?? [];
}

/** The queries in groups that share a subquery (players and coaches read the people found), in order. */
function sharing(queries: KindQuery[]): number[][] {
  const groups = new Map<string, number[]>();
  queries.forEach((query, index) => {
    const key = (query.statement && query.with?.[0]?.name) || `#${String(index)}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  return [...groups.values()];
}

/**
 * Each query's rows (a kind without a statement: none). The embedded database runs one statement
 * at a time: there the kinds are one statement, each kind's rows a JSON array, on its generic plan
 * (one round trip, no planning per request, the people found once for players and coaches).
 * PostgreSQL's pool runs the kinds side by side, players and coaches as one statement (the people
 * found, a trigram similarity over every name alike, read once), each under a name (search-named.ts).
 */
async function rowsOfAll(db: Database, queries: KindQuery[]): Promise<never[][]> {
  const client = (db as { $client?: unknown }).$client;
  if (readsPrepared(client)) return rowsOfOne(db, queries);
  const rows: never[][] = queries.map(() => []);
  const each = async (group: number[]) => {
    const asked = group.filter((index) => queries[index]?.statement);
    if (asked.length === 0) return;
    const [row] = await namedRows<{ kinds: never[][] }>(client, asOne(asked.map((index) => queries[index] as KindQuery)));
    asked.forEach((index, at) => (rows[index] = row?.kinds[at] ?? []));
  };
  await Promise.all(sharing(queries).map(each));
  return rows;
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
