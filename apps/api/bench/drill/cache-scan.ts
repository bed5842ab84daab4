// Cache scan: 20,000 distinct valid URLs (the games of every day from 1970 on, then a page of
// them), read by 8 connections, more than the response cache holds (CACHE_MAX_ENTRIES 5,000).
// Promise: every answer 200, and the resident memory after the scan within 15 % of the memory
// once the cache was full (a cache that kept every answer would keep growing).
import { get } from "./burst";
import { mb, type Drill } from "./drill";
import { startServer } from "./server";

const CACHE_MAX_ENTRIES = 5_000;
const GROWTH = 0.15;
const CONNECTIONS = 8;

const day = (n: number) => new Date(Date.UTC(1970, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

export const cacheScan: Drill = {
  name: "cache-scan",
  promise: `20,000 distinct URLs through a ${String(CACHE_MAX_ENTRIES)}-entry cache: all 200, RSS after within 15 % of RSS once the cache is full`,
  async run({ store, quick }) {
    const urls = quick ? 4_000 : 20_000;
    const limit = quick ? 1_000 : CACHE_MAX_ENTRIES;
    const server = await startServer(store, { CACHE_MAX_ENTRIES: String(limit) });
    try {
      let next = 0;
      let failed = 0;
      let full = 0;
      let peak = 0;
      const started = performance.now();
      const worker = async () => {
        while (next < urls) {
          const n = next;
          next += 1;
          const answer = await get(`${server.base}/api/games/games/?date=${day(n)}&page_size=${String(10 + (n % 3) * 10)}`).catch(
            () => undefined,
          );
          if (answer?.status !== 200) failed += 1;
          if (n === limit * 1.2) full = server.rssMb();
          if (n % 500 === 0) peak = Math.max(peak, server.rssMb());
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, worker));
      const end = server.rssMb();
      const growth = (end - full) / full;
      return {
        ok: failed === 0 && growth <= GROWTH,
        line:
          `${String(urls)} URLs in ${((performance.now() - started) / 1000).toFixed(0)} s, ${String(failed)} not 200; cache ${String(limit)} entries; ` +
          `RSS once full ${mb(full)}, after ${mb(end)} (${(growth * 100).toFixed(1)} %), peak ${mb(Math.max(peak, end))}`,
      };
    } finally {
      await server.stop();
    }
  },
};
