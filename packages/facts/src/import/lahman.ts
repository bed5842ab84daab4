// The SABR Lahman Baseball Database (1871-2025): MLB franchises and their standings, the Negro
// Leagues as leagues of their own (lahman-leagues.ts), every person with their careers as player
// and manager in each league, awards and postseason series. It reads `lahman-2025/`, or the older
// `lahman/` when that is all the datasets folder holds (datasets/lahman-folder.ts). Franchises map
// to our curated teams through keys.lahman; the others become teams of their own ("lahman:BLO").
// Everything is aggregated in memory, then upserted on natural keys, so a re-import changes
// nothing. The report counts source rows: for every file, each row is loaded (report.load
// under the file's name) or rejected with a reason prefixed by the file's name.
import { join } from "node:path";
import { people, standings } from "@tl/db/schema";
import { readCsv, type CsvRow } from "../datasets/csv";
import { LAHMAN_FOLDERS, lahmanFolder, lahmanRelease } from "../datasets/lahman-folder";
import { datasetsDir as defaultDatasetsDir } from "../datasets/locate";
import { inBatches } from "../shared/batches";
import { yearOf } from "../shared/dates";
import { excludedColumns } from "../shared/upsert";
import { namesUnlessCurated } from "./curated-people";
import { knownCities } from "./lahman-cities";
import { lahmanLeagueIds } from "./lahman-leagues";
import { personRows } from "./lahman-people";
import { writePlayers } from "./lahman-players";
import { writeAwards, writeCoaches, writeSeries, type LahmanContext } from "./lahman-roles";
import { coverageOf, writeLahmanSeasonCounts, writeSeasons } from "./lahman-seasons";
import { standingRows } from "./lahman-standings";
import { franchiseResolver, teamLeagueResolver, teamSeason, type TeamSeason } from "./lahman-team-seasons";
import { writeTeams } from "./lahman-teams";
import { LAHMAN_FILES, tally } from "./lahman-util";
import { withRevision } from "./importer-revision";
import type { Importer, Transaction } from "./types";

export { DUPLICATE_AWARD, LAHMAN_FILES } from "./lahman-util";

/** Read for city names only (to split "St. Louis Maroons" into city and nickname); not imported. */
const PARKS = "Parks.csv";
/** Read for each season's first and last dates only (the spans of every club's home games). */
const HOME_GAMES = "HomeGames.csv";

/** The importer's revision (importer-revision.ts): 2 writes the per-season rows, 3 names the postseason rounds. */
const LAHMAN_REVISION = 3;

/** The files read, in the given Lahman folder. */
export const lahmanFiles = (folder: string) => [...Object.values(LAHMAN_FILES), PARKS, HOME_GAMES].map((file) => `${folder}/${file}`);

export const lahmanImporter: Importer = {
  slug: "lahman",
  name: "SABR Lahman Baseball Database",
  url: "https://sabr.org/lahman-database/",
  licence: "CC BY-SA 3.0",
  licenceUrl: "https://creativecommons.org/licenses/by-sa/3.0/",
  attribution:
    "This database is copyright 1996-2025 by SABR, via a generous donation from Sean Lahman. This work is licensed under a Creative Commons Attribution-ShareAlike 3.0 Unported License.",
  /** In the default datasets folder (tests name these); the runner asks filesIn for the folder it imports from. */
  get files() {
    const dir = defaultDatasetsDir();
    return lahmanFiles(dir ? lahmanFolder(dir) : LAHMAN_FOLDERS[0]);
  },
  filesIn: (dir) => lahmanFiles(lahmanFolder(dir)),
  release: (dir) => withRevision(lahmanRelease(join(dir, lahmanFolder(dir))) ?? lahmanFolder(dir), LAHMAN_REVISION),

  async run(tx: Transaction, datasetsDir, report, progress) {
    const folder = lahmanFolder(datasetsDir);
    const read = (file: string) => readCsv(join(datasetsDir, folder, file));
    const leagueIds = await lahmanLeagueIds(tx);

    // 1. Franchises and team-seasons.
    const franchiseRows = read(LAHMAN_FILES.franchises);
    const franchIDs = new Set(franchiseRows.map((row) => row.franchID ?? ""));
    const teamsFile = tally(report, LAHMAN_FILES.teams);
    const seen = new Set<string>();
    const teamSeasons: TeamSeason[] = [];
    for (const season of read(LAHMAN_FILES.teams).map(teamSeason)) {
      // The 1939 Toledo Crawfords played in two Negro Leagues: a row in each league's season.
      const key = `${String(season.year)}:${season.lgID}:${season.franchID}`;
      if (!franchIDs.has(season.franchID)) teamsFile.reject("franchID not in TeamsFranchises.csv");
      else if (season.year < 1871 || seen.has(key))
        teamsFile.reject("no season year, or a second row for the franchise in a league that season");
      else {
        seen.add(key);
        teamSeasons.push(season);
      }
    }
    const teamOf = await writeTeams(tx, leagueIds, franchiseRows, teamSeasons, knownCities(read(PARKS)));
    const franchisesFile = tally(report, LAHMAN_FILES.franchises);
    for (const row of franchiseRows) {
      if (teamOf.has(row.franchID ?? "")) franchisesFile.load();
      else franchisesFile.reject("franchise with no season in Teams.csv");
    }
    const franchiseOf = franchiseResolver(teamSeasons);

    // 2. Seasons, per league.
    const seasonIdOf = await writeSeasons(tx, leagueIds, teamSeasons);
    const lastYear = Math.max(...teamSeasons.map((s) => s.year));

    // 3. Standings.
    const standingList = standingRows(teamSeasons, teamOf, seasonIdOf);
    await inBatches(standingList, (batch) =>
      tx
        .insert(standings)
        .values(batch)
        .onConflictDoUpdate({
          target: [standings.seasonId, standings.teamId],
          set: excludedColumns([
            "teamCity",
            "teamName",
            "teamAbbreviation",
            "rank",
            "wins",
            "losses",
            "ties",
            "winPercentage",
            "gamesPlayed",
            "gamesBehind",
            "division",
            "conference",
            "playoffPosition",
          ] as const),
        }),
    );
    teamsFile.load(standingList.length);

    // 4. People.
    const peopleFile = tally(report, LAHMAN_FILES.people);
    const named: CsvRow[] = [];
    for (const row of read(LAHMAN_FILES.people)) {
      if (row.nameLast?.trim() && row.playerID) named.push(row);
      else peopleFile.reject("no last name (or no playerID)");
    }
    const owners = new Map(
      (await tx.select({ slug: people.slug, sourceKey: people.sourceKey }).from(people)).map((row) => [row.slug, row.sourceKey]),
    );
    const personList = personRows(named, owners);
    const personIds = new Map<string, number>();
    progress.start("Lahman people", personList.length);
    await inBatches(personList, async (batch) => {
      const written = await tx
        .insert(people)
        .values(batch)
        .onConflictDoUpdate({
          target: people.sourceKey,
          set: { ...excludedColumns(["birthDate", "birthPlace", "deathDate", "height", "weight"] as const), ...namesUnlessCurated() },
        })
        .returning({ id: people.id, sourceKey: people.sourceKey });
      for (const row of written) personIds.set((row.sourceKey ?? "").slice("lahman:".length), row.id);
      progress.tick(batch.length);
    });
    progress.stop();
    peopleFile.load(personList.length);

    // 5-8. Players, managers, awards, postseason series.
    const ctx: LahmanContext = {
      tx,
      leagueIds,
      report,
      progress,
      read,
      teamOf,
      franchiseOf,
      teamLeague: teamLeagueResolver(teamSeasons),
      seasonIdOf,
      personIds,
      debuts: new Map(named.map((row) => [row.playerID ?? "", { debut: yearOf(row.debut), final: yearOf(row.finalGame) }])),
      champions: new Set(teamSeasons.filter((s) => s.wsWin).map((s) => `${String(s.year)}:${s.franchID}`)),
      lastYear,
    };
    await writePlayers(ctx);
    await writeCoaches(ctx);
    await writeAwards(ctx);
    await writeSeries(ctx);
    await writeLahmanSeasonCounts(tx, leagueIds, teamSeasons, read(LAHMAN_FILES.series), read(HOME_GAMES));

    report.coverage = coverageOf(teamSeasons);
  },
};
