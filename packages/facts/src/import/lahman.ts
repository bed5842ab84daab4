// The Lahman Baseball Database (1871-2023): MLB franchises and their standings, every person
// with their career as player and manager, awards and postseason series. Franchises map to
// our curated teams through keys.lahman; the others become teams of their own ("lahman:BLO").
// Everything is aggregated in memory, then upserted on natural keys, so a re-import changes
// nothing. The report counts source rows: for every file, each row is loaded (report.load
// under the file's name) or rejected with a reason prefixed by the file's name.
import { join } from "node:path";
import { leagues, people, seasons, standings } from "@tl/db/schema";
import { eq } from "drizzle-orm";
import { readCsv, type CsvRow } from "../datasets/csv";
import { inBatches } from "../shared/batches";
import { yearOf } from "../shared/dates";
import { seasonEndYear, seasonName } from "../shared/seasons";
import { excludedColumns } from "../shared/upsert";
import { namesUnlessCurated } from "./curated-people";
import { knownCities } from "./lahman-cities";
import { personRows } from "./lahman-people";
import { writeAwards, writeCoaches, writePlayers, writeSeries, type LahmanContext } from "./lahman-roles";
import { standingRows } from "./lahman-standings";
import { franchiseResolver, teamSeason, type TeamSeason } from "./lahman-team-seasons";
import { writeTeams } from "./lahman-teams";
import { int, LAHMAN_FILES, tally } from "./lahman-util";
import { scheduleLength, writeSeasonCounts, type SeasonCounts } from "./season-counts";
import type { Importer, Transaction } from "./types";

export { DUPLICATE_AWARD, LAHMAN_FILES } from "./lahman-util";

/** Read for city names only (to split "St. Louis Maroons" into city and nickname); not imported. */
const PARKS = "Parks.csv";
/** Read for each season's first and last dates only (the spans of every club's home games). */
const HOME_GAMES = "HomeGames.csv";

/**
 * Each season's size: the clubs of every major league that year, their games (each counted by
 * both clubs in Teams.csv G, so halved) plus the postseason series' games, the schedule length
 * most clubs played, and the first and last dates of the home games.
 */
export function lahmanSeasonCounts(
  teamSeasons: readonly TeamSeason[],
  series: readonly CsvRow[],
  homeGames: readonly CsvRow[],
): SeasonCounts[] {
  const byYear = new Map<number, TeamSeason[]>();
  for (const s of teamSeasons) byYear.set(s.year, [...(byYear.get(s.year) ?? []), s]);
  const postseason = new Map<number, number>();
  for (const row of series)
    postseason.set(int(row.yearID), (postseason.get(int(row.yearID)) ?? 0) + int(row.wins) + int(row.losses) + int(row.ties));
  const spans = new Map<number, { first: string; last: string }>();
  for (const row of homeGames) {
    const [year, first, last] = [int(row.yearkey), row.spanfirst ?? "", row.spanlast ?? ""];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(first) || !/^\d{4}-\d{2}-\d{2}$/.test(last)) continue;
    const span = spans.get(year);
    spans.set(year, { first: span && span.first < first ? span.first : first, last: span && span.last > last ? span.last : last });
  }
  return [...byYear.entries()].map(([year, clubs]) => ({
    year,
    teamsCount: clubs.length,
    gamesCount: Math.round(clubs.reduce((sum, club) => sum + club.games, 0) / 2) + (postseason.get(year) ?? 0),
    regularSeasonGames: scheduleLength(clubs.map((club) => club.games)),
    startDate: spans.get(year)?.first,
    endDate: spans.get(year)?.last,
  }));
}

export const lahmanImporter: Importer = {
  slug: "lahman",
  name: "Lahman Baseball Database",
  url: "https://sabr.org/lahman-database/",
  licence: "CC BY-SA 3.0",
  licenceUrl: "https://creativecommons.org/licenses/by-sa/3.0/",
  attribution:
    "This database is copyright 1996-2024 by Sean Lahman. This work is licensed under a Creative Commons Attribution-ShareAlike 3.0 Unported License.",
  files: [...Object.values(LAHMAN_FILES), PARKS, HOME_GAMES].map((file) => `lahman/${file}`),

  async run(tx: Transaction, datasetsDir, report, progress) {
    const read = (file: string) => readCsv(join(datasetsDir, "lahman", file));
    const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.slug, "mlb"));
    if (!league) throw new Error("the MLB league is not seeded; start the server (or seed) before importing");
    const leagueId = league.id;

    // 1. Franchises and team-seasons.
    const franchiseRows = read(LAHMAN_FILES.franchises);
    const franchIDs = new Set(franchiseRows.map((row) => row.franchID ?? ""));
    const teamsFile = tally(report, LAHMAN_FILES.teams);
    const seen = new Set<string>();
    const teamSeasons: TeamSeason[] = [];
    for (const season of read(LAHMAN_FILES.teams).map(teamSeason)) {
      const key = `${String(season.year)}:${season.franchID}`;
      if (!franchIDs.has(season.franchID)) teamsFile.reject("franchID not in TeamsFranchises.csv");
      else if (season.year < 1871 || seen.has(key)) teamsFile.reject("no season year, or a second row for the franchise that season");
      else {
        seen.add(key);
        teamSeasons.push(season);
      }
    }
    const teamOf = await writeTeams(tx, leagueId, franchiseRows, teamSeasons, knownCities(read(PARKS)));
    const franchisesFile = tally(report, LAHMAN_FILES.franchises);
    for (const row of franchiseRows) {
      if (teamOf.has(row.franchID ?? "")) franchisesFile.load();
      else franchisesFile.reject("franchise with no season in Teams.csv");
    }
    const franchiseOf = franchiseResolver(teamSeasons);

    // 2. Seasons.
    const years = [...new Set(teamSeasons.map((s) => s.year))].sort((a, b) => a - b);
    const firstYear = years[0] ?? 1871;
    const lastYear = years.at(-1) ?? firstYear;
    await tx
      .insert(seasons)
      .values(years.map((year) => ({ leagueId, startYear: year, endYear: seasonEndYear("mlb", year), name: seasonName("mlb", year) })))
      .onConflictDoNothing();
    const seasonIds = new Map(
      (await tx.select({ id: seasons.id, year: seasons.startYear }).from(seasons).where(eq(seasons.leagueId, leagueId))).map((row) => [
        row.year,
        row.id,
      ]),
    );

    // 3. Standings.
    const standingList = standingRows(teamSeasons, teamOf, seasonIds);
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
      leagueId,
      report,
      progress,
      read,
      teamOf,
      franchiseOf,
      seasonIds,
      personIds,
      debuts: new Map(named.map((row) => [row.playerID ?? "", { debut: yearOf(row.debut), final: yearOf(row.finalGame) }])),
      champions: new Set(teamSeasons.filter((s) => s.wsWin).map((s) => `${String(s.year)}:${s.franchID}`)),
      lastYear,
    };
    await writePlayers(ctx);
    await writeCoaches(ctx);
    await writeAwards(ctx);
    await writeSeries(ctx);
    await writeSeasonCounts(tx, leagueId, lahmanSeasonCounts(teamSeasons, read(LAHMAN_FILES.series), read(HOME_GAMES)));

    report.coverage = [{ league: "mlb", firstYear, lastYear }];
  },
};
