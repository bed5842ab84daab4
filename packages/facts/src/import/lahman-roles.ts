// The Lahman importer's second half: managers (Managers.csv), awards (AwardsPlayers,
// AwardsManagers) and postseason series, each aggregated in memory and upserted on its natural
// key, each in the league its row belongs to (players: lahman-players.ts).
import { awards, coaches, postseasonSeries } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { inBatches } from "../shared/batches";
import { excludedColumns } from "../shared/upsert";
import { leagueSlugOf, MLB } from "./lahman-leagues";
import { coachCareers, type ManagerSeason } from "./lahman-managers";
import { coachSeasonRow } from "./lahman-player-seasons";
import type { SeasonIdOf } from "./lahman-seasons";
import type { FranchiseTeam } from "./lahman-teams";
import { DUPLICATE_AWARD, int, LAHMAN_FILES, tally } from "./lahman-util";
import { LAHMAN_ROUNDS, renameCodedRounds, roundNameOf } from "./round-names";
import { writeCoachSeasons, type CoachSeasonRow } from "./person-seasons";
import type { ImportReport, Progress, Transaction } from "./types";

/** What the first half (teams, seasons, people) hands on. */
export interface LahmanContext {
  tx: Transaction;
  /** League slug (MLB and each Negro League) → leagues.id */
  leagueIds: Map<string, number>;
  report: ImportReport;
  progress: Progress;
  read: (file: string) => CsvRow[];
  teamOf: Map<string, FranchiseTeam>;
  franchiseOf: (year: number, teamID: string) => string | undefined;
  /** The Teams.csv lgID of a team-season. */
  teamLeague: (year: number, teamID: string) => string | undefined;
  seasonIdOf: SeasonIdOf;
  /** playerID → people.id */
  personIds: Map<string, number>;
  /** People.csv debut and finalGame years by playerID. */
  debuts: Map<string, { debut: number | null; final: number | null }>;
  /** "year:franchID" of every Teams.csv WSWin: the World Series winners, and the Negro World Series' in the Negro Leagues. */
  champions: Set<string>;
  /** The last season in the data (players and managers of it are active; no Negro League club played in it). */
  lastYear: number;
}

/** Managers' careers, one per person and league (the league of each Managers.csv row), and each row as a coach-season. */
export async function writeCoaches(ctx: LahmanContext): Promise<void> {
  const { tx, teamOf } = ctx;
  const counts = tally(ctx.report, LAHMAN_FILES.managers);
  const seasons = new Map<string, ManagerSeason[]>();
  const coachSeasons: CoachSeasonRow[] = [];
  for (const row of ctx.read(LAHMAN_FILES.managers)) {
    const year = int(row.yearID);
    const franchID = ctx.franchiseOf(year, row.teamID ?? "");
    const team = teamOf.get(franchID ?? "");
    if (!ctx.personIds.has(row.playerID ?? "")) counts.reject("manager not in People.csv");
    else if (!franchID || !team) counts.reject("team not in Teams.csv");
    else {
      counts.load();
      coachSeasons.push(coachSeasonRow(ctx, row, team.id));
      const league = leagueSlugOf(row.lgID ?? "");
      seasons.set(league, [
        ...(seasons.get(league) ?? []),
        {
          playerID: row.playerID ?? "",
          year,
          inseason: int(row.inseason),
          franchID,
          games: int(row.G),
          wins: int(row.W),
          losses: int(row.L),
        },
      ]);
    }
  }
  const rows = [...seasons].flatMap(([league, list]) =>
    coachCareers(list, ctx.champions).map((career) => ({
      personId: ctx.personIds.get(career.playerID) ?? 0,
      leagueId: ctx.leagueIds.get(league) ?? 0,
      currentTeamId: teamOf.get(career.lastFranchID)?.id ?? null,
      position: "Manager",
      yearsCoaching: career.years,
      yearsWithCurrentTeam: career.yearsWithLast,
      previousTeams: career.previous.map((franchID) => teamOf.get(franchID)?.displayName ?? franchID),
      wins: career.wins,
      losses: career.losses,
      championshipsWon: career.championships,
      isActive: career.lastYear === ctx.lastYear,
    })),
  );
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
  await writeCoachSeasons(tx, [...ctx.leagueIds.values()], coachSeasons);
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
          const leagueId = ctx.leagueIds.get(leagueSlugOf(row.lgID ?? "")) ?? 0;
          merged.set(key, { personId, leagueId, name, year, leagues: row.lgID ? [row.lgID] : [] });
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

/**
 * Postseason series, each in its league's season: MLB's (World Series, LCS, ...) in MLB's, a
 * Negro League playoff in that league's. A Negro World Series (the champions of two Negro
 * Leagues) belongs to the season of the winner's league: one season must hold it, and the
 * winner's is the league whose title it decided.
 */
export async function writeSeries(ctx: LahmanContext): Promise<void> {
  const counts = tally(ctx.report, LAHMAN_FILES.series);
  const keys = new Set<string>();
  const rows = ctx.read(LAHMAN_FILES.series).flatMap((row) => {
    const year = int(row.yearID);
    const winner = ctx.teamOf.get(ctx.franchiseOf(year, row.teamIDwinner ?? "") ?? "");
    const loser = ctx.teamOf.get(ctx.franchiseOf(year, row.teamIDloser ?? "") ?? "");
    const league = leagueSlugOf(row.lgIDwinner ?? "");
    const seasonId = ctx.seasonIdOf(league, year);
    if (!winner || !loser || seasonId === undefined || !row.round) {
      counts.reject("a team or season not in Teams.csv, or no round");
      return [];
    }
    if ((league === MLB) !== (leagueSlugOf(row.lgIDloser ?? "") === MLB)) {
      counts.reject("an MLB club against a Negro League club");
      return [];
    }
    const key = `${String(seasonId)}|${row.round}|${String(winner.id)}|${String(loser.id)}`;
    if (keys.has(key)) {
      counts.reject("a second row for the same season, round and teams");
      return [];
    }
    keys.add(key);
    counts.load();
    return [
      {
        leagueId: ctx.leagueIds.get(league) ?? 0,
        seasonId,
        round: roundNameOf(LAHMAN_ROUNDS, row.round),
        roundCode: row.round,
        winnerTeamId: winner.id,
        loserTeamId: loser.id,
        winnerWins: int(row.wins),
        loserWins: int(row.losses),
        ties: int(row.ties),
      },
    ];
  });
  await renameCodedRounds(ctx.tx, [...ctx.leagueIds.values()], LAHMAN_ROUNDS);
  await inBatches(rows, (batch) =>
    ctx.tx
      .insert(postseasonSeries)
      .values(batch)
      .onConflictDoUpdate({
        target: [postseasonSeries.seasonId, postseasonSeries.round, postseasonSeries.winnerTeamId, postseasonSeries.loserTeamId],
        set: excludedColumns(["leagueId", "roundCode", "winnerWins", "loserWins", "ties"] as const),
      }),
  );
}
