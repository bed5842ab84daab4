// Database stall: the players' reads cannot run for longer than the API's statement timeout
// (STATEMENT_TIMEOUT_MS, 2 s here). Promise: a read of a player answers 503 with Retry-After and
// a JSON body within twice the timeout, the process stays live, and once the stall ends the same
// URL answers 200. The stall, on each database (stall-holders.ts):
// - PostgreSQL: another session holds an exclusive lock on the players table; the statement
//   waits for it until statement_timeout cancels it;
// - PGlite (one connection inside the API process): a transaction of slow reads on the API's own
//   instance, loaded by a drill-only hook, keeps the connection's turn; the read waits for its
//   turn until the same limit refuses it, unrun (packages/db/src/pglite-wait-limit.ts).
import { get } from "./burst";
import { ms, type Drill } from "./drill";
import { startServer } from "./server";
import { busyPglite, lockPlayers, pgliteHookEnv } from "./stall-holders";

const TIMEOUT_MS = 2_000;

const isJsonDetail = (body: string) => {
  try {
    return typeof (JSON.parse(body) as { detail?: unknown }).detail === "string";
  } catch {
    return false;
  }
};

export const databaseStall: Drill = {
  name: "database-stall",
  promise: `a read stalled beyond the statement timeout (${String(TIMEOUT_MS)} ms) answers 503 + Retry-After + JSON; 200 once the stall ends`,
  async run({ store }) {
    const onPglite = store.kind === "pglite";
    const server = await startServer(store, { STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS), ...(onPglite ? pgliteHookEnv() : {}) });
    let release: (() => Promise<void>) | undefined;
    try {
      const list = (await get(`${server.base}/api/people/players/?page_size=1`)).body;
      const slug = (JSON.parse(list) as { results: { slug: string }[] }).results[0]?.slug;
      const url = `${server.base}/api/people/players/${slug ?? "none"}/`;
      release = store.kind === "pglite" ? await busyPglite(server) : await lockPlayers(store.url);
      const stalled = await get(url);
      const health = await get(`${server.base}/api/health`);
      const json = isJsonDetail(stalled.body);
      const retryAfter = stalled.headers["retry-after"];
      await release();
      release = undefined;
      const after = await get(url);
      const ok =
        stalled.status === 503 &&
        stalled.ms < 2 * TIMEOUT_MS &&
        retryAfter !== undefined &&
        json &&
        health.status === 200 &&
        after.status === 200;
      return {
        ok,
        line:
          `${onPglite ? "connection busy (slow reads in a transaction)" : "players locked"}: ${String(stalled.status)} after ${ms(stalled.ms)}, ` +
          `Retry-After ${String(retryAfter)}, JSON ${json ? "yes" : "no"}; /api/health meanwhile ${String(health.status)} in ${ms(health.ms)}; ` +
          `ended: ${String(after.status)} in ${ms(after.ms)}`,
      };
    } finally {
      await release?.().catch(() => undefined);
      await server.stop();
    }
  },
};
