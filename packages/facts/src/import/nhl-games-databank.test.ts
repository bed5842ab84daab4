// The NHL games importer after the Hockey Databank (the order of a full import): the playoff
// series the Databank already holds (to 2017-18) are the ones the games link to, never written
// a second time under another round name.
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { games, postseasonSeries, seasons, teams } from "@tl/db/schema";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { datasetsDir } from "../datasets/locate";
import { decidingGameSlug } from "../seed/finals";
import { seedIfEmpty } from "../seed/index";
import { needsDatasets } from "../test/datasets";
import { hockeyDatabankImporter } from "./hockey-databank";
import { nhlGamesImporter } from "./nhl-games";
import { runImport } from "./run";

describe(
  "fastRhockey NHL games after the Hockey Databank",
  needsDatasets([...hockeyDatabankImporter.files, ...nhlGamesImporter.files]),
  () => {
    let handle: DatabaseHandle;
    const dir = datasetsDir() ?? "";

    beforeAll(async () => {
      handle = await openDatabase();
      await handle.migrate();
      await seedIfEmpty(handle);
      await runImport(handle.db, hockeyDatabankImporter, dir);
    });
    afterAll(() => handle.close());

    it("links the games to the Databank's series and adds only the later seasons' series", async () => {
      const seriesOf = async (year: number) =>
        handle.db
          .select({
            round: postseasonSeries.round,
            winner: teams.slug,
            wins: postseasonSeries.winnerWins,
            losses: postseasonSeries.loserWins,
          })
          .from(postseasonSeries)
          .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
          .innerJoin(teams, eq(postseasonSeries.winnerTeamId, teams.id))
          .where(eq(seasons.startYear, year))
          .orderBy(postseasonSeries.id);
      const databank2016 = await seriesOf(2016);
      const outcome = await runImport(handle.db, nhlGamesImporter, dir);
      // 2022-23 and 2024-25: 15 each; 2025-26: 11 decided by the snapshot.
      expect(outcome.report.loaded.get("postseason_series")).toBe(41);
      // The Databank's 2016-17 series, rounds and results unchanged (the file agrees with them).
      expect(await seriesOf(2016)).toEqual(databank2016);
      expect(databank2016.filter((s) => s.round === "Stanley Cup Final")).toEqual([
        { round: "Stanley Cup Final", winner: "pittsburgh-penguins", wins: 4, losses: 2 },
      ]);
      const [final] = await handle.db
        .select({ series: postseasonSeries.round })
        .from(games)
        .innerJoin(postseasonSeries, eq(games.seriesId, postseasonSeries.id))
        .where(eq(games.slug, decidingGameSlug("stanley-cup-final", 2016, 6)));
      expect(final).toEqual({ series: "Stanley Cup Final" });
      // Every playoff game of 2009-10 and 2016-17 (89 and 87) is in one of the Databank's 15 series of its season.
      const [linked] = await handle.db
        .select({ n: count() })
        .from(games)
        .innerJoin(postseasonSeries, eq(games.seriesId, postseasonSeries.id))
        .innerJoin(seasons, eq(games.seasonId, seasons.id))
        .where(inArray(seasons.startYear, [2009, 2016]));
      expect(linked?.n).toBe(89 + 87);
      expect(await seriesOf(2009)).toHaveLength(15);
    });
  },
);
