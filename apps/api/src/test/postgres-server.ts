// Vitest global setup for the "postgres" project: starts a throw-away PostgreSQL server in a
// temporary directory (Debian layout; as the `postgres` user when run as root, since initdb
// refuses root) and hands its admin URL to the tests. Stops it and removes it afterwards.
//
// The project never falls back to PGlite. When no server can be started, in CI (`CI` set) the
// run fails here with the reason; elsewhere every test of the project is skipped, with one
// line naming why and the reason in each test's meta (the JSON report, hence the summary).
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { findPostgresBin, POSTGRES_HELP } from "../../../../tooling/scripts/find-postgres.mjs";

/** Matches no test name: how a whole project is skipped (its tests report as skipped, no hook runs). */
const NO_TEST = /$^/;

function startServer(bin: string) {
  const dir = mkdtempSync(join(tmpdir(), "tl-pg-"));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : join(bin, command), asRoot ? ["-u", "postgres", "--", join(bin, command), ...args] : args, {
      stdio: "pipe",
    });
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  try {
    run("initdb", ["-D", join(dir, "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    run("pg_ctl", [
      "-D",
      join(dir, "data"),
      "-l",
      join(dir, "log"),
      "-w",
      "-o",
      `-p ${String(port)} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
      "start",
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`The test PostgreSQL server (${bin}) did not start: ${stderr || String(error)}`, { cause: error });
  }
  const stop = () => {
    try {
      run("pg_ctl", ["-D", join(dir, "data"), "-m", "immediate", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`, stop };
}

export default function setup(project: TestProject) {
  let server: ReturnType<typeof startServer> | undefined;
  let reason: string | undefined;
  const bin = findPostgresBin();
  if (!bin) reason = POSTGRES_HELP;
  else {
    try {
      server = startServer(bin);
    } catch (error) {
      reason = (error as Error).message;
    }
  }
  if (reason !== undefined) {
    if (process.env.CI) throw new Error(`CI: the "postgres" project cannot run. ${reason}`);
    console.warn(`Skipping every test of the "postgres" project (not run on PGlite): ${reason}`);
    // Read when the workers' config is serialised, after the global setup: the project's tests report as skipped.
    project.config.testNamePattern = NO_TEST;
    project.provide("pgAdminUrl", "");
    project.provide("pgSkipReason", `no PostgreSQL server: ${reason}`);
    return undefined;
  }
  project.provide("pgAdminUrl", server?.url ?? "");
  project.provide("pgSkipReason", "");
  return server?.stop;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the test PostgreSQL server; empty when there is none. */
    pgAdminUrl: string;
    /** Why the "postgres" project's tests are skipped; empty when they run. */
    pgSkipReason: string;
    /** Which database the project's API tests run on. */
    testDatabase: "pglite" | "postgres";
  }
}
