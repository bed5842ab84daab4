// Vitest global setup for the "postgres" project: starts a throw-away PostgreSQL server in a
// temporary directory (Debian layout; as the `postgres` user when run as root, since initdb
// refuses root) and hands its admin URL to the tests. Stops it and removes it afterwards.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

function findBinDir(): string | undefined {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, "initdb"))) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(base, version, "bin")).find((dir) => existsSync(join(dir, "initdb")));
}

export const POSTGRES_HELP =
  "PostgreSQL server binaries not found (looked in $PG_BIN and /usr/lib/postgresql/*/bin). Install them (Debian: apt-get install postgresql) to run the API suite against PostgreSQL.";

export default function setup(project: TestProject) {
  const bin = findBinDir();
  if (!bin) {
    if (process.env.CI) throw new Error(POSTGRES_HELP);
    console.warn(`Skipping the PostgreSQL run of the API suite: ${POSTGRES_HELP}`);
    project.provide("pgAdminUrl", "");
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), "tl-pg-"));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : join(bin, command), asRoot ? ["-u", "postgres", "--", join(bin, command), ...args] : args, { stdio: "pipe" });
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  run("initdb", ["-D", join(dir, "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  run("pg_ctl", ["-D", join(dir, "data"), "-l", join(dir, "log"), "-w", "-o", `-p ${String(port)} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`, "start"]);
  project.provide("pgAdminUrl", `postgres://postgres@127.0.0.1:${String(port)}/postgres`);
  return () => {
    try {
      run("pg_ctl", ["-D", join(dir, "data"), "-m", "immediate", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the test PostgreSQL server; empty when the suite runs on PGlite only. */
    pgAdminUrl: string;
  }
}
