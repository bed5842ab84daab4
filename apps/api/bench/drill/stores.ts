// The drills' databases, full imports both, thrown away afterwards:
// - PGlite: a copy of DRILL_DATA_DIR (an imported data directory, never written to), else a
//   fresh `pnpm data:import` into a temporary directory (about 85 s on 2 cores);
// - PostgreSQL: DRILL_DATABASE_URL as it is (the drills re-import it: use a throw-away
//   database), else a temporary server (tooling/scripts/temp-postgres.mjs, as the tests' is) filled by
//   `pnpm data:import` (about 65 s).
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTempPostgres } from "../../../../tooling/scripts/temp-postgres.mjs";
import { importAll } from "./import-process";
import type { Store } from "./server";

export interface Prepared {
  store: Store;
  /** How it was made, with the seconds it took. */
  origin: string;
  dispose(): void;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export async function preparePglite(): Promise<Prepared> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), "tl-drill-"));
  const dataDir = join(dir, "data");
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  const source = process.env.DRILL_DATA_DIR;
  try {
    if (source) cpSync(source, dataDir, { recursive: true });
    else await importAll({ kind: "pglite", dataDir });
  } catch (error) {
    dispose();
    throw error;
  }
  return { store: { kind: "pglite", dataDir }, origin: `${source ? `copy of ${source}` : "fresh import"} ${seconds(started)}`, dispose };
}

export async function preparePostgres(): Promise<Prepared> {
  const given = process.env.DRILL_DATABASE_URL;
  if (given) return { store: { kind: "postgres", url: given }, origin: "DRILL_DATABASE_URL", dispose: () => undefined };
  const started = performance.now();
  const server = await startTempPostgres({ maxConnections: 300, prefix: "tl-drill-pg-" });
  const dispose = server.stop;
  const store: Store = { kind: "postgres", url: server.url };
  try {
    await importAll(store);
  } catch (error) {
    dispose();
    throw error;
  }
  return { store, origin: `temporary server, fresh import ${seconds(started)}`, dispose };
}
