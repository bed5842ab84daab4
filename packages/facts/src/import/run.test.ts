// The runner's release of a source: the importer's own, else a digest of its files' names and
// sizes, so a new copy of a dataset is imported again on the next start and the same copy is not.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dataSources } from "@tl/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { seededDatabase } from "../test/seeded";
import { analyzeAfterImport, formatOutcome, importersToRun, releaseOf, runImport } from "./run";
import type { Importer } from "./types";

const dir = mkdtempSync(join(tmpdir(), "tl-release-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** An importer of one small file that records how often it ran (it writes nothing else). */
function fileImporter(release?: Importer["release"]) {
  const runs = { count: 0 };
  const importer: Importer = {
    slug: "release-test",
    name: "Release test",
    url: "https://example.org/release-test",
    licence: "CC0",
    licenceUrl: null,
    attribution: "none",
    files: ["games.csv"],
    ...(release ? { release } : {}),
    run: (_tx, _dir, report) => {
      runs.count += 1;
      report.load("games.csv");
      return Promise.resolve();
    },
  };
  return { importer, runs };
}

describe("a source's release", () => {
  const seeded = seededDatabase();

  it("is a digest of the files' names and sizes unless the importer names it", () => {
    writeFileSync(join(dir, "games.csv"), "id\n1\n");
    const { importer } = fileImporter();
    const before = releaseOf(importer, dir);
    expect(before).toMatch(/^files [0-9a-f]{12}$/);
    expect(releaseOf(importer, dir)).toBe(before);
    writeFileSync(join(dir, "games.csv"), "id\n1\n2\n");
    expect(releaseOf(importer, dir)).not.toBe(before);
    expect(releaseOf(fileImporter(() => "v13.0").importer, dir)).toBe("v13.0");
  });

  it("decides whether a start imports the source again", async () => {
    const { db } = seeded.handle;
    writeFileSync(join(dir, "games.csv"), "id\n1\n");
    const { importer, runs } = fileImporter();
    expect(await importersToRun(db, [importer], dir)).toEqual([importer]);
    expect((await runImport(db, importer, dir, { onlyIfNew: true })).status).toBe("imported");
    const [stored] = await db.select({ release: dataSources.release }).from(dataSources).where(eq(dataSources.slug, "release-test"));
    expect(stored?.release).toBe(releaseOf(importer, dir));

    // Same files: nothing to do, and the runner says which release it holds.
    expect(await importersToRun(db, [importer], dir)).toEqual([]);
    const same = await runImport(db, importer, dir, { onlyIfNew: true });
    expect(same.status).toBe("skipped");
    expect(formatOutcome(same)).toBe(`Release test: skipped, already imported (release ${releaseOf(importer, dir)})`);

    // A database holding another release (or one imported before releases were recorded) imports again.
    for (const older of ["files 000000000000", null]) {
      await db.update(dataSources).set({ release: older }).where(eq(dataSources.slug, "release-test"));
      expect(await importersToRun(db, [importer], dir)).toEqual([importer]);
      expect((await runImport(db, importer, dir, { onlyIfNew: true })).status).toBe("imported");
    }
    expect(runs.count).toBe(3);
  });
});

describe("the planner's statistics", () => {
  const seeded = seededDatabase();
  const gamesStatistics = async () => {
    const result = await seeded.handle.db.execute(sql`select 1 from pg_stats where tablename = 'games'`);
    return (result as { rows: unknown[] }).rows.length;
  };

  it("are gathered on a database that has none yet (imported before the step existed)", async () => {
    expect(await gamesStatistics()).toBe(0);
    await analyzeAfterImport(seeded.handle.db, []);
    expect(await gamesStatistics()).toBeGreaterThan(0);
  });
});

describe("the player seasons after an import", () => {
  const seeded = seededDatabase();

  it("are stored in league-season order (a season's leaders are read from few pages)", async () => {
    const { db } = seeded.handle;
    // Written as the importers write them: person by person, each one's seasons in turn.
    await db.execute(sql`insert into player_seasons (person_id, league_id, team_id, year, stint, kind, stats)
      select p.id, l.id, 1, y, 1, 'batting', '{}'::jsonb
      from (select id from people order by id limit 3) p, (select id from leagues order by id limit 2) l, generate_series(2003, 2001, -1) y
      order by p.id, y, l.id desc`);
    await analyzeAfterImport(db, []);
    const result = await db.execute(sql`select league_id, year from player_seasons order by ctid`);
    const stored = (result as { rows: { league_id: number; year: number }[] }).rows;
    expect(stored.length).toBeGreaterThan(0);
    const ordered = [...stored].sort((a, b) => a.league_id - b.league_id || a.year - b.year);
    expect(stored).toEqual(ordered);
  });
});
