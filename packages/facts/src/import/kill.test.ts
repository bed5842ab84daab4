// `pnpm data:import` killed with SIGKILL (no handler runs, as in a crash or an OOM kill) at two
// points: between sources, and in the last step (player seasons' order, statistics). Each time
// the database holds what it held before: the same data_version and the same rows in every
// table. Then an import runs to the end. A small fixture: two small sources (nflseedR's
// standings, college football 2025); the other importers find no files and skip.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { openDatabase } from "@tl/db/client";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { datasetsDir } from "../datasets/locate";
import { seedIfEmpty } from "../seed/index";
import { needsDatasets } from "../test/datasets";
import { CFB_FILE } from "./cfb-file";
import { DIVISIONS_FILE, STANDINGS_FILE } from "./nflseedr-file";

const FILES = [STANDINGS_FILE, DIVISIONS_FILE, CFB_FILE];
const packageDir = fileURLToPath(new URL("../../", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "tl-kill-import-"));
const dataDir = join(work, "data");
const fixture = join(work, "datasets");
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** The import as its own process group; killed with SIGKILL when a line holds `killAt`. */
function runImport(killAt?: string): Promise<{ code: number | null; killed: boolean }> {
  const child = spawn(join(packageDir, "node_modules/.bin/tsx"), ["src/import/cli.ts", fixture], {
    cwd: packageDir,
    detached: true,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "ignore"],
  });
  let killed = false;
  createInterface({ input: child.stdout }).on("line", (line) => {
    if (killAt !== undefined && !killed && line.includes(killAt) && child.pid !== undefined) {
      killed = true;
      process.kill(-child.pid, "SIGKILL");
    }
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, killed })));
}

/** data_version and every table's row count. */
async function snapshot() {
  const handle = await openDatabase({ dataDir });
  try {
    const rows = async (query: ReturnType<typeof sql>) => {
      const result = await handle.db.execute(query);
      // Both drivers answer with the rows.
      return (result as { rows: Record<string, unknown>[] }).rows;
    };
    const counts: Record<string, number> = {};
    for (const { tablename } of await rows(sql`select tablename from pg_tables where schemaname = 'public'`))
      counts[String(tablename)] = Number((await rows(sql`select count(*) as n from ${sql.identifier(String(tablename))}`))[0]?.n);
    const [version] = await rows(sql`select coalesce(max(version), 0) as v from data_version`);
    return { dataVersion: Number(version?.v), counts };
  } finally {
    await handle.close();
  }
}

describe("pnpm data:import killed with SIGKILL", needsDatasets(FILES), () => {
  it("leaves the database as it was, and the next import completes", async () => {
    mkdirSync(fixture);
    for (const folder of new Set(FILES.map((file) => file.split("/")[0] ?? file)))
      symlinkSync(join(datasetsDir() ?? "", folder), join(fixture, folder));
    const seeded = await openDatabase({ dataDir });
    await seeded.migrate();
    await seedIfEmpty(seeded);
    await seeded.close();
    const before = await snapshot();

    // After a source's rows were written, and while the statistics are gathered.
    for (const point of ["nflseedR NFL standings: loaded", "Editor's results"]) {
      expect(await runImport(point), point).toEqual({ code: null, killed: true });
      expect(await snapshot(), point).toEqual(before);
    }

    expect(await runImport()).toEqual({ code: 0, killed: false });
    const after = await snapshot();
    expect(after.dataVersion).toBeGreaterThan(before.dataVersion);
    expect(after.counts.games).toBeGreaterThan((before.counts.games ?? 0) + 900);
  }, 240_000);
});
