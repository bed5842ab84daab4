// One interface over two drivers: embedded PGlite (default, persisted in a data directory)
// and PostgreSQL (when a connection URL is given). The same migrations run on both.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { limitWaits } from "./pglite-wait-limit";
import { usePreparedReads } from "./prepared-reads";
import { resilientPool } from "./resilient-pool";
import * as schema from "./schema/index";

export { resilientPool } from "./resilient-pool";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The channel a process notifies after changing data, so every API process drops its cache. */
export const DATA_CHANGED_CHANNEL = "tl_data_changed";

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL("../migrations", import.meta.url));

export interface OpenOptions {
  /** postgres://… — use PostgreSQL. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted (and no URL): an in-memory database. */
  dataDir?: string | undefined;
  migrationsDir?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /**
   * PostgreSQL: each pool connection's statement_timeout (a statement running or waiting for a
   * lock longer is cancelled, SQLSTATE 57014). PGlite: the longest a statement or transaction
   * waits for its turn on the one in-process connection before it is refused, unrun, with the
   * same SQLSTATE (pglite-wait-limit.ts); a statement once running is not bounded (no timer
   * interrupts WebAssembly). Unset: no limit.
   */
  statementTimeoutMs?: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Calls `listener` whenever any process announces a data change. Returns an unsubscribe. */
  onDataChanged(listener: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrationsFolder, options.poolSize, options.statementTimeoutMs)
    : openPglite(options.dataDir, migrationsFolder, options.statementTimeoutMs);
}

async function openPglite(dataDir: string | undefined, migrationsFolder: string, waitLimitMs?: number): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Search folds accents and ranks by trigram similarity (migration 0007_search); PostgreSQL ships both.
  const client = await PGlite.create(dataDir ?? "memory://", { extensions: { pg_trgm, unaccent } });
  if (waitLimitMs) limitWaits(client, waitLimitMs);
  const db = drizzlePglite({ client: usePreparedReads(client), schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    async onDataChanged(listener) {
      const unsubscribe = await client.listen(DATA_CHANGED_CHANNEL, listener);
      return unsubscribe;
    },
    close: () => client.close(),
  };
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1_000;

async function openPostgres(
  connectionString: string,
  migrationsFolder: string,
  max = 10,
  statementTimeoutMs?: number,
): Promise<DatabaseHandle> {
  // Sent at connection start, so every pooled connection has them from its first statement.
  // JIT off: PostgreSQL 15 compiled the players list's `count(*) over ()` statement for 1.5-2 s
  // before running it (2.2 s a page with JIT, 0.7 s without, idle), and past 30 s under load, so
  // the page failed and was never cached (the soak drill's 1,244 timeouts). Our statements are
  // short index reads and small aggregates: compiling them never pays.
  // Generic plans for prepared statements (only search's are: queries/search-named.ts): planned
  // once per connection, where PostgreSQL's own choice planned them anew for every request.
  const pool = resilientPool({
    connectionString,
    max,
    options: "-c jit=off -c plan_cache_mode=force_generic_plan",
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // The server may end an idle connection (a restart, an administrator, a dropped database).
  // Without a listener that 'error' would crash the process; the pool discards the connection
  // and opens a new one for the next query.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL ended an idle connection: ${error.message}`);
  });
  // Fail now, with the driver's message, rather than on the first request.
  await pool.query("select 1");
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
  const subscriptions = new Set<{ stop: () => Promise<void> }>();

  /** Listens on its own connection; when the server ends it, says so (a change may be missed) and listens again. */
  async function listen(listener: () => void) {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const reconnect = () => {
      clearTimeout(retry);
      if (!stopped) retry = setTimeout(() => void connect().catch(reconnect), RELISTEN_DELAY_MS);
    };
    const connect = async () => {
      const next = new pg.Client({ connectionString });
      next.on("notification", listener);
      next.on("error", (error) => {
        console.warn(`PostgreSQL ended the data-change listener: ${error.message}`);
        listener();
        reconnect();
      });
      await next.connect();
      await next.query(`listen ${DATA_CHANGED_CHANNEL}`);
      if (stopped) await next.end();
      else client = next;
    };
    await connect();
    const subscription = {
      stop: async () => {
        stopped = true;
        clearTimeout(retry);
        subscriptions.delete(subscription);
        await client?.end().catch(() => undefined);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    async onDataChanged(listener) {
      const subscription = await listen(listener);
      return subscription.stop;
    },
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      await pool.end();
    },
  };
}

/** Bumps the data version and tells every listening process. Call inside the writing transaction. */
export async function announceDataChange(db: Pick<Database, "execute">): Promise<void> {
  await db.execute(sql`
    insert into data_version (id, version, changed_at) values (1, 1, now())
    on conflict (id) do update set version = data_version.version + 1, changed_at = now()`);
  await db.execute(sql`select pg_notify(${DATA_CHANGED_CHANNEL}, '')`);
}
