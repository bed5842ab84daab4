#!/usr/bin/env node
// Bundle budget (issue: foundation §9; issue #18). For every built site, the JavaScript a
// visitor's browser downloads to show Home — the entry chunk, the Home screen chunk and
// everything they import statically — must stay within 110 KB gzip, and its CSS within 15 KB
// gzip; to show a data page (/standings, /teams: the entry, that screen's chunk and their
// static imports), within 130 KB gzip (issue #18; measured 127.3-129.3 KB once framer-motion
// left it for a chunk of its own, layout/motion-parts.tsx). Reads each
// app's Vite manifest; run after `pnpm build`. Prints a table; exits 1 when over.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KB = 1024;
export const BUDGET = { js: 110 * KB, css: 15 * KB, dataJs: 130 * KB };
const HOME_SCREEN = "packages/ui/src/screens/home/home.tsx";
/** The data pages whose first download is budgeted (issue #18): two list screens. */
const DATA_SCREENS = { standings: "packages/ui/src/screens/standings/standings.tsx", teams: "packages/ui/src/screens/teams/teams.tsx" };

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const appsDir = join(root, "apps");

/** The files a browser downloads first to show `screen`: the entry, the screen's chunk and their static imports. */
function initialFiles(manifest, screen) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const screenKey = Object.keys(manifest).find((key) => key.endsWith(screen));
  if (!entryKey) throw new Error("manifest has no entry chunk");
  if (!screenKey) throw new Error(`manifest has no chunk for ${screen}`);
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(screenKey);
  return { js: [...js], css: [...css] };
}

const gzipSize = (dist, files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);

export function measure(app) {
  const dist = join(appsDir, app, "dist");
  const manifestPath = join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`apps/${app} is not built (no ${manifestPath}); run pnpm build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const files = initialFiles(manifest, HOME_SCREEN);
  const data = Object.fromEntries(
    Object.entries(DATA_SCREENS).map(([name, screen]) => [name, gzipSize(dist, initialFiles(manifest, screen).js)]),
  );
  return { app, js: gzipSize(dist, files.js), css: gzipSize(dist, files.css), chunks: files.js.length, data };
}

function main() {
  const apps = readdirSync(appsDir).filter((app) => existsSync(join(appsDir, app, "vite.config.ts")));
  const results = apps.map(measure);
  const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  console.log(
    `Initial download per site (gzip); budget: Home JS ${fmt(BUDGET.js)}, CSS ${fmt(BUDGET.css)}; a data page's JS ${fmt(BUDGET.dataJs)}`,
  );
  const dataNames = Object.keys(DATA_SCREENS);
  const columns = ["Home JS", "CSS", "chunks", ...dataNames.map((name) => `/${name} JS`)];
  console.log(["site".padEnd(10), ...columns.map((column) => column.padStart(15))].join(" "));
  let over = false;
  for (const r of results) {
    const bad = r.js > BUDGET.js || r.css > BUDGET.css || dataNames.some((name) => r.data[name] > BUDGET.dataJs);
    over ||= bad;
    const cells = [fmt(r.js), fmt(r.css), String(r.chunks), ...dataNames.map((name) => fmt(r.data[name]))];
    console.log([r.app.padEnd(10), ...cells.map((cell) => cell.padStart(15)), bad ? "  OVER BUDGET" : ""].join(" "));
  }
  if (over) {
    console.error("Bundle budget exceeded: lazy-load what the page does not need at first (see README, 'Bundle budget').");
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
