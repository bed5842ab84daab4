// What a kill must not change: data_version and every table's row count, read straight from
// the database (the API must be stopped on PGlite: one process owns its directory).
import { openDatabase } from "@tl/db/client";
import { sql } from "drizzle-orm";
import type { Store } from "./server";

export interface Snapshot {
  dataVersion: number;
  rows: Record<string, number>;
}

export async function snapshot(store: Store): Promise<Snapshot> {
  const handle = await openDatabase(store.kind === "pglite" ? { dataDir: store.dataDir } : { databaseUrl: store.url, poolSize: 1 });
  try {
    const rowsOf = async (query: ReturnType<typeof sql>) => {
      const result = await handle.db.execute(query);
      // Both drivers answer with the rows.
      return (result as { rows: Record<string, unknown>[] }).rows;
    };
    const tables = await rowsOf(sql`select tablename from pg_tables where schemaname = 'public' order by 1`);
    if (tables.length === 0) throw new Error("no tables: not an imported database");
    const rows: Record<string, number> = {};
    for (const { tablename } of tables) {
      const [row] = await rowsOf(sql`select count(*)::int as n from ${sql.identifier(String(tablename))}`);
      rows[String(tablename)] = Number(row?.n);
    }
    const [version] = await rowsOf(sql`select coalesce(max(version), 0)::int as v from data_version`);
    return { dataVersion: Number(version?.v), rows };
  } finally {
    await handle.close();
  }
}

export const totalRows = (snap: Snapshot) => Object.values(snap.rows).reduce((sum, n) => sum + n, 0);

/** Tables whose count differs, as 'games 328000→327000'. */
export const differences = (before: Snapshot, after: Snapshot) =>
  Object.keys({ ...before.rows, ...after.rows })
    .filter((table) => before.rows[table] !== after.rows[table])
    .map((table) => `${table} ${String(before.rows[table])}→${String(after.rows[table])}`);
