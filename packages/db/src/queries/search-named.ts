// PostgreSQL's search statements run as the embedded database's do (prepared-reads.ts): under a
// name, on their generic plan. Each pooled connection prepares a statement text once and plans it
// once; PostgreSQL's own choice (plan_cache_mode auto) kept planning these anew for every request,
// and planning them was about half their CPU on the full data. Same rows: the statements return
// JSON, which the driver parses the same either way.
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

const dialect = new PgDialect();

interface Queryable {
  query(config: { name: string; text: string; values: unknown[] } | string): Promise<{ rows: unknown[] }>;
}

interface Pool extends Queryable {
  connect(): Promise<Queryable & { release(error?: Error | boolean): void }>;
  totalCount: number;
}

const isPool = (client: unknown): client is Pool =>
  typeof (client as Partial<Pool>).connect === "function" && typeof (client as Partial<Pool>).totalCount === "number";

/** The statement's rows, run under a name derived from its text (a name is one text per connection). */
export async function namedRows<T>(client: unknown, statement: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const named = { name: `tl_search_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`, text, values: params };
  if (!isPool(client)) return (await (client as Queryable).query(named)).rows as T[];
  const connection = await client.connect();
  let failed: Error | undefined;
  try {
    await connection.query("set plan_cache_mode = force_generic_plan");
    return (await connection.query(named)).rows as T[];
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    // A connection left in another plan mode, or one that failed mid-way, is not reused.
    await connection.query("reset plan_cache_mode").catch((error: unknown) => (failed ??= error as Error));
    connection.release(failed);
  }
}
