// The drills' databases, full imports both, thrown away afterwards:
// - PGlite: a copy of DRILL_DATA_DIR (an imported data directory, never written to), else a
//   fresh `pnpm data:import` into a temporary directory (about 85 s on 2 cores);
// - PostgreSQL: DRILL_DATABASE_URL as it is (the drills re-import it: use a throw-away
//   database), else a temporary server (as src/test/postgres-server.ts starts one) filled by
//   `pnpm data:import` (about 65 s).
import { execFileSync } from "node:child_process";
import { chmodSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findPostgresBin, POSTGRES_HELP } from "../../../../tooling/scripts/find-postgres.mjs";
import { importAll } from "./import-process";
import { freePort, type Store } from "./server";

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
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_HELP);
  const dir = mkdtempSync(join(tmpdir(), "tl-drill-pg-"));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : join(bin, command), asRoot ? ["-u", "postgres", "--", join(bin, command), ...args] : args, {
      stdio: "pipe",
    });
  const port = await freePort();
  run("initdb", ["-D", join(dir, "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    join(dir, "data"),
    "-l",
    join(dir, "log"),
    "-w",
    "-o",
    `-p ${String(port)} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=300`,
    "start",
  ]);
  const dispose = () => {
    try {
      run("pg_ctl", ["-D", join(dir, "data"), "-m", "immediate", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const store: Store = { kind: "postgres", url: `postgres://postgres@127.0.0.1:${String(port)}/postgres` };
  try {
    await importAll(store);
  } catch (error) {
    dispose();
    throw error;
  }
  return { store, origin: `temporary server, fresh import ${seconds(started)}`, dispose };
}
