// The Lahman importer's second half: players (Batting, Pitching, Appearances, AllstarFull),
// managers (Managers.csv), awards (AwardsPlayers, AwardsManagers) and postseason series,
// each aggregated in memory and upserted on its natural key.
import { awards, coaches, players, postseasonSeries } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { inBatches } from "../shared/batches";
import { excludedColumns } from "../shared/upsert";
import { careerStats, positionOf } from "./lahman-career-stats";
import { Careers } from "./lahman-careers";
import { coachCareers, type ManagerSeason } from "./lahman-managers";
import type { FranchiseTeam } from "./lahman-teams";
import { DUPLICATE_AWARD, int, LAHMAN_FILES, tally } from "./lahman-util";
import type { ImportReport, Progress, Transaction } from "./types";

/** What the first half (teams, seasons, people) hands on. */
export interface LahmanContext {
  tx: Transaction;
  leagueId: number;
  report: ImportReport;
  progress: Progress;
  read: (file: string) => CsvRow[];
  teamOf: Map<string, FranchiseTeam>;
  franchiseOf: (year: number, teamID: string) => string | undefined;
  seasonIds: Map<number, number>;
  /** playerID → people.id */
  personIds: Map<string, number>;
  /** People.csv debut and finalGame years by playerID. */
  debuts: Map<string, { debut: number | null; final: number | null }>;
  /** "year:franchID" of every World Series winner. */
  champions: Set<string>;
  /** The last season in the data (players and managers of it are active). */
  lastYear: number;
}

export async function writePlayers(ctx: LahmanContext): Promise<void> {
  const { tx, leagueId, report, personIds, teamOf, franchiseOf } = ctx;
  const careers = new Careers();
  const stats = [
    [LAHMAN_FILES.batting, (row: CsvRow) => careers.batting(row)],
    [LAHMAN_FILES.pitching, (row: CsvRow) => careers.pitching(row)],
    [LAHMAN_FILES.appearances, (row: CsvRow) => careers.appearances(row)],
  ] as const;
  for (const [file, add] of stats) {
    const counts = tally(report, file);
    for (const row of ctx.read(file)) {
      if (personIds.has(row.playerID ?? "")) {
        add(row);
        counts.load();
      } else counts.reject("player not in People.csv");
    }
  }
  const allStars = tally(report, LAHMAN_FILES.allStars);
  for (const row of ctx.read(LAHMAN_FILES.allStars)) {
    if (careers.allStar(row)) allStars.load();
    else allStars.reject("no Batting, Pitching or Appearances row for the player");
  }
  /** Seasons in which a player appeared for the World Series winner. */
  const titles = (teamSeasons: Set<string>) =>
    new Set(
      [...teamSeasons].flatMap((key) => {
        const [year = "", teamID = ""] = key.split(":");
        return ctx.champions.has(`${year}:${franchiseOf(Number(year), teamID) ?? ""}`) ? [year] : [];
      }),
    ).size;

  const rows = [...careers.byPlayer.values()].map((career) => {
    const position = positionOf(career);
    const played = [...career.years];
    const known = ctx.debuts.get(career.playerID);
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
      championshipsWon: titles(career.teamSeasons),
      isActive: career.years.has(ctx.lastYear),
    };
  });
  ctx.progress.start("Lahman players", rows.length);
  await inBatches(rows, async (batch) => {
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
    ctx.progress.tick(batch.length);
  });
  ctx.progress.stop();
}

export async function writeCoaches(ctx: LahmanContext): Promise<void> {
  const { tx, leagueId, teamOf } = ctx;
  const counts = tally(ctx.report, LAHMAN_FILES.managers);
  const seasons: ManagerSeason[] = [];
  for (const row of ctx.read(LAHMAN_FILES.managers)) {
    const year = int(row.yearID);
    const franchID = ctx.franchiseOf(year, row.teamID ?? "");
    if (!ctx.personIds.has(row.playerID ?? "")) counts.reject("manager not in People.csv");
    else if (!franchID || !teamOf.has(franchID)) counts.reject("team not in Teams.csv");
    else {
      counts.load();
      seasons.push({
        playerID: row.playerID ?? "",
        year,
        inseason: int(row.inseason),
        franchID,
        games: int(row.G),
        wins: int(row.W),
        losses: int(row.L),
      });
    }
  }
  const rows = coachCareers(seasons, ctx.champions).map((career) => ({
    personId: ctx.personIds.get(career.playerID) ?? 0,
    leagueId,
    currentTeamId: teamOf.get(career.lastFranchID)?.id ?? null,
    position: "Manager",
    yearsCoaching: career.years,
    yearsWithCurrentTeam: career.yearsWithLast,
    previousTeams: career.previous.map((franchID) => teamOf.get(franchID)?.displayName ?? franchID),
    wins: career.wins,
    losses: career.losses,
    championshipsWon: career.championships,
    isActive: career.lastYear === ctx.lastYear,
  }));
  await inBatches(rows, (batch) =>
    tx
      .insert(coaches)
      .values(batch)
      .onConflictDoUpdate({
        target: [coaches.personId, coaches.leagueId],
        set: excludedColumns([
          "currentTeamId",
          "position",
          "yearsCoaching",
          "yearsWithCurrentTeam",
          "previousTeams",
          "wins",
          "losses",
          "championshipsWon",
          "isActive",
        ] as const),
      }),
  );
}

/** One award per (person, award, year): ties and awards given in two leagues are merged, notes listing the leagues. */
export async function writeAwards(ctx: LahmanContext): Promise<void> {
  const merged = new Map<string, { personId: number; leagueId: number; name: string; year: number; leagues: string[] }>();
  for (const file of [LAHMAN_FILES.playerAwards, LAHMAN_FILES.managerAwards]) {
    const counts = tally(ctx.report, file);
    for (const row of ctx.read(file)) {
      const personId = ctx.personIds.get(row.playerID ?? "");
      const name = row.awardID ?? "";
      const year = int(row.yearID);
      if (personId === undefined) counts.reject("person not in People.csv");
      else if (!name || !year) counts.reject("no award name or year");
      else {
        const key = `${String(personId)}|${name}|${String(year)}`;
        const held = merged.get(key);
        if (held) {
          if (row.lgID && !held.leagues.includes(row.lgID)) held.leagues.push(row.lgID);
          counts.reject(DUPLICATE_AWARD);
        } else {
          merged.set(key, { personId, leagueId: ctx.leagueId, name, year, leagues: row.lgID ? [row.lgID] : [] });
          counts.load();
        }
      }
    }
  }
  const rows = [...merged.values()].map(({ leagues, ...award }) => ({ ...award, notes: leagues.sort().join(", ") || null }));
  await inBatches(rows, (batch) =>
    ctx.tx
      .insert(awards)
      .values(batch)
      .onConflictDoUpdate({ target: [awards.personId, awards.name, awards.year], set: excludedColumns(["leagueId", "notes"] as const) }),
  );
}

export async function writeSeries(ctx: LahmanContext): Promise<void> {
  const counts = tally(ctx.report, LAHMAN_FILES.series);
  const keys = new Set<string>();
  const rows = ctx.read(LAHMAN_FILES.series).flatMap((row) => {
    const year = int(row.yearID);
    const winner = ctx.teamOf.get(ctx.franchiseOf(year, row.teamIDwinner ?? "") ?? "");
    const loser = ctx.teamOf.get(ctx.franchiseOf(year, row.teamIDloser ?? "") ?? "");
    const seasonId = ctx.seasonIds.get(year);
    if (!winner || !loser || seasonId === undefined || !row.round) {
      counts.reject("a team or season not in Teams.csv, or no round");
      return [];
    }
    const key = `${String(seasonId)}|${row.round}|${String(winner.id)}|${String(loser.id)}`;
    if (keys.has(key)) {
      counts.reject("a second row for the same season, round and teams");
      return [];
    }
    keys.add(key);
    counts.load();
    const { leagueId } = ctx;
    return [
      {
        leagueId,
        seasonId,
        round: row.round,
        winnerTeamId: winner.id,
        loserTeamId: loser.id,
        winnerWins: int(row.wins),
        loserWins: int(row.losses),
        ties: int(row.ties),
      },
    ];
  });
  await inBatches(rows, (batch) =>
    ctx.tx
      .insert(postseasonSeries)
      .values(batch)
      .onConflictDoUpdate({
        target: [postseasonSeries.seasonId, postseasonSeries.round, postseasonSeries.winnerTeamId, postseasonSeries.loserTeamId],
        set: excludedColumns(["leagueId", "winnerWins", "loserWins", "ties"] as const),
      }),
  );
}
