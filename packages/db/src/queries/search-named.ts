// PostgreSQL's search statements run as the embedded database's do (prepared-reads.ts): under a
// name, on their generic plan. Each pooled connection prepares a statement text once and plans it
// once (the pool's plan_cache_mode, client.ts): PostgreSQL's own choice planned them anew for
// every request, about half their CPU on the full data. Same rows: the statements return JSON,
// which the driver parses the same either way.
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

const dialect = new PgDialect();

interface Queryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * The statement's rows, run under a name derived from its text (a name is one text per
 * connection). The API's pool plans named statements generically (client.ts), and retries one
 * sent on a connection the server had ended (resilient-pool.ts).
 */
export async function namedRows<T>(client: unknown, statement: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const named = { name: `tl_search_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`, text, values: params };
  return (await (client as Queryable).query(named)).rows as T[];
}
