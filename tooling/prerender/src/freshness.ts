// When a site's pages are current (README "Prerendering"): a stamp of what they were rendered
// from (the built shell, where they are served, the imported data's sources and their import
// times, the entity kinds and limit), kept in dist/prerender-stamp.txt. `--if-stale` (pnpm
// start) skips a site whose stamp has not changed; an editor's change to the data is not in the
// stamp: run `pnpm prerender` after one.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PrerenderOptions } from "./options";

const STAMP_FILE = "prerender-stamp.txt";

/** The API's answer that changes with every import. */
export async function dataVersion(apiOrigin: string): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/meta/sources/`);
  return response.ok ? response.text() : `unknown ${String(Date.now())}`;
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
