// Soak: 60 s at 200 connections over the visitor mix (urls.ts), resident memory read every
// second, after every URL was read once and 10 s of warm-up. Promise: no error and no 5xx, p99 under 50 ms, and the RSS at the end within 10 %
// of the RSS after a warm-up at the same load. The load comes from a process of its own (load-process.ts).
import { get } from "./burst";
import { mb, type Drill } from "./drill";
import { runLoad } from "./load-process";
import { startServer } from "./server";
import { trafficMix } from "./urls";

const P99_MS = 50;
const RSS_GROWTH = 0.1;

export const soak: Drill = {
  name: "soak",
  promise: `60 s at 200 connections, weighted mix: 0 errors and 0 5xx, p99 < ${String(P99_MS)} ms, end RSS within 10 % of post-warm-up RSS`,
  async run({ store, quick, seconds, connections: asked }) {
    const duration = seconds ?? (quick ? 10 : 60);
    const connections = asked ?? 200;
    const server = await startServer(store);
    try {
      const mix = await trafficMix(server.base);
      const requests = mix.map(({ path, headers }) => ({ method: "GET" as const, path, headers }));
      // Every URL of the mix once (the first reads are the cache's, not the soak's), then the load.
      for (const { path, headers } of mix) await get(`${server.base}${path}`, headers);
      let warm = 0;
      const samples: number[] = [];
      let timer: NodeJS.Timeout | undefined;
      const plan = { url: server.base, connections, requests, warmSeconds: quick ? 3 : 10, seconds: duration };
      const result = await runLoad(plan, () => {
        warm = server.rssMb();
        timer = setInterval(() => samples.push(server.rssMb()), 1000);
      }).finally(() => {
        clearInterval(timer);
      });
      const end = server.rssMb();
      const fivexx = result["5xx"];
      const growth = (end - warm) / warm;
      const ok = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0 && result.latency.p99 < P99_MS && growth <= RSS_GROWTH;
      return {
        ok,
        line:
          `${String(duration)} s x ${String(connections)} conn: ${String(result.requests.total)} requests, ${String(Math.round(result.requests.average))} req/s, ` +
          `p50 ${String(result.latency.p50)} / p99 ${String(result.latency.p99)} / max ${String(result.latency.max)} ms, ` +
          `${String(result.errors + result.timeouts)} errors, ${String(fivexx)} 5xx, ${String(result.non2xx)} non-2xx; ` +
          `RSS warm ${mb(warm)}, end ${mb(end)} (${(growth * 100).toFixed(1)} %), max ${mb(Math.max(warm, ...samples))}`,
      };
    } finally {
      await server.stop();
    }
  },
};
