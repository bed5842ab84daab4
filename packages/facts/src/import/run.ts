// Runs importers: each in one transaction (a failure, or a kill half-way, changes nothing),
// recording the source's licence, attribution, coverage, release and import time, then
// announcing the data change so every API process drops its cache.
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { announceDataChange, type Database } from "@tl/db/client";
import { dataSources } from "@tl/db/schema";
import { eq, sql } from "drizzle-orm";
import { cfbScheduleImporter } from "./cfb-schedule";
import { hockeyDatabankImporter } from "./hockey-databank";
import { lahmanImporter } from "./lahman";
import { nbaGamesImporter } from "./nba-games";
import { nflGamesImporter } from "./nfl-games";
import { nflseedrImporter } from "./nflseedr";
import { nhlGamesImporter } from "./nhl-games";
import { retrosheetImporter } from "./retrosheet";
import { ImportReport, type Importer, type Progress } from "./types";

/** In this order: each source after the ones whose teams, seasons or series it builds on. */
export const IMPORTERS: Importer[] = [
  nflGamesImporter,
  nflseedrImporter, // after the NFL games: its 2016-2020 rows are checked against the standings they give
  lahmanImporter,
  retrosheetImporter, // after Lahman: its teams (teamIDretro), series and standings rows
  hockeyDatabankImporter,
  nhlGamesImporter, // after the Databank: reuses its 2009-10 and 2016-17 series
  nbaGamesImporter,
  cfbScheduleImporter,
];

export const silentProgress: Progress = { start: () => undefined, tick: () => undefined, stop: () => undefined };

export interface ImportOutcome {
  importer: Importer;
  status: "imported" | "skipped";
  report: ImportReport;
  missing: string[];
  /** The release of the files read (undefined when files were missing). */
  release?: string;
}

/** The files an importer needs in this datasets folder. */
export const filesOf = (importer: Importer, datasetsDir: string): string[] => importer.filesIn?.(datasetsDir) ?? importer.files;

/**
 * The release of the source's files in this folder: the importer's own, else a digest of the
 * files' names and sizes (a new copy of a dataset almost always changes a size). The files must exist.
 */
export function releaseOf(importer: Importer, datasetsDir: string): string {
  if (importer.release) return importer.release(datasetsDir);
  const hash = createHash("sha256");
  for (const file of [...filesOf(importer, datasetsDir)].sort()) hash.update(`${file}:${String(statSync(join(datasetsDir, file)).size)}\n`);
  return `files ${hash.digest("hex").slice(0, 12)}`;
}

/** Any number: every process uses it to take turns importing (a PostgreSQL advisory lock). */
const IMPORT_LOCK = 7_418_202;

export interface ImportOptions {
  progress?: Progress;
  /** Skip when this release of the source was imported already — checked after taking the lock,
   * so several API processes starting together on one PostgreSQL import it once. A database
   * holding another release (or none recorded) is imported again: the upserts make that safe. */
  onlyIfNew?: boolean;
}

export async function runImport(
  db: Database,
  importer: Importer,
  datasetsDir: string,
  { progress = silentProgress, onlyIfNew = false }: ImportOptions = {},
): Promise<ImportOutcome> {
  const report = new ImportReport();
  const missing = filesOf(importer, datasetsDir).filter((file) => !existsSync(join(datasetsDir, file)));
  if (missing.length > 0) return { importer, status: "skipped", report, missing };
  const release = releaseOf(importer, datasetsDir);
  let status: ImportOutcome["status"] = "imported";
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    if (onlyIfNew) {
      const [done] = await tx
        .select({ importedAt: dataSources.importedAt, release: dataSources.release })
        .from(dataSources)
        .where(eq(dataSources.slug, importer.slug));
      if (done?.importedAt && done.release === release) {
        status = "skipped";
        return;
      }
    }
    await importer.run(tx, datasetsDir, report, progress);
    const row = {
      slug: importer.slug,
      name: importer.name,
      url: importer.url,
      licence: importer.licence,
      licenceUrl: importer.licenceUrl,
      attribution: importer.attribution,
      coverage: report.coverage,
      rowsLoaded: report.totalLoaded,
      rowsRejected: report.totalRejected,
      importedAt: new Date(),
      release,
      notes: [...report.rejected].map(([reason, count]) => `${String(count)} rejected: ${reason}`).join("\n") || null,
    };
    const updated = await tx.update(dataSources).set(row).where(eq(dataSources.slug, importer.slug)).returning({ id: dataSources.id });
    if (updated.length === 0) await tx.insert(dataSources).values(row);
    await announceDataChange(tx);
  });
  return { importer, status, report, missing, release };
}

/**
 * The importers `pnpm start` must run: those whose files are here and whose release the
 * database does not hold yet (never imported, or imported from another release of the files).
 */
export async function importersToRun(db: Database, importers: readonly Importer[], datasetsDir: string): Promise<Importer[]> {
  const rows = await db
    .select({ slug: dataSources.slug, importedAt: dataSources.importedAt, release: dataSources.release })
    .from(dataSources);
  const held = new Map(rows.filter((row) => row.importedAt !== null).map((row) => [row.slug, row.release]));
  return importers.filter((importer) => {
    if (filesOf(importer, datasetsDir).some((file) => !existsSync(join(datasetsDir, file)))) return !held.has(importer.slug);
    return held.get(importer.slug) !== releaseOf(importer, datasetsDir);
  });
}

export function formatOutcome({ importer, status, report, missing, release }: ImportOutcome): string {
  if (status === "skipped")
    return `${importer.name}: skipped, ${missing.length > 0 ? `missing ${missing.join(", ")}` : `already imported (release ${release ?? "unknown"})`}`;
  const loaded = [...report.loaded].map(([table, count]) => `${count.toLocaleString("en-US")} ${table}`).join(", ");
  const lines = [`${importer.name}: loaded ${loaded || "nothing"}; rejected ${report.totalRejected.toLocaleString("en-US")}`];
  for (const [reason, count] of report.rejected) lines.push(`  ${count.toLocaleString("en-US")} × ${reason}`);
  return lines.join("\n");
}

/**
 * Gathers the planner's statistics after imports (call once after the last), and on a database
 * that has none yet (imported before this step existed): PGlite never gathers them by itself, and
 * without them a list over 328,000 games picks plans that take seconds. Before that, the player
 * seasons are put in league-season order (CLUSTER, about 1.5 s on the full data): the importers
 * write them person by person, so a season's leaders (its 1,000-2,000 rows) were read from up to
 * 1,800 pages of 9,500, and now from under 100.
 */
export async function analyzeAfterImport(db: Database, outcomes: readonly ImportOutcome[]): Promise<void> {
  const imported = outcomes.some((outcome) => outcome.status === "imported");
  const result = await db.execute(sql`select 1 from pg_stats where tablename = 'games' limit 1`);
  // Both drivers answer with the rows.
  const hasStatistics = (result as { rows: unknown[] }).rows.length > 0;
  if (!imported && hasStatistics) return;
  await db.execute(sql`cluster player_seasons using player_seasons_league_year_kind_idx`);
  await db.execute(sql`analyze`);
}
