// Vitest global setup for the "postgres" project: starts a throw-away PostgreSQL server
// (tooling/scripts/temp-postgres.mjs, as the drills do) and hands its admin URL to the tests.
// Stops it and removes it afterwards.
//
// The project never falls back to PGlite. When no server can be started, in CI (`CI` set) the
// run fails here with the reason; elsewhere every test of the project is skipped, with one
// line naming why and the reason in each test's meta (the JSON report, hence the summary).
import type { TestProject } from "vitest/node";
import { findPostgresBin, POSTGRES_HELP } from "../../../../tooling/scripts/find-postgres.mjs";
import { startTempPostgres, type TempPostgres } from "../../../../tooling/scripts/temp-postgres.mjs";

/** Matches no test name: how a whole project is skipped (its tests report as skipped, no hook runs). */
const NO_TEST = /$^/;

export default async function setup(project: TestProject) {
  let server: TempPostgres | undefined;
  let reason: string | undefined;
  const bin = findPostgresBin();
  if (!bin) reason = POSTGRES_HELP;
  else {
    try {
      server = await startTempPostgres({ bin });
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
