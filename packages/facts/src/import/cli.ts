// `pnpm data:import [dir]`: loads every public dataset found in `dir` (default DATASETS_DIR,
// else ../shared/datasets) into the database the server uses (DATABASE_URL, else the
// embedded one in DATA_DIR, default .data/). Stop the server first when it runs on the
// embedded database: one process owns a PGlite directory.
// One transaction holds it all (every source, the editor's results, the player seasons' order
// and the planner's statistics): a kill -9 at any point leaves the database as it was (same
// data_version, same rows), and the next import starts over. Readers see the old data until the commit.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "@tl/db/client";
import { SingleBar, Presets } from "cli-progress";
import { datasetsDir, DATASETS_HELP } from "../datasets/locate";
import { readEnv } from "../env";
import { seedIfEmpty } from "../seed/index";
import { importEditorResults } from "../results/import";
import { analyzeAfterImport, formatOutcome, IMPORTERS, runImport, type ImportOutcome } from "./run";
import type { Progress } from "./types";

const repoDir = fileURLToPath(new URL("../../../../", import.meta.url));

function progressBar(): Progress {
  const bar = new SingleBar(
    { format: "  {label} [{bar}] {value}/{total}", hideCursor: true, noTTYOutput: true, notTTYSchedule: 5000, stream: process.stderr },
    Presets.shades_classic,
  );
  return {
    start: (label, total) => {
      bar.start(total, 0, { label });
    },
    tick: (count = 1) => {
      bar.increment(count);
    },
    stop: () => {
      bar.stop();
    },
  };
}

const dir = process.argv[2] ? resolve(process.argv[2]) : datasetsDir();
if (!dir) {
  console.error(DATASETS_HELP);
  process.exit(1);
}
const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? resolve(repoDir, ".data") });
try {
  await database.migrate();
  await seedIfEmpty(database);
  console.log(`Importing from ${dir} into ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "the embedded database"}`);
  await database.db.transaction(async (tx) => {
    const outcomes: ImportOutcome[] = [];
    for (const importer of IMPORTERS) {
      // Each source in a savepoint of this transaction (runImport's own).
      const outcome = await runImport(tx, importer, dir, { progress: progressBar() });
      outcomes.push(outcome);
      console.log(formatOutcome(outcome));
    }
    // The editor's results (README 'An editor's results'): titles decided after our facts and datasets.
    const results = await importEditorResults(tx, resolve(repoDir, "data/results.json"));
    console.log(
      `Editor's results (data/results.json): ${String(results.champions)} titles and ${String(results.games)} games added or changed`,
    );
    await analyzeAfterImport(tx, outcomes);
    console.log("Committing");
  });
  console.log("Import committed");
} catch (error) {
  // Drizzle wraps the driver's error; its cause says what the database refused.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  const message = error instanceof Error ? error.message.slice(0, 300) : String(error);
  console.error(`Import failed, nothing was changed: ${cause ?? message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
