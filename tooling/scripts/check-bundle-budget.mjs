#!/usr/bin/env node
// Bundle budget (issue: foundation §9). For every built site, the JavaScript a visitor's
// browser downloads to show Home — the entry chunk, the Home screen chunk and everything
// they import statically — must stay within 110 KB gzip, and its CSS within 15 KB gzip.
// Reads each app's Vite manifest; run after `pnpm build`. Prints a table; exits 1 when over.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KB = 1024;
export const BUDGET = { js: 110 * KB, css: 15 * KB };
const HOME_SCREEN = "packages/ui/src/screens/home/home.tsx";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const appsDir = join(root, "apps");

function initialFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const homeKey = Object.keys(manifest).find((key) => key.endsWith(HOME_SCREEN));
  if (!entryKey) throw new Error("manifest has no entry chunk");
  if (!homeKey) throw new Error(`manifest has no chunk for ${HOME_SCREEN}`);
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
  visit(homeKey);
  return { js: [...js], css: [...css] };
}

const gzipSize = (dist, files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);

export function measure(app) {
  const dist = join(appsDir, app, "dist");
  const manifestPath = join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`apps/${app} is not built (no ${manifestPath}); run pnpm build first`);
  const files = initialFiles(JSON.parse(readFileSync(manifestPath, "utf8")));
  return { app, js: gzipSize(dist, files.js), css: gzipSize(dist, files.css), chunks: files.js.length };
}

function main() {
  const apps = readdirSync(appsDir).filter((app) => existsSync(join(appsDir, app, "vite.config.ts")));
  const results = apps.map(measure);
  const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  console.log(`Initial Home download per site (gzip); budget: JS ${fmt(BUDGET.js)}, CSS ${fmt(BUDGET.css)}`);
  console.log(["site".padEnd(10), "JS".padStart(10), "CSS".padStart(10), "chunks".padStart(7)].join(" "));
  let over = false;
  for (const r of results) {
    const bad = r.js > BUDGET.js || r.css > BUDGET.css;
    over ||= bad;
    console.log(
      [r.app.padEnd(10), fmt(r.js).padStart(10), fmt(r.css).padStart(10), String(r.chunks).padStart(7), bad ? "  OVER BUDGET" : ""].join(
        " ",
      ),
    );
  }
  if (over) {
    console.error("Bundle budget exceeded: lazy-load what Home does not need (see README, 'Bundle budget').");
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
