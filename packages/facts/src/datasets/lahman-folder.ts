// Which copy of the Lahman database a datasets folder holds: `lahman-2025/` (1871-2025, the
// SABR release with the Negro Leagues), else the older `lahman/` (1871-2023), read only as a
// fallback. Its release is the span of seasons its own notes state.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Newest first: the first one present is read. */
export const LAHMAN_FOLDERS = ["lahman-2025", "lahman"] as const;

/** The Lahman folder to read in `datasetsDir`: the first of LAHMAN_FOLDERS present (the newest when none is). */
export function lahmanFolder(datasetsDir: string): string {
  return LAHMAN_FOLDERS.find((folder) => existsSync(join(datasetsDir, folder))) ?? LAHMAN_FOLDERS[0];
}

/** Each folder's notes and the line in them that gives the seasons covered. */
const RELEASE_NOTES: readonly (readonly [file: string, pattern: RegExp])[] = [
  // lahman-2025/SOURCE.txt: "Teams rows=3614 cols=48 years=1871-2025"
  ["SOURCE.txt", /^Teams rows=\d+ cols=\d+ years=(\d{4}-\d{4})$/m],
  // lahman/lahman-readme.txt: "The Lahman Baseball Database 1871-2023"
  ["lahman-readme.txt", /Lahman Baseball Database\s+(\d{4}-\d{4})/],
];

/** "1871-2025": the seasons the folder's notes say it covers; undefined when no note says. */
export function lahmanRelease(folderPath: string): string | undefined {
  for (const [file, pattern] of RELEASE_NOTES) {
    const path = join(folderPath, file);
    const match = existsSync(path) ? pattern.exec(readFileSync(path, "utf8")) : null;
    if (match?.[1]) return match[1];
  }
  return undefined;
}
