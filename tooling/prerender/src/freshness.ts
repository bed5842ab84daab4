// When a site's pages are current (README "Prerendering"): a stamp of what they were rendered
// from (the built shell, where they are served, the imported data's sources and their import
// times, the data version that every import and editor's result bumps, the entity kinds and
// limit), kept in dist/prerender-stamp.txt. `--if-stale` (pnpm start) skips a site whose stamp
// has not changed.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PrerenderOptions } from "./options";

const STAMP_FILE = "prerender-stamp.txt";

/** The data the pages are rendered from: the sources' answer (each import's time) and the data version. */
export async function dataStamp(apiOrigin: string, version: string | null): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/meta/sources/`);
  return response.ok && version !== null ? `${await response.text()}\0${version}` : `unknown ${String(Date.now())}`;
}

export function stampOf(shell: string, data: string, options: PrerenderOptions): string {
  const hash = createHash("sha256");
  for (const part of [shell, data, JSON.stringify(options.origin), options.entities.join(","), String(options.limit)])
    hash.update(`${part}\0`);
  return hash.digest("hex");
}

export async function isCurrent(dist: string, stamp: string): Promise<boolean> {
  const kept = await readFile(join(dist, STAMP_FILE), "utf8").catch(() => "");
  return kept.trim() === stamp;
}

export const writeStamp = (dist: string, stamp: string) => writeFile(join(dist, STAMP_FILE), `${stamp}\n`);
