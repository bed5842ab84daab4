// One Lahman import per test run, for the files that need a database holding it (the Lahman,
// Retrosheet and all-importers tests). The first file to ask imports Lahman into a seeded PGlite
// data directory in the run's folder (run-dir.ts) and records the outcome; the others wait for
// it. Each file then opens its own copy of that directory, so no file sees another's writes.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { inject } from "vitest";
import { datasetsDir } from "../datasets/locate";
import { lahmanImporter } from "../import/lahman";
import { runImport, type ImportOutcome } from "../import/run";
import { ImportReport } from "../import/types";
import { seedIfEmpty } from "../seed/index";

interface Recorded {
  error?: string;
  status: ImportOutcome["status"];
  release?: string;
  missing: string[];
  loaded: [string, number][];
  rejected: [string, number][];
  coverage: ImportReport["coverage"];
  seconds: number;
}

async function build(data: string): Promise<Recorded> {
  const handle = await openDatabase({ dataDir: data });
  try {
    await handle.migrate();
    await seedIfEmpty(handle);
    const started = performance.now();
    const { status, release, missing, report } = await runImport(handle.db, lahmanImporter, datasetsDir() ?? "");
    const seconds = (performance.now() - started) / 1000;
    return { status, release, missing, loaded: [...report.loaded], rejected: [...report.rejected], coverage: report.coverage, seconds };
  } finally {
    await handle.close();
  }
}

export interface LahmanImported {
  /** A copy of the seeded database with Lahman imported; closing it removes the copy. */
  handle: DatabaseHandle;
  /** The import's outcome, as runImport returned it. */
  outcome: ImportOutcome;
  /** How long the import took. */
  seconds: number;
}

export async function lahmanImported(): Promise<LahmanImported> {
  const run = inject("factsRunDir");
  const template = join(run, "lahman");
  const done = join(run, "lahman.json");
  let first = true;
  try {
    mkdirSync(template);
  } catch {
    first = false;
  }
  if (first) {
    const recorded = await build(join(template, "data")).catch((error: unknown) => ({ error: String(error) }));
    writeFileSync(`${done}.part`, JSON.stringify(recorded));
    renameSync(`${done}.part`, done);
  }
  while (!existsSync(done)) await new Promise((resolve) => setTimeout(resolve, 500));
  const recorded = JSON.parse(readFileSync(done, "utf8")) as Recorded;
  if (recorded.error !== undefined) throw new Error(`The shared Lahman import failed: ${recorded.error}`);
  const report = new ImportReport();
  for (const [key, n] of recorded.loaded) report.loaded.set(key, n);
  for (const [key, n] of recorded.rejected) report.rejected.set(key, n);
  report.coverage = recorded.coverage;
  const copy = mkdtempSync(join(run, "copy-"));
  cpSync(join(template, "data"), join(copy, "data"), { recursive: true });
  const opened = await openDatabase({ dataDir: join(copy, "data") });
  const handle: DatabaseHandle = {
    ...opened,
    close: async () => {
      await opened.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
  const outcome: ImportOutcome = {
    importer: lahmanImporter,
    status: recorded.status,
    report,
    missing: recorded.missing,
    ...(recorded.release === undefined ? {} : { release: recorded.release }),
  };
  return { handle, outcome, seconds: recorded.seconds };
}
