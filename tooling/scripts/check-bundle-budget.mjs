#!/usr/bin/env node
// Bundle budget (issue: foundation §9; issue #18). For every built site, the JavaScript a
// visitor's browser downloads before a page is interactive, gzip: Home within 110 KB (the entry,
// the Home screen's chunk and what they import statically), a data page (/standings, /teams)
// within 130 KB: the entry, the data layer (the route every data screen sits under: TanStack
// Query, the query client, the API's parsing; code-splitting.ts in tooling/vite), the screen's
// chunk, and every chunk these import statically, which are the files Vite preloads with them.
// The files are read from each app's Vite manifest (a chunk added later is counted by itself);
// CSS within 15 KB on both. Run after `pnpm build`. Prints a table; exits 1 when over.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KB = 1024;
export const BUDGET = { js: 110 * KB, css: 15 * KB, dataJs: 130 * KB };
const HOME_SCREEN = "packages/ui/src/screens/home/home.tsx";
/** The data screens' parent route (app/routes.tsx): every data page downloads it first. */
const DATA_LAYER = "packages/ui/src/app/data-layer.tsx";
/** The data pages whose first download is budgeted (issue #18): two list screens. */
const DATA_SCREENS = { standings: "packages/ui/src/screens/standings/standings.tsx", teams: "packages/ui/src/screens/teams/teams.tsx" };

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const appsDir = join(root, "apps");

/** The manifest key of the chunk holding `module` (its own chunk, or the named group it was put in). */
function chunkOf(manifest, module, group) {
  const key = Object.keys(manifest).find((k) => k.endsWith(module)) ?? Object.keys(manifest).find((k) => manifest[k].name === group);
  if (!key) throw new Error(`manifest has no chunk for ${module}`);
  return key;
}

/** The files a browser downloads first from `roots` (manifest keys): their chunks, CSS and static imports. */
function initialFiles(manifest, roots) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return { js: [...js], css: [...css] };
}

const gzipSize = (dist, files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);

export function measure(app) {
  const dist = join(appsDir, app, "dist");
  const manifestPath = join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`apps/${app} is not built (no ${manifestPath}); run pnpm build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error("manifest has no entry chunk");
  const dataLayer = chunkOf(manifest, DATA_LAYER, "data-layer");
  const home = initialFiles(manifest, [entry, chunkOf(manifest, HOME_SCREEN)]);
  const pages = Object.entries(DATA_SCREENS).map(([name, screen]) => [
    name,
    initialFiles(manifest, [entry, dataLayer, chunkOf(manifest, screen)]),
  ]);
  const css = Math.max(gzipSize(dist, home.css), ...pages.map(([, files]) => gzipSize(dist, files.css)));
  const data = Object.fromEntries(pages.map(([name, files]) => [name, gzipSize(dist, files.js)]));
  const dataChunks = Math.max(...pages.map(([, files]) => files.js.length));
  return { app, js: gzipSize(dist, home.js), css, chunks: home.js.length, dataChunks, data };
}

function main() {
  const apps = readdirSync(appsDir).filter((app) => existsSync(join(appsDir, app, "vite.config.ts")));
  const results = apps.map(measure);
  const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  console.log(
    `Initial download per site (gzip); budget: Home JS ${fmt(BUDGET.js)}, CSS ${fmt(BUDGET.css)}; a data page's JS ${fmt(BUDGET.dataJs)}`,
  );
  const dataNames = Object.keys(DATA_SCREENS);
  const columns = ["Home JS", "CSS", "Home files", ...dataNames.map((name) => `/${name} JS`), "data files"];
  console.log(["site".padEnd(10), ...columns.map((column) => column.padStart(15))].join(" "));
  let over = false;
  for (const r of results) {
    const bad = r.js > BUDGET.js || r.css > BUDGET.css || dataNames.some((name) => r.data[name] > BUDGET.dataJs);
    over ||= bad;
    const cells = [fmt(r.js), fmt(r.css), String(r.chunks), ...dataNames.map((name) => fmt(r.data[name])), String(r.dataChunks)];
    console.log([r.app.padEnd(10), ...cells.map((cell) => cell.padStart(15)), bad ? "  OVER BUDGET" : ""].join(" "));
  }
  if (over) {
    console.error("Bundle budget exceeded: lazy-load what the page does not need at first (see README, 'Bundle budget').");
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
