// Database stall (PostgreSQL): another session holds an exclusive lock on the players table
// beyond the API's statement timeout (STATEMENT_TIMEOUT_MS, 2 s here). Promise: a read of it
// answers 503 with Retry-After and a JSON body at about the timeout, the process stays live,
// and once the lock is released the same URL answers 200.
// On PGlite no other session exists (one connection, inside the API process), so no lock can
// be held against it and the timeout is PostgreSQL's: the drill says so and does not run.
import pg from "pg";
import { get } from "./burst";
import { ms, type Drill } from "./drill";
import { startServer } from "./server";

const TIMEOUT_MS = 2_000;

export const databaseStall: Drill = {
  name: "database-stall",
  promise: `a read blocked by a lock beyond the statement timeout (${String(TIMEOUT_MS)} ms) answers 503 + Retry-After + JSON; 200 once released`,
  async run({ store }) {
    if (store.kind !== "postgres")
      return {
        ok: true,
        skipped: true,
        line: "not applicable on PGlite: one connection inside the API process, no other session can hold a lock; STATEMENT_TIMEOUT_MS is PostgreSQL's",
      };
    const server = await startServer(store, { STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) });
    const holder = new pg.Client({ connectionString: store.url });
    try {
      const list = (await get(`${server.base}/api/people/players/?page_size=1`)).body;
      const slug = (JSON.parse(list) as { results: { slug: string }[] }).results[0]?.slug;
      const url = `${server.base}/api/people/players/${slug ?? "none"}/`;
      await holder.connect();
      await holder.query("begin");
      await holder.query("lock table players in access exclusive mode");
      const stalled = await get(url);
      const health = await get(`${server.base}/api/health`);
      let json = false;
      try {
        json = typeof (JSON.parse(stalled.body) as { detail?: unknown }).detail === "string";
      } catch {
        json = false;
      }
      const retryAfter = stalled.headers["retry-after"];
      await holder.query("rollback");
      const after = await get(url);
      const ok = stalled.status === 503 && retryAfter !== undefined && json && health.status === 200 && after.status === 200;
      return {
        ok,
        line:
          `locked players: ${String(stalled.status)} after ${ms(stalled.ms)}, Retry-After ${String(retryAfter)}, JSON ${json ? "yes" : "no"}; ` +
          `/api/health meanwhile ${String(health.status)} in ${ms(health.ms)}; released: ${String(after.status)} in ${ms(after.ms)}`,
      };
    } finally {
      await holder.end().catch(() => undefined);
      await server.stop();
    }
  },
};
