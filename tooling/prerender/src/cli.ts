// pnpm prerender (issue #18): every route of every site rendered to HTML with its data, into
// apps/<id>/dist, after `pnpm build` and after any change of data (README "Prerendering").
//   node tooling/prerender/dist/cli.js [--sites mlb,nhl] [--port 3000 | --production] [--if-stale]
//     [--api http://127.0.0.1:3000] [--entities championships,teams,seasons,players,coaches] [--limit N]
//     [--concurrency 6] [--workers 2]
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sites } from "@tl/site-config/sites";
import { findApi, routeFetchTo } from "./api-server";
import { loadEnv } from "./env";
import { fetchDataVersion } from "@tl/ui/server";
import { dataStamp, isCurrent, stampOf, writeStamp } from "./freshness";
import { parseOptions } from "./options";
import { prerenderSite } from "./prerender-site";
import { startPool } from "./render-pool";
import { readShell } from "./site-files";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const env = loadEnv();
const USAGE = `usage: node tooling/prerender/dist/cli.js [--sites mlb,nhl] [--port 3000 | --production] [--if-stale]
  [--api http://127.0.0.1:3000] [--entities championships,teams,seasons,players,coaches] [--limit N]
  [--concurrency 6] [--workers 2]`;
if (process.argv.includes("--help")) {
  console.log(USAGE);
  process.exit(0);
}
/** A bad option or value is told in a line with the usage, exit 2, not a stack trace. */
function optionsOrExit() {
  try {
    return parseOptions(process.argv.slice(2), env, env.SITES_DIR ?? join(root, "apps"));
  } catch (error) {
    console.error(`prerender: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}
const options = optionsOrExit();
const started = performance.now();
const port = options.origin.kind === "local" ? options.origin.port : 3000;
const api = await findApi(root, options.api, port, env.all);
routeFetchTo(api.origin, env.RATE_LIMIT_EXEMPT_TOKEN);
// Read before any page's data: a change during the run leaves pages older than their answers.
const version = await fetchDataVersion();
const pool = startPool(options.workers, new URL("./render-worker.js", import.meta.url), {
  apiOrigin: api.origin,
  exemptToken: env.RATE_LIMIT_EXEMPT_TOKEN,
  dataVersion: version,
});
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);
let failed = false;
try {
  const data = await dataStamp(api.origin, version);
  let pages = 0;
  let bytes = 0;
  for (const id of options.sites) {
    const siteStart = performance.now();
    const dist = join(options.sitesDir, id, "dist");
    const { shell, built } = await readShell(dist);
    const stamp = stampOf(shell, data, options);
    if (options.ifStale && !built && (await isCurrent(dist, stamp))) {
      console.log(`${id}: pages current`);
      continue;
    }
    const result = await prerenderSite(sites[id], dist, shell, options, pool);
    // A site with pages left to the shell keeps no stamp, so the next `--if-stale` run renders it again.
    if (result.skipped.length === 0) await writeStamp(dist, stamp);
    pages += result.pages;
    bytes += result.bytes;
    console.log(`${id}: ${String(result.pages)} pages, ${megabytes(result.bytes)} MB, ${seconds(siteStart)} s`);
    if (result.skipped.length > 0) console.log(`  left to the shell (a query failed): ${result.skipped.join(" ")}`);
  }
  console.log(`Prerendered ${String(pages)} pages (${megabytes(bytes)} MB) in ${seconds(started)} s`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await pool.close();
  await api.stop();
}
process.exit(failed ? 1 : 0);
