// One interface over two drivers: embedded PGlite (default, persisted in a data directory)
// and PostgreSQL (when a connection URL is given). The same migrations run on both.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index";

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
  return options.databaseUrl ? openPostgres(options.databaseUrl, migrationsFolder, options.poolSize) : openPglite(options.dataDir, migrationsFolder);
}

async function openPglite(dataDir: string | undefined, migrationsFolder: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? "memory://");
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
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

async function openPostgres(connectionString: string, migrationsFolder: string, max = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max });
  // Fail now, with the driver's message, rather than on the first request.
  await pool.query("select 1");
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    async onDataChanged(listener) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on("notification", listener);
      await client.query(`listen ${DATA_CHANGED_CHANNEL}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    async close() {
      await Promise.all(listeners.map((client) => client.end()));
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
