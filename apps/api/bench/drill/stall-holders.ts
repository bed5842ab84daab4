// How the database-stall drill keeps the players' reads from running, on each database. Both
// return a release that ends the hold (nothing the holder did is kept).
import pg from "pg";
import { sleep, type Server } from "./server";

/** PostgreSQL: another session holds an exclusive lock on the players table. */
export async function lockPlayers(url: string): Promise<() => Promise<void>> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query("begin");
    await holder.query("lock table players in access exclusive mode");
  } catch (error) {
    await holder.end();
    throw error;
  }
  return async () => {
    await holder.query("rollback");
    await holder.end();
  };
}

/** The environment that loads pglite-stall-hook.mjs into the API (PGlite only). */
export const pgliteHookEnv = (): Record<string, string> => {
  const hook = new URL("pglite-stall-hook.mjs", import.meta.url).href;
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${hook}`.trim() };
};

async function logged(server: Server, msg: string) {
  for (let waited = 0; server.count(msg) === 0; waited += 20) {
    if (waited > 10_000) throw new Error(`the API never logged "${msg}" (was it started with pgliteHookEnv?)`);
    await sleep(20);
  }
}

/** PGlite: the hook's transaction of slow reads keeps the one connection's turn (SIGUSR2 starts and ends it). */
export async function busyPglite(server: Server): Promise<() => Promise<void>> {
  server.child.kill("SIGUSR2");
  await logged(server, "drill stall holding");
  return async () => {
    server.child.kill("SIGUSR2");
    await logged(server, "drill stall released");
  };
}
