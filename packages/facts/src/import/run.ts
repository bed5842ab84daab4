// Runs importers: each in one transaction (a failure, or a kill half-way, changes nothing),
// recording the source's licence, attribution, coverage and import time, then announcing
// the data change so every API process drops its cache.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { announceDataChange, type Database } from "@tl/db/client";
import { dataSources } from "@tl/db/schema";
import { eq, sql } from "drizzle-orm";
import { hockeyDatabankImporter } from "./hockey-databank";
import { lahmanImporter } from "./lahman";
import { nflGamesImporter } from "./nfl-games";
import { ImportReport, type Importer, type Progress } from "./types";

export const IMPORTERS: Importer[] = [nflGamesImporter, lahmanImporter, hockeyDatabankImporter];

export const silentProgress: Progress = { start: () => undefined, tick: () => undefined, stop: () => undefined };

export interface ImportOutcome {
  importer: Importer;
  status: "imported" | "skipped";
  report: ImportReport;
  missing: string[];
}

/** Any number: every process uses it to take turns importing (a PostgreSQL advisory lock). */
const IMPORT_LOCK = 7_418_202;

export interface ImportOptions {
  progress?: Progress;
  /** Skip when the source was imported already — checked after taking the lock, so several
   * API processes starting together on one PostgreSQL import it once. */
  onlyIfNew?: boolean;
}

export async function runImport(
  db: Database,
  importer: Importer,
  datasetsDir: string,
  { progress = silentProgress, onlyIfNew = false }: ImportOptions = {},
): Promise<ImportOutcome> {
  const report = new ImportReport();
  const missing = importer.files.filter((file) => !existsSync(join(datasetsDir, file)));
  if (missing.length > 0) return { importer, status: "skipped", report, missing };
  let status: ImportOutcome["status"] = "imported";
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    if (onlyIfNew) {
      const [done] = await tx.select({ importedAt: dataSources.importedAt }).from(dataSources).where(eq(dataSources.slug, importer.slug));
      if (done?.importedAt) {
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
      notes: [...report.rejected].map(([reason, count]) => `${String(count)} rejected: ${reason}`).join("\n") || null,
    };
    const updated = await tx.update(dataSources).set(row).where(eq(dataSources.slug, importer.slug)).returning({ id: dataSources.id });
    if (updated.length === 0) await tx.insert(dataSources).values(row);
    await announceDataChange(tx);
  });
  return { importer, status, report, missing };
}

/** Sources already imported (so `pnpm start` imports only once). */
export async function importedSources(db: Database): Promise<Set<string>> {
  const rows = await db.select({ slug: dataSources.slug, importedAt: dataSources.importedAt }).from(dataSources);
  return new Set(rows.filter((row) => row.importedAt !== null).map((row) => row.slug));
}

export function formatOutcome({ importer, status, report, missing }: ImportOutcome): string {
  if (status === "skipped")
    return `${importer.name}: skipped, ${missing.length > 0 ? `missing ${missing.join(", ")}` : "already imported"}`;
  const loaded = [...report.loaded].map(([table, count]) => `${count.toLocaleString("en-US")} ${table}`).join(", ");
  const lines = [`${importer.name}: loaded ${loaded || "nothing"}; rejected ${report.totalRejected.toLocaleString("en-US")}`];
  for (const [reason, count] of report.rejected) lines.push(`  ${count.toLocaleString("en-US")} × ${reason}`);
  return lines.join("\n");
}
