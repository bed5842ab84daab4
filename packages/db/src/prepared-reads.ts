// PGlite plans every statement anew: its query() sends an unnamed Parse each time. On the full data
// a page's statement (correlated subqueries, several joins) costs more to plan than to run, so the
// embedded database's reads go through named prepared statements (PREPARE once per statement text,
// then EXECUTE), which PostgreSQL plans once generically when that plan is no dearer than a custom
// one (plan_cache_mode auto: the first five executions are planned as before). Same rows, same
// column types: only the planning is saved. PostgreSQL's pool is untouched.
import type { PGlite } from "@electric-sql/pglite";

/** Statement texts kept prepared (least recently used deallocated beyond this). */
const MAX_PREPARED = 500;
const READ = /^\s*(select|with)\b/i;
/** Parameter types whose text input a quoted literal reaches exactly as PGlite's own serializer does. */
const PLAIN_TYPES = new Set([
  "smallint",
  "integer",
  "bigint",
  "numeric",
  "real",
  "double precision",
  "text",
  "character varying",
  "character",
  "boolean",
  "date",
]);

type Query = PGlite["query"];

/** A value as PGlite would send it in text form, quoted; undefined when it is not a plain value. */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "'t'" : "'f'";
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "string") {
    const text = String(value);
    return text.includes("\0") ? undefined : `'${text.replaceAll("'", "''")}'`;
  }
  return undefined;
}

/** Routes `client`'s reads (select/with, plain parameters) through prepared statements. Returns the client. */
export function usePreparedReads(client: PGlite): PGlite {
  const plain: Query = client.query.bind(client);
  /** Statement text → its prepared name, or null when it cannot be prepared (parameter types, errors). */
  const prepared = new Map<string, Promise<string | null>>();
  let counter = 0;

  async function prepare(text: string): Promise<string | null> {
    const name = `tl_read_${String((counter += 1))}`;
    try {
      await plain(`prepare ${name} as ${text}`);
      const { rows } = await plain<{ types: string[] }>(
        "select parameter_types::text[] as types from pg_prepared_statements where name = $1",
        [name],
      );
      if ((rows[0]?.types ?? []).every((type) => PLAIN_TYPES.has(type))) return name;
      await plain(`deallocate ${name}`);
      return null;
    } catch {
      return null;
    }
  }

  async function nameFor(text: string): Promise<string | null> {
    const known = prepared.get(text);
    if (known) {
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const pending = prepare(text);
    prepared.set(text, pending);
    if (prepared.size > MAX_PREPARED) {
      const [oldest, oldName] = prepared.entries().next().value as [string, Promise<string | null>];
      prepared.delete(oldest);
      const stale = await oldName;
      if (stale !== null) await plain(`deallocate ${stale}`);
    }
    return pending;
  }

  client.query = (async (text: string, params: unknown[] = [], options?: Parameters<Query>[2]) => {
    const literals = params.map(literal);
    if (!READ.test(text) || literals.includes(undefined)) return plain(text, params, options);
    const name = await nameFor(text);
    if (name === null) return plain(text, params, options);
    return plain(literals.length === 0 ? `execute ${name}` : `execute ${name}(${literals.join(", ")})`, [], options);
  }) as Query;
  return client;
}
