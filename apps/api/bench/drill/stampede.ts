// Stampede: 500 requests at once for one URL nobody asked for yet. Promise: one database read
// (the server's debug log line "database read"), 500 identical 200 answers.
import type { Drill } from "./drill";
import { burst } from "./burst";
import { sleep, startServer } from "./server";
import { ms, percentile } from "./drill";

const REQUESTS = 500;
// A page that costs the database something (the whole site's search: five kinds).
const URL_PATH = "/api/search/?q=wayne%20gretzky";

export const stampede: Drill = {
  name: "stampede",
  promise: `${String(REQUESTS)} concurrent requests for one uncached URL: 1 database read, all 200 and identical`,
  async run({ store }) {
    const server = await startServer(store, { LOG_LEVEL: "debug" });
    try {
      server.reset();
      const answers = await burst(`${server.base}${URL_PATH}`, REQUESTS);
      await sleep(200);
      const reads = server.count("database read");
      const ok200 = answers.filter((answer) => answer.status === 200).length;
      const bodies = new Set(answers.map((answer) => answer.digest)).size;
      const times = answers.map((answer) => answer.ms);
      return {
        ok: reads === 1 && ok200 === REQUESTS && bodies === 1,
        line: `${String(REQUESTS)} requests for ${URL_PATH}: ${String(reads)} database read(s), ${String(ok200)} x 200, ${String(bodies)} distinct body, p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))}`,
      };
    } finally {
      await server.stop();
    }
  },
};
