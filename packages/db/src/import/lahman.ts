// The Lahman Baseball Database (1871-2023): MLB franchises and their standings, every person
// with their career as player and manager, awards and postseason series. Franchises map to
// our curated teams through keys.lahman; the others become teams of their own ("lahman:BLO").
// Everything is aggregated in memory, then upserted on natural keys, so a re-import changes
// nothing. The report counts source rows: for every file, each row is loaded (report.load
// under the file's name) or rejected with a reason prefixed by the file's name.
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { readCsv, type CsvRow } from "../datasets/csv";
import { awards, coaches, leagues, people, players, postseasonSeries, seasons, standings } from "../schema/index";
import { seasonEndYear, seasonName } from "../seed/seasons";
import { careerStats, Careers, coachCareers, personRows, positionOf, type ManagerSeason } from "./lahman-people";
import { franchiseResolver, knownCities, standingRows, teamSeason, writeTeams, type TeamSeason } from "./lahman-teams";
import { excludedColumns, inBatches, int, yearOf } from "./lahman-util";
import type { ImportReport, Importer, Transaction } from "./types";

export const LAHMAN_FILES = {
  franchises: "TeamsFranchises.csv",
  teams: "Teams.csv",
  people: "People.csv",
  batting: "Batting.csv",
  pitching: "Pitching.csv",
  appearances: "Appearances.csv",
  allStars: "AllstarFull.csv",
  playerAwards: "AwardsPlayers.csv",
  managers: "Managers.csv",
  managerAwards: "AwardsManagers.csv",
  series: "SeriesPost.csv",
} as const;
/** Read for city names only (to split "St. Louis Maroons" into city and nickname); not imported. */
const PARKS = "Parks.csv";

export const DUPLICATE_AWARD = "duplicate award row (tie or two leagues)";

/** Counts one file's rows: each is loaded or rejected with a reason. */
function tally(report: ImportReport, file: string) {
  return {
    load: (count = 1) => {
      report.load(file, count);
    },
    reject: (reason: string, count = 1) => {
      report.reject(`${file}: ${reason}`, count);
    },
  };
}

export const lahmanImporter: Importer = {
  slug: "lahman",
  name: "Lahman Baseball Database",
  url: "https://sabr.org/lahman-database/",
  licence: "CC BY-SA 3.0",
  licenceUrl: "https://creativecommons.org/licenses/by-sa/3.0/",
  attribution: "This database is copyright 1996-2024 by Sean Lahman. This work is licensed under a Creative Commons Attribution-ShareAlike 3.0 Unported License.",
  files: [...Object.values(LAHMAN_FILES), PARKS].map((file) => `lahman/${file}`),

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
      (await tx.select({ id: seasons.id, year: seasons.startYear }).from(seasons).where(eq(seasons.leagueId, leagueId))).map((row) => [row.year, row.id]),
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
    const owners = new Map((await tx.select({ slug: people.slug, sourceKey: people.sourceKey }).from(people)).map((row) => [row.slug, row.sourceKey]));
    const personList = personRows(named, owners);
    const personIds = new Map<string, number>();
    progress.start("Lahman people", personList.length);
    await inBatches(personList, async (batch) => {
      const written = await tx
        .insert(people)
        .values(batch)
        .onConflictDoUpdate({
          target: people.sourceKey,
          set: excludedColumns(["slug", "firstName", "lastName", "fullName", "birthDate", "birthPlace", "deathDate", "height", "weight"] as const),
        })
        .returning({ id: people.id, sourceKey: people.sourceKey });
      for (const row of written) personIds.set((row.sourceKey ?? "").slice("lahman:".length), row.id);
      progress.tick(batch.length);
    });
    progress.stop();
    peopleFile.load(personList.length);
    const debuts = new Map(named.map((row) => [row.playerID ?? "", { debut: yearOf(row.debut), final: yearOf(row.finalGame) }]));

    // 5. Players.
    const careers = new Careers();
    const stats = [
      [LAHMAN_FILES.batting, (row: CsvRow) => careers.batting(row)],
      [LAHMAN_FILES.pitching, (row: CsvRow) => careers.pitching(row)],
      [LAHMAN_FILES.appearances, (row: CsvRow) => careers.appearances(row)],
    ] as const;
    for (const [file, add] of stats) {
      const counts = tally(report, file);
      for (const row of read(file)) {
        if (personIds.has(row.playerID ?? "")) {
          add(row);
          counts.load();
        } else counts.reject("player not in People.csv");
      }
    }
    const allStarsFile = tally(report, LAHMAN_FILES.allStars);
    for (const row of read(LAHMAN_FILES.allStars)) {
      if (careers.allStar(row)) allStarsFile.load();
      else allStarsFile.reject("no Batting, Pitching or Appearances row for the player");
    }
    const champions = new Set(teamSeasons.filter((s) => s.wsWin).map((s) => `${String(s.year)}:${s.franchID}`));
    const championTeamSeasons = (keys: Set<string>) =>
      new Set(
        [...keys].flatMap((key) => {
          const [year = "", teamID = ""] = key.split(":");
          return champions.has(`${year}:${franchiseOf(Number(year), teamID) ?? ""}`) ? [year] : [];
        }),
      ).size;
    const playerList = [...careers.byPlayer.values()].map((career) => {
      const position = positionOf(career);
      const played = [...career.years];
      const known = debuts.get(career.playerID);
      const debutYear = known?.debut ?? Math.min(...played);
      const finalYear = known?.final ?? Math.max(...played);
      const last = career.last;
      return {
        personId: personIds.get(career.playerID) ?? 0,
        leagueId,
        currentTeamId: (last && teamOf.get(franchiseOf(last.year, last.teamID) ?? "")?.id) ?? null,
        position,
        debutYear,
        finalYear,
        yearsPro: finalYear - debutYear + 1,
        careerStats: careerStats(career, position === "Pitcher"),
        allStarSelections: career.allStarYears.size,
        championshipsWon: championTeamSeasons(career.teamSeasons),
        isActive: career.years.has(lastYear),
      };
    });
    progress.start("Lahman players", playerList.length);
    await inBatches(playerList, async (batch) => {
      await tx
        .insert(players)
        .values(batch)
        .onConflictDoUpdate({
          target: [players.personId, players.leagueId],
          set: excludedColumns([
            "currentTeamId",
            "position",
            "debutYear",
            "finalYear",
            "yearsPro",
            "careerStats",
            "allStarSelections",
            "championshipsWon",
            "isActive",
          ] as const),
        });
      progress.tick(batch.length);
    });
    progress.stop();

    // 6-7. Managers, then awards of players and managers.
    const managersFile = tally(report, LAHMAN_FILES.managers);
    const managerSeasons: ManagerSeason[] = [];
    for (const row of read(LAHMAN_FILES.managers)) {
      const franchID = franchiseOf(int(row.yearID), row.teamID ?? "");
      if (!personIds.has(row.playerID ?? "")) managersFile.reject("manager not in People.csv");
      else if (!franchID || !teamOf.has(franchID)) managersFile.reject("team not in Teams.csv");
      else {
        managersFile.load();
        managerSeasons.push({ playerID: row.playerID ?? "", year: int(row.yearID), inseason: int(row.inseason), franchID, games: int(row.G), wins: int(row.W), losses: int(row.L) });
      }
    }
    const coachList = coachCareers(managerSeasons, champions).map((career) => {
      const team = teamOf.get(career.lastFranchID);
      return {
        personId: personIds.get(career.playerID) ?? 0,
        leagueId,
        currentTeamId: team?.id ?? null,
        position: "Manager",
        yearsCoaching: career.years,
        yearsWithCurrentTeam: career.yearsWithLast,
        previousTeams: career.previous.map((franchID) => teamOf.get(franchID)?.displayName ?? franchID),
        wins: career.wins,
        losses: career.losses,
        championshipsWon: career.championships,
        isActive: career.lastYear === lastYear,
      };
    });
    await inBatches(coachList, (batch) =>
      tx
        .insert(coaches)
        .values(batch)
        .onConflictDoUpdate({
          target: [coaches.personId, coaches.leagueId],
          set: excludedColumns(["currentTeamId", "position", "yearsCoaching", "yearsWithCurrentTeam", "previousTeams", "wins", "losses", "championshipsWon", "isActive"] as const),
        }),
    );

    const awardRows = new Map<string, { personId: number; leagueId: number; name: string; year: number; leagues: string[] }>();
    for (const file of [LAHMAN_FILES.playerAwards, LAHMAN_FILES.managerAwards]) {
      const counts = tally(report, file);
      for (const row of read(file)) {
        const personId = personIds.get(row.playerID ?? "");
        const name = row.awardID ?? "";
        const year = int(row.yearID);
        if (personId === undefined) {
          counts.reject("person not in People.csv");
          continue;
        }
        if (!name || !year) {
          counts.reject("no award name or year");
          continue;
        }
        const key = `${String(personId)}|${name}|${String(year)}`;
        const held = awardRows.get(key);
        if (held) {
          if (row.lgID && !held.leagues.includes(row.lgID)) held.leagues.push(row.lgID);
          counts.reject(DUPLICATE_AWARD);
        } else {
          awardRows.set(key, { personId, leagueId, name, year, leagues: row.lgID ? [row.lgID] : [] });
          counts.load();
        }
      }
    }
    const awardList = [...awardRows.values()].map(({ leagues: codes, ...award }) => ({ ...award, notes: codes.sort().join(", ") || null }));
    await inBatches(awardList, (batch) =>
      tx
        .insert(awards)
        .values(batch)
        .onConflictDoUpdate({ target: [awards.personId, awards.name, awards.year], set: excludedColumns(["leagueId", "notes"] as const) }),
    );

    // 8. Postseason series.
    const seriesFile = tally(report, LAHMAN_FILES.series);
    const seriesKeys = new Set<string>();
    const seriesList = read(LAHMAN_FILES.series).flatMap((row) => {
      const year = int(row.yearID);
      const winner = teamOf.get(franchiseOf(year, row.teamIDwinner ?? "") ?? "");
      const loser = teamOf.get(franchiseOf(year, row.teamIDloser ?? "") ?? "");
      const seasonId = seasonIds.get(year);
      if (!winner || !loser || seasonId === undefined || !row.round) {
        seriesFile.reject("a team or season not in Teams.csv, or no round");
        return [];
      }
      const key = `${String(seasonId)}|${row.round}|${String(winner.id)}|${String(loser.id)}`;
      if (seriesKeys.has(key)) {
        seriesFile.reject("a second row for the same season, round and teams");
        return [];
      }
      seriesKeys.add(key);
      seriesFile.load();
      return [{ leagueId, seasonId, round: row.round, winnerTeamId: winner.id, loserTeamId: loser.id, winnerWins: int(row.wins), loserWins: int(row.losses), ties: int(row.ties) }];
    });
    await inBatches(seriesList, (batch) =>
      tx
        .insert(postseasonSeries)
        .values(batch)
        .onConflictDoUpdate({
          target: [postseasonSeries.seasonId, postseasonSeries.round, postseasonSeries.winnerTeamId, postseasonSeries.loserTeamId],
          set: excludedColumns(["leagueId", "winnerWins", "loserWins", "ties"] as const),
        }),
    );

    report.coverage = [{ league: "mlb", firstYear, lastYear }];
  },
};
