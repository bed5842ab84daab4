// What a source's recorded release (data_sources.release) says: the release of its files and the
// revision of the importer that read them. A database imported by an earlier revision, one that
// wrote fewer tables, then holds another release, and the next start imports the source once
// more (README "Data"): revision 2 adds the per-season rows (player_seasons, coach_seasons,
// all_star_selections) to Lahman and the Hockey Databank; revision 3 stores their postseason
// rounds under readable names ("World Series", "Conference quarterfinals"; round-names.ts).
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";

/** "1871-2025" → "1871-2025 (importer 2)". */
export const withRevision = (release: string, revision: number): string => `${release} (importer ${String(revision)})`;

/** The runner's default release (run.ts releaseOf): a digest of the files' names and sizes. */
export function filesDigest(datasetsDir: string, files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of [...files].sort()) hash.update(`${file}:${String(statSync(join(datasetsDir, file)).size)}\n`);
  return `files ${hash.digest("hex").slice(0, 12)}`;
}
