// Which Lahman folder the importer reads and which release it records: `lahman-2025/` when the
// datasets folder has it, the older `lahman/` only when it is all there is; and a database
// imported from the older release is brought up to date by the next start's import, with
// nothing duplicated.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { dataSources, leagues, people, players, seasons, standings } from "@tl/db/schema";
import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "../datasets/csv";
import { lahmanFolder, lahmanRelease } from "../datasets/lahman-folder";
import { datasetsDir } from "../datasets/locate";
import { seedIfEmpty } from "../seed/index";
import { needsDatasets } from "../test/datasets";
import { LAHMAN_FILES, lahmanFiles, lahmanImporter } from "./lahman";
import { leagueSlugOf } from "./lahman-leagues";
import { formatOutcome, importersToRun, runImport } from "./run";

const IMPORT_TIMEOUT = 240_000;

/** A temporary datasets folder holding the given Lahman folders (empty, or links to the real ones). */
function datasetsWith(folders: Record<string, string | null>): string {
  const dir = mkdtempSync(join(tmpdir(), "tl-lahman-"));
  for (const [name, target] of Object.entries(folders)) {
    if (target) symlinkSync(target, join(dir, name));
    else mkdirSync(join(dir, name));
  }
  return dir;
}

describe("the Lahman folder and release", () => {
  const made: string[] = [];
  const temp = (folders: Record<string, string | null>) => {
    const dir = datasetsWith(folders);
    made.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    { case: "both folders", folders: ["lahman-2025", "lahman"], read: "lahman-2025" },
    { case: "only the older one", folders: ["lahman"], read: "lahman" },
    { case: "only the 2025 release", folders: ["lahman-2025"], read: "lahman-2025" },
    { case: "neither (the files then show as missing)", folders: [], read: "lahman-2025" },
  ])("reads $read when the datasets folder has $case", ({ folders, read }) => {
    const dir = temp(Object.fromEntries(folders.map((folder) => [folder, null])));
    expect(lahmanFolder(dir)).toBe(read);
    expect(lahmanImporter.filesIn?.(dir)).toEqual(lahmanFiles(read));
    expect(lahmanFiles(read)).toContain(`${read}/Teams.csv`);
  });

  it("takes the release from the folder's own notes (lines as the two releases write them)", () => {
    const dir = temp({ "lahman-2025": null, lahman: null });
    writeFileSync(
      join(dir, "lahman-2025", "SOURCE.txt"),
      "Teams rows=3614 cols=48 years=1871-2025\nSeriesPost rows=440 cols=9 years=1884-2025\n",
    );
    writeFileSync(join(dir, "lahman", "lahman-readme.txt"), "The Lahman Baseball Database 1871-2023\nRelease Date: April 4, 2024\n");
    expect(lahmanRelease(join(dir, "lahman-2025"))).toBe("1871-2025");
    expect(lahmanRelease(join(dir, "lahman"))).toBe("1871-2023");
    // The importer's revision goes with it (importer-revision.ts): 2 writes the per-season rows.
    expect(lahmanImporter.release?.(dir)).toBe("1871-2025 (importer 3)");
    // Without notes the folder's name stands for the release.
    expect(lahmanImporter.release?.(temp({ lahman: null }))).toBe("lahman (importer 3)");
  });

  it("skips a datasets folder without the files, naming the newest release's", async () => {
    const handle = await openDatabase();
    try {
      const outcome = await runImport(handle.db, lahmanImporter, temp({}));
      expect(outcome.status).toBe("skipped");
      expect(outcome.missing).toEqual(lahmanFiles("lahman-2025"));
      expect(formatOutcome(outcome)).toMatch(/^SABR Lahman Baseball Database: skipped, missing lahman-2025\/TeamsFranchises\.csv, /);
    } finally {
      await handle.close();
    }
  });
});

const real = datasetsDir() ?? "";

describe(
  "a database imported from the older Lahman release",
  needsDatasets([...lahmanFiles("lahman-2025"), ...lahmanFiles("lahman"), "lahman/lahman-readme.txt", "lahman-2025/SOURCE.txt"]),
  () => {
    let handle: DatabaseHandle;
    let older: string;
    beforeAll(async () => {
      handle = await openDatabase();
      await handle.migrate();
      await seedIfEmpty(handle);
      older = datasetsWith({ lahman: join(real, "lahman") });
    });
    afterAll(async () => {
      await handle.close();
      rmSync(older, { recursive: true, force: true });
    });

    const standingsByLeague = async () =>
      Object.fromEntries(
        (
          await handle.db
            .select({ league: leagues.slug, n: count() })
            .from(standings)
            .innerJoin(seasons, eq(standings.seasonId, seasons.id))
            .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
            .groupBy(leagues.slug)
        ).map((row) => [row.league, row.n]),
      );
    const expectedStandings = (folder: string) => {
      const expected: Record<string, number> = {};
      for (const row of readCsv(join(real, folder, LAHMAN_FILES.teams)))
        expected[leagueSlugOf(row.lgID ?? "")] = (expected[leagueSlugOf(row.lgID ?? "")] ?? 0) + 1;
      return expected;
    };
    const lahmanPeople = async () => (await handle.db.select({ n: count() }).from(people).where(like(people.sourceKey, "lahman:%")))[0]?.n;

    it(
      "is brought up to date by the next start's import, once, with nothing duplicated",
      async () => {
        const first = await runImport(handle.db, lahmanImporter, older);
        expect(first).toMatchObject({ status: "imported", release: "1871-2023 (importer 3)" });
        expect(await standingsByLeague()).toEqual(expectedStandings("lahman"));
        const [source] = await handle.db.select().from(dataSources).where(eq(dataSources.slug, "lahman"));
        expect(source).toMatchObject({ release: "1871-2023 (importer 3)", coverage: [{ league: "mlb", firstYear: 1871, lastYear: 2023 }] });

        // The next start finds the 2025 release beside it: the source is due, and imported.
        expect(await importersToRun(handle.db, [lahmanImporter], real)).toEqual([lahmanImporter]);
        const upgrade = await runImport(handle.db, lahmanImporter, real, { onlyIfNew: true });
        expect(upgrade).toMatchObject({ status: "imported", release: "1871-2025 (importer 3)" });
        // Every team-season of the new release once, in its league's season (the older release's
        // 1871-2023 team-seasons are all in the new one), and each person once.
        expect(await standingsByLeague()).toEqual(expectedStandings("lahman-2025"));
        expect(await lahmanPeople()).toBe(readCsv(join(real, "lahman-2025", LAHMAN_FILES.people)).length);
        const [ohtani] = await handle.db
          .select({ final: players.finalYear })
          .from(players)
          .innerJoin(people, eq(players.personId, people.id))
          .where(eq(people.sourceKey, "lahman:ohtansh01"));
        expect(ohtani?.final).toBe(2025);

        // And the start after that has nothing to do.
        expect(await importersToRun(handle.db, [lahmanImporter], real)).toEqual([]);
        expect((await runImport(handle.db, lahmanImporter, real, { onlyIfNew: true })).status).toBe("skipped");
      },
      IMPORT_TIMEOUT,
    );
  },
);
