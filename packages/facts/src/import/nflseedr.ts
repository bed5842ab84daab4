// nflseedR's NFL standings (2016-2023): the seasons after FiveThirtyEight's games file ends
// (2021-2023) get their standings from it, W-L-T, win percentage, conference, division and
// the division rank nflseedR's tie-breakers give; no games behind, as the standings we derive
// from the games have none. Its 2016-2020 rows are not written: the
// standings derived from the games stand, and a test checks that the two agree. Run it after
// the FiveThirtyEight NFL games importer.
import { join } from "node:path";
import { leagues, seasons } from "@tl/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import { readCsv } from "../datasets/csv";
import { seasonEndYear, seasonName } from "../shared/seasons";
import { DIVISIONS_FILE, readSeedrRows, STANDINGS_FILE, type SeedrRow } from "./nflseedr-file";
import { writeSeedrStandings } from "./nflseedr-standings";
import { scheduleLength } from "./season-counts";
import type { Importer, Transaction } from "./types";

/** Creates the seasons the rows name, sized as the rows show them; returns their ids by start year. */
async function seasonIdsFor(tx: Transaction, leagueId: number, rows: readonly SeedrRow[]): Promise<Map<number, number>> {
  const years = [...new Set(rows.map((row) => row.season))];
  if (years.length === 0) return new Map();
  const values = years.map((year) => ({ leagueId, startYear: year, endYear: seasonEndYear("nfl", year), name: seasonName("nfl", year) }));
  await tx.insert(seasons).values(values).onConflictDoNothing();
  for (const year of years) {
    const ofYear = rows.filter((row) => row.season === year);
    // The length most teams played (2022: Buffalo and Cincinnati 16, their game cancelled). The
    // games count and dates are left as they are: the file has no games.
    await tx
      .update(seasons)
      .set({ teamsCount: ofYear.length, regularSeasonGames: scheduleLength(ofYear.map((row) => row.games)) })
      .where(and(eq(seasons.leagueId, leagueId), eq(seasons.startYear, year)));
  }
  const stored = await tx
    .select({ id: seasons.id, year: seasons.startYear })
    .from(seasons)
    .where(and(eq(seasons.leagueId, leagueId), inArray(seasons.startYear, years)));
  return new Map(stored.map((row) => [row.year, row.id]));
}

export const nflseedrImporter: Importer = {
  slug: "nflseedr-standings",
  name: "nflseedR NFL standings",
  url: "https://github.com/nflverse/nflseedR",
  licence: "MIT License",
  licenceUrl: "https://opensource.org/license/mit",
  attribution: "NFL standings 2016-2023 from nflseedR, Copyright (c) 2021 Lee Sharpe, Sebastian Carl, used under the MIT License.",
  files: [STANDINGS_FILE, DIVISIONS_FILE],

  async run(tx, datasetsDir, report, progress) {
    const rows = readCsv(join(datasetsDir, STANDINGS_FILE));
    const divisions = readCsv(join(datasetsDir, DIVISIONS_FILE));
    const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.slug, "nfl"));
    if (!league) throw new Error("the NFL league is not seeded; start the server (or seed) before importing");
    const accepted = readSeedrRows(rows, divisions, report, progress);
    const seasonIds = await seasonIdsFor(tx, league.id, accepted);
    report.load("standings", await writeSeedrStandings(tx, accepted, seasonIds));
    const years = accepted.map((row) => row.season);
    if (years.length > 0) report.coverage = [{ league: "nfl", firstYear: Math.min(...years), lastYear: Math.max(...years) }];
  },
};
