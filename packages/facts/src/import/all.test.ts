// Every importer on one database, as `pnpm start` runs them: sources share tables (people
// from Lahman and from the Hockey Databank share slugs), so they must load together, and
// loading them all again must change nothing.
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { games, people, players, postseasonSeries, standings } from "@tl/db/schema";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { datasetsDir } from "../datasets/locate";
import { seedIfEmpty } from "../seed/index";
import { needsDatasets } from "../test/datasets";
import { IMPORTERS, runImport } from "./run";

const dir = datasetsDir();

describe("all importers together", needsDatasets(IMPORTERS.flatMap((importer) => importer.files)), () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase();
    await handle.migrate();
    await seedIfEmpty(handle);
  });
  afterAll(() => handle.close());

  const totals = async () => ({
    people: (await handle.db.select({ n: count() }).from(people))[0]?.n,
    players: (await handle.db.select({ n: count() }).from(players))[0]?.n,
    standings: (await handle.db.select({ n: count() }).from(standings))[0]?.n,
    games: (await handle.db.select({ n: count() }).from(games))[0]?.n,
    series: (await handle.db.select({ n: count() }).from(postseasonSeries))[0]?.n,
  });

  it("load one after another, then again without changing anything", async () => {
    for (const importer of IMPORTERS) expect((await runImport(handle.db, importer, dir ?? "")).status, importer.name).toBe("imported");
    const first = await totals();
    expect(first.people).toBeGreaterThan(25_000);
    // Retrosheet's 233,638 MLB games and the postseason logs, 538's NBA and NFL games, the NHL's valid seasons, college football 2025.
    expect(first.games).toBeGreaterThan(325_000);
    for (const importer of IMPORTERS) await runImport(handle.db, importer, dir ?? "");
    expect(await totals()).toEqual(first);
    // As an API process starting on an imported database does: nothing to do.
    for (const importer of IMPORTERS) expect((await runImport(handle.db, importer, dir ?? "", { onlyIfNew: true })).status).toBe("skipped");
  }, 600_000);
});
