// `pnpm bench:web` (issue #18): Lighthouse 12 (mobile preset) over the routes of routes.ts, three
// runs each, against the product as `pnpm start` serves it. Prints one table of the medians,
// writes them with every run and the failing audits to JSON, and exits 1 when a route misses.
//   BENCH_WEB_URL   a server already running (http://127.0.0.1:4460): only its port is used
//   BENCH_WEB_PORT  the port of the server started here (4460); BENCH_DATA_DIR its database
//   BENCH_WEB_ONLY  only the routes whose "site+path" contains it (nfl/teams); BENCH_WEB_RUNS (3)
//   BENCH_WEB_JSON  where the figures go (tooling/bench-web/test-results/web-bench.json)
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "./chromium";
import { loadEnv } from "./env";
import { medianFigures } from "./figures";
import { runLighthouse, type RunResult } from "./lighthouse-run";
import { ROUTES, routeUrl, selectRoutes } from "./routes";
import { attached, startProduct } from "./server";
import { formatTable, type RouteResult } from "./table";
import { misses, TARGETS } from "./verdict";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const env = loadEnv();

/** A run Lighthouse could not record (NO_NAVSTART on a loaded machine) is tried again, twice at most. */
async function withRetries<T>(attempt: () => Promise<T>, left = 2): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (left === 0) throw error;
    console.warn(`  ${error instanceof Error ? error.message : String(error)}: trying again`);
    return withRetries(attempt, left - 1);
  }
}
const routes = selectRoutes(ROUTES, env.only);
const runsPerRoute = env.runs;
const output = env.json ?? join(root, "tooling/bench-web/test-results/web-bench.json");
const sites = [...new Set(routes.map((route) => route.site))];
const server = env.url ? attached(env.url) : await startProduct(root, env, sites);
const browser = await launchChromium();
const measured: (RouteResult & { url: string; runs: RunResult[] })[] = [];
try {
  for (const route of routes) {
    const address = routeUrl(route, server.port);
    const runs: RunResult[] = [];
    for (let run = 0; run < runsPerRoute; run += 1) runs.push(await withRetries(() => runLighthouse(address, browser.port)));
    const figures = medianFigures(runs.map((run) => run.figures));
    const offMachine = [...new Set(runs.flatMap((run) => run.offMachine))];
    const missed = [...misses(figures), ...(offMachine.length > 0 ? [`loaded from the network: ${offMachine.join(" ")}`] : [])];
    measured.push({ ...route, url: address, figures, misses: missed, runs });
    console.log(`${address}: ${missed.length === 0 ? "met" : missed.join("; ")}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\n${formatTable(measured)}\n`);
for (const { url: address, misses: missed, runs } of measured.filter((route) => route.misses.length > 0)) {
  console.log(`${address} misses ${missed.join("; ")}`);
  for (const finding of runs[0]?.findings ?? []) {
    console.log(`  [${finding.category}] ${finding.id}: ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ""}`);
    for (const item of finding.items) console.log(`      ${item.slice(0, 160)}`);
  }
}
await mkdir(dirname(output), { recursive: true });
await writeFile(output, `${JSON.stringify({ targets: TARGETS, runsPerRoute, routes: measured }, null, 2)}\n`);
const failed = measured.filter((route) => route.misses.length > 0).length;
console.log(`${String(measured.length - failed)} of ${String(measured.length)} routes met the targets; figures in ${output}`);
process.exit(failed > 0 ? 1 : 0);
