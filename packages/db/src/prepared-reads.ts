// PGlite plans every statement anew: its query() sends an unnamed Parse each time. On the full data
// a page's statement (correlated subqueries, several joins) costs more to plan than to run, so the
// embedded database's reads go through named prepared statements (PREPARE once per statement text,
// then EXECUTE), which PostgreSQL plans once generically when that plan is no dearer than a custom
// one (plan_cache_mode auto: the first five executions are planned as before). Same rows, same
// column types: only the planning is saved. PostgreSQL's pool is untouched.
import type { PGlite } from "@electric-sql/pglite";
import { WaitLimitError } from "./pglite-wait-limit";

/**
 * A statement whose text holds this comment is always run on its generic plan (plan_cache_mode
 * force_generic_plan, set for that EXECUTE alone, in the implicit transaction of the two sent together). For a statement
 * whose custom plans the planner keeps preferring although the generic one runs as fast, so each
 * request would pay the planning again (the franchise page's facts: 4-5 ms planned, 1 ms run).
 * PostgreSQL's pool ignores it (a comment).
 */
export const GENERIC_PLAN = "/* tl:generic-plan */";

/** Statement texts kept prepared (least recently used deallocated beyond this). */
const MAX_PREPARED = 500;
const READ = /^\s*(select|with)\b/i;

/**
 * The JavaScript values each parameter type takes as a literal: those whose text PGlite's own
 * serializer sends as toString() (its date serializer passes a string through, its boolean one
 * writes t or f, which the literal 'true' or 'false' reads the same). Any other type or value:
 * the statement goes as before.
 */
const NUMBER = new Set(["number", "bigint", "string"]);
const ACCEPTS: Record<string, Set<string>> = {
  smallint: NUMBER,
  integer: NUMBER,
  bigint: NUMBER,
  numeric: NUMBER,
  real: NUMBER,
  "double precision": NUMBER,
  text: NUMBER,
  "character varying": NUMBER,
  character: NUMBER,
  boolean: new Set(["boolean"]),
  date: new Set(["string"]),
};

type Query = PGlite["query"];

/** The parameter as a quoted literal of what PGlite would send; undefined when it cannot be one. */
function literal(value: unknown, type: string | undefined): string | undefined {
  if (value === null || value === undefined) return "null";
  const plainValue = typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean";
  if (!plainValue || !ACCEPTS[type ?? ""]?.has(typeof value)) return undefined;
  const text = String(value);
  return text.includes("\0") ? undefined : `'${text.replaceAll("'", "''")}'`;
}

interface Prepared {
  name: string;
  /** Its parameters' types, as pg_prepared_statements names them. */
  types: string[];
}

/** The clients whose reads go through prepared statements (the embedded database's). */
const preparing = new WeakSet<object>();

/** Whether `client` (a drizzle database's $client) reads through prepared statements: one connection, one statement at a time. */
export const readsPrepared = (client: unknown): boolean => typeof client === "object" && client !== null && preparing.has(client);

/** Routes `client`'s reads (select/with, plain parameters) through prepared statements. Returns the client. */
export function usePreparedReads(client: PGlite): PGlite {
  preparing.add(client);
  const plain: Query = client.query.bind(client);
  /** Statement text → its prepared statement, or null when it cannot be prepared. */
  const prepared = new Map<string, Promise<Prepared | null>>();
  let counter = 0;

  async function prepare(text: string): Promise<Prepared | null> {
    const name = `tl_read_${String((counter += 1))}`;
    try {
      await plain(`prepare ${name} as ${text}`);
      const { rows } = await plain<{ types: string[] }>(
        "select parameter_types::text[] as types from pg_prepared_statements where name = $1",
        [name],
      );
      return { name, types: rows[0]?.types ?? [] };
    } catch (error) {
      // Refused for a busy database (the wait limit): preparable still, so tried again next time.
      if (error instanceof WaitLimitError) throw error;
      return null;
    }
  }

  async function preparedFor(text: string): Promise<Prepared | null> {
    const known = prepared.get(text);
    if (known) {
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const pending = prepare(text);
    prepared.set(text, pending);
    void pending.catch(() => {
      if (prepared.get(text) === pending) prepared.delete(text);
    });
    if (prepared.size > MAX_PREPARED) {
      const [oldest, stale] = prepared.entries().next().value as [string, Promise<Prepared | null>];
      prepared.delete(oldest);
      const statement = await stale;
      if (statement !== null) await plain(`deallocate ${statement.name}`);
    }
    return pending;
  }

  client.query = (async (text: string, params: unknown[] = [], options?: Parameters<Query>[2]) => {
    const statement = READ.test(text) ? await preparedFor(text) : null;
    const literals = statement ? params.map((value, n) => literal(value, statement.types[n])) : [];
    if (!statement || literals.includes(undefined) || literals.length !== statement.types.length) return plain(text, params, options);
    const call = literals.length === 0 ? `execute ${statement.name}` : `execute ${statement.name}(${literals.join(", ")})`;
    // Sent as a simple query (exec): no Parse/Bind/Describe for a text that has no parameters left
    // (about 75 µs less a read). The literals are quoted as PQescapeLiteral does for
    // standard_conforming_strings on (PGlite's and PostgreSQL's default): quotes doubled, NUL refused.
    // A marked read sends SET LOCAL with it: statements sent together run in one implicit
    // transaction, which SET LOCAL lasts for (BEGIN, SET, EXECUTE, COMMIT cost four turns).
    const results = await client.exec(
      text.includes(GENERIC_PLAN) ? `set local plan_cache_mode = force_generic_plan; ${call}` : call,
      options,
    );
    return results[results.length - 1] as Awaited<ReturnType<Query>>;
  }) as Query;
  return client;
}
