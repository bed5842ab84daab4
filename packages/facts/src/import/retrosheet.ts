// Retrosheet's game logs: every MLB regular-season game since 1871 and every postseason game of
// the logs (through 2023), with line scores, park, attendance and notes, each linked to its
// season and, in the postseason, to its series. From the regular-season games, the home and
// away records and the closing streak Lahman's standings lack. Runs after the Lahman importer,
// whose teams, seasons, standings and postseason series it joins.
import { championships, leagues, seasons } from "@tl/db/schema";
import { eq } from "drizzle-orm";
import { LAHMAN_FOLDERS, lahmanFolder } from "../datasets/lahman-folder";
import { seasonEndYear, seasonName } from "../shared/seasons";
import { ALL_STAR_FILE, FIRST_SEASON, LAST_SEASON, logPath, POSTSEASON_FILES, regularSeasonFiles } from "./retrosheet-files";
import { gameRows, writeGames, type GameRow } from "./retrosheet-games";
import { readLogs } from "./retrosheet-read";
import { readSeries } from "./retrosheet-series";
import { fillStandings, tallySeasons } from "./retrosheet-standings";
import { clubFiles, readClubs } from "./retrosheet-teams";
import type { Importer, ImportReport, Transaction } from "./types";

const LOG_FILES = [...regularSeasonFiles(), ...POSTSEASON_FILES, ALL_STAR_FILE].map(logPath);

export const DUPLICATE_GAME = "a second game with the same date, teams and game number";

/** Every MLB season from 1871 to 2025, created where the Lahman import has not (ids by year). */
async function seasonIdsFor(tx: Transaction, leagueId: number): Promise<Map<number, number>> {
  const years = Array.from({ length: LAST_SEASON - FIRST_SEASON + 1 }, (_, i) => FIRST_SEASON + i);
  const values = years.map((year) => ({ leagueId, startYear: year, endYear: seasonEndYear("mlb", year), name: seasonName("mlb", year) }));
  await tx.insert(seasons).values(values).onConflictDoNothing();
  const rows = await tx.select({ id: seasons.id, year: seasons.startYear }).from(seasons).where(eq(seasons.leagueId, leagueId));
  return new Map(rows.map((row) => [row.year, row.id]));
}

/** One row per slug: the first wins, the others are rejected. */
function distinct(rows: GameRow[], report: ImportReport): GameRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.has(row.slug)) {
      report.reject(DUPLICATE_GAME);
      return false;
    }
    seen.add(row.slug);
    return true;
  });
}

export const retrosheetImporter: Importer = {
  slug: "retrosheet-gamelogs",
  name: "Retrosheet game logs",
  url: "https://www.retrosheet.org/",
  licence: "Retrosheet notice",
  licenceUrl: "https://www.retrosheet.org/",
  attribution:
    'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".',
  /** In the default datasets folder (the tests name these); the runner asks filesIn for the folder it imports from. */
  files: [...LOG_FILES, ...clubFiles(LAHMAN_FOLDERS[0])],
  // Lahman's files count as ours: a new Lahman release changes this source's release, so the
  // games and the standings' home and away records are written again over the new standings.
  filesIn: (dir) => [...LOG_FILES, ...clubFiles(lahmanFolder(dir))],

  async run(tx: Transaction, datasetsDir, report, progress) {
    const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.slug, "mlb"));
    const [worldSeries] = await tx
      .select({ id: championships.id, name: championships.name })
      .from(championships)
      .where(eq(championships.slug, "world-series"));
    if (!league || !worldSeries) throw new Error("MLB and the World Series are not seeded; start the server (or seed) before importing");
    const clubs = await readClubs(tx, datasetsDir);
    const logs = await readLogs(datasetsDir, clubs, await readSeries(tx), report, progress);

    const seasonIds = await seasonIdsFor(tx, league.id);
    const rows = distinct(gameRows(logs, { leagueId: league.id, seasonIds, worldSeries, venueOf: clubs.venueOf }), report);
    progress.start("Retrosheet games", rows.length);
    await writeGames(tx, league.id, rows, (count) => {
      progress.tick(count);
    });
    progress.stop();
    report.load("games", rows.length);
    report.load("standings (home, away, streak)", await fillStandings(tx, tallySeasons(logs.regular, seasonIds).values()));
    report.coverage = [{ league: "mlb", firstYear: FIRST_SEASON, lastYear: LAST_SEASON }];
  },
};
