// Kill under load: the API is killed with SIGKILL while 50 connections load it, then started
// again on the same database and port. Promise: it answers again within 30 s, and 40 pages
// (lists, details, search) answer byte for byte as before the kill.
import autocannon from "autocannon";
import { get } from "./burst";
import { ms, type Drill } from "./drill";
import { sleep, startServer } from "./server";
import { trafficMix } from "./urls";

const BACK_WITHIN_MS = 30_000;

export const killRestart: Drill = {
  name: "kill-restart",
  promise: `kill -9 under load, restart on the same database: serving again within ${String(BACK_WITHIN_MS / 1000)} s, the same answers`,
  async run({ store, quick }) {
    const first = await startServer(store);
    let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const mix = (await trafficMix(first.base)).filter((entry) => entry.headers.host === undefined).slice(0, 40);
      const answers = async (base: string) => Promise.all(mix.map(async ({ path }) => `${path} ${(await get(`${base}${path}`)).digest}`));
      const before = await answers(first.base);
      const load = autocannon({
        url: first.base,
        connections: 50,
        duration: quick ? 4 : 8,
        requests: mix.map(({ path }) => ({ method: "GET" as const, path })),
      });
      await sleep(quick ? 2_000 : 4_000);
      first.child.kill("SIGKILL");
      await first.stop();
      const during = await load;
      restarted = await startServer(store, {}, first.port);
      const after = await answers(restarted.base);
      const changed = after.filter((line, n) => line !== before[n]).length;
      return {
        ok: restarted.startMs < BACK_WITHIN_MS && changed === 0,
        line:
          `killed after ${String(quick ? 2 : 4)} s of load (${String(during.requests.total)} requests, ${String(during.errors)} connection errors after the kill); ` +
          `serving again ${ms(restarted.startMs)} after restart; ${String(mix.length - changed)}/${String(mix.length)} pages identical`,
      };
    } finally {
      await first.stop();
      await restarted?.stop();
    }
  },
};
