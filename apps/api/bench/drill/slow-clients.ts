// Slow clients: 200 connections send a request's headers one byte a second (never finishing),
// while a normal client asks cached pages one after another. Promise: the normal requests all
// answer 200 with p99 under 50 ms, and the server cuts every slow connection (its headers
// timeout) within 45 s.
import { connect, type Socket } from "node:net";
import { get } from "./burst";
import { ms, percentile, type Drill } from "./drill";
import { sleep, startServer } from "./server";

const SLOW = 200;
const P99_MS = 50;
const CUT_WITHIN_S = 45;
const HEAD = "GET /api/championships/championships/ HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: drill-slow-client\r\nAccept: */*\r\n";

export const slowClients: Drill = {
  name: "slow-clients",
  promise: `${String(SLOW)} connections sending headers a byte a second: normal requests all 200 with p99 < ${String(P99_MS)} ms; every slow connection cut within ${String(CUT_WITHIN_S)} s`,
  async run({ store, quick }) {
    const server = await startServer(store);
    const sockets: Socket[] = [];
    const cutAfter: number[] = [];
    const started = performance.now();
    try {
      const url = `${server.base}/api/championships/championships/`;
      await get(url);
      for (let n = 0; n < SLOW; n += 1) {
        const socket = connect(server.port, "127.0.0.1");
        socket.on("error", () => undefined);
        socket.on("close", () => cutAfter.push((performance.now() - started) / 1000));
        socket.resume();
        sockets.push(socket);
      }
      let sent = 0;
      const drip = setInterval(() => {
        for (const socket of sockets) if (!socket.destroyed) socket.write(HEAD[sent % HEAD.length] ?? "");
        sent += 1;
      }, 1000);
      const times: number[] = [];
      let failed = 0;
      const until = performance.now() + (quick ? 5_000 : 15_000);
      while (performance.now() < until) {
        const answer = await get(url).catch(() => undefined);
        if (answer?.status === 200) times.push(answer.ms);
        else failed += 1;
        await sleep(10);
      }
      const deadline = started + CUT_WITHIN_S * 1000;
      while (cutAfter.length < SLOW && performance.now() < deadline) await sleep(250);
      clearInterval(drip);
      const cut = cutAfter.length;
      const p99 = percentile(times, 99);
      return {
        ok: failed === 0 && p99 < P99_MS && cut === SLOW,
        line:
          `${String(SLOW)} slow connections: normal requests ${String(times.length)} x 200, ${String(failed)} failed, p50 ${ms(percentile(times, 50))} / p99 ${ms(p99)}; ` +
          `${String(cut)} slow connections cut by the server, ${cut > 0 ? `first after ${Math.min(...cutAfter).toFixed(1)} s, last after ${Math.max(...cutAfter).toFixed(1)} s` : "none"}`,
      };
    } finally {
      for (const socket of sockets) socket.destroy();
      await server.stop();
    }
  },
};
