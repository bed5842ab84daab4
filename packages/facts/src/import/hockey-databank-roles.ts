// Hockey Databank players (Scoring.csv, Goalies.csv), coaches (Coaches.csv) and awards
// (AwardsPlayers.csv, AwardsCoaches.csv), aggregated in memory from their NHL rows.
import { awards, coaches, players, type CareerStats } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { inBatches } from "../shared/batches";
import { excludedColumns } from "../shared/upsert";
import { int, notNhl, round, sumOf, sumWhere, type Databank, type Ledger } from "./hockey-databank-data";
import { sourceKeyOf, type Roles } from "./hockey-databank-people";
import { teamIdOf, type Teams } from "./hockey-databank-teams";
import type { Transaction } from "./types";

const POSITIONS: Record<string, string> = { C: "Center", L: "Left Wing", R: "Right Wing", D: "Defense", G: "Goalie", F: "Forward", W: "Wing" };

/** Master.csv pos ("C", "L/C" …) in words ("Center", "Left Wing/Center"); null when absent. */
export const positionName = (pos: string | undefined) =>
  pos
    ? pos
        .split("/")
        .map((code) => POSITIONS[code] ?? code)
        .join("/")
    : null;

interface Context {
  leagueId: number;
  teams: Teams;
  /** Start year → team id of the Stanley Cup winner (null: not awarded). */
  winners: Map<number, number | null>;
  /** The Databank's last NHL season: who played or coached in it is active. */
  lastSeason: number;
  personIds: Map<string, number>;
}

/** The team of a person's last row (latest season, last stint). */
function lastTeam(rows: CsvRow[], t: Teams) {
  const last = [...rows].sort((a, b) => Number(a.year) - Number(b.year) || Number(a.stint) - Number(b.stint)).at(-1);
  return last ? (teamIdOf(t, last.year, last.tmID) ?? null) : null;
}

/**
 * Seasons in which the person played playoff games (PostGP) for that season's Cup winner. A few
 * regular-season games for the winner do not make a champion: Jean Béliveau's 3 games for the
 * 1952-53 Canadiens, before their playoffs, are not one of his 10 Cups.
 */
const cupSeasons = (rows: CsvRow[], ctx: Context) =>
  new Set(
    rows
      .filter((row) => Number(row.PostGP) > 0 && ctx.winners.get(Number(row.year)) === teamIdOf(ctx.teams, row.year, row.tmID))
      .map((row) => row.year),
  ).size;

function skaterStats(rows: CsvRow[]): CareerStats {
  const stats: CareerStats = {
    games_played: sumOf(rows, "GP"),
    goals: sumOf(rows, "G"),
    assists: sumOf(rows, "A"),
    points: sumOf(rows, "Pts"),
    penalty_minutes: sumOf(rows, "PIM"),
  };
  const plusMinus = sumWhere(rows, "+/-");
  if (plusMinus !== undefined) stats.plus_minus = plusMinus;
  const powerPlayGoals = sumWhere(rows, "PPG");
  if (powerPlayGoals !== undefined) stats.power_play_goals = powerPlayGoals;
  return { ...stats, playoff_games: sumOf(rows, "PostGP"), playoff_goals: sumOf(rows, "PostG"), playoff_points: sumOf(rows, "PostPts") };
}

/** Goals against per 60 minutes and save percentage, each over the rows that have what it needs. */
function goalieRates(rows: CsvRow[], ga: string, min: string, sa: string, prefix: string): CareerStats {
  const stats: CareerStats = {};
  const timed = rows.filter((row) => int(row[ga]) !== null && int(row[min]) !== null);
  const minutes = sumOf(timed, min);
  if (minutes > 0) stats[`${prefix}goals_against_average`] = round((sumOf(timed, ga) * 60) / minutes, 2);
  const shot = rows.filter((row) => int(row[ga]) !== null && int(row[sa]) !== null);
  const shots = sumOf(shot, sa);
  if (shots > 0) stats[`${prefix}save_percentage`] = round(1 - sumOf(shot, ga) / shots, 3);
  return stats;
}

function goalieStats(rows: CsvRow[]): CareerStats {
  return {
    games_played: sumOf(rows, "GP"),
    wins: sumOf(rows, "W"),
    losses: sumOf(rows, "L"),
    ties_overtime_losses: sumOf(rows, "T/OL"),
    shutouts: sumOf(rows, "SHO"),
    ...goalieRates(rows, "GA", "Min", "SA", ""),
    playoff_games: sumOf(rows, "PostGP"),
    playoff_wins: sumOf(rows, "PostW"),
    playoff_losses: sumOf(rows, "PostL"),
    playoff_shutouts: sumOf(rows, "PostSHO"),
    ...goalieRates(rows, "PostGA", "PostMin", "PostSA", "playoff_"),
  };
}

export async function writePlayers(tx: Transaction, roles: Roles, ctx: Context) {
  const ids = [...new Set([...roles.skating.keys(), ...roles.goaltending.keys()])].sort();
  const rows = ids.map((playerID) => {
    const master = roles.masterOfPlayer.get(playerID) ?? {};
    const skating = roles.skating.get(playerID) ?? [];
    const goaltending = roles.goaltending.get(playerID) ?? [];
    const all = [...skating, ...goaltending];
    const years = all.map((row) => Number(row.year));
    return {
      personId: ctx.personIds.get(sourceKeyOf(master)) ?? 0,
      leagueId: ctx.leagueId,
      currentTeamId: lastTeam(all, ctx.teams),
      position: positionName(master.pos),
      debutYear: int(master.firstNHL) ?? Math.min(...years),
      finalYear: int(master.lastNHL) ?? Math.max(...years),
      yearsPro: new Set(years).size,
      careerStats: master.pos === "G" ? goalieStats(goaltending) : skaterStats(skating),
      championshipsWon: cupSeasons(all, ctx),
      isActive: years.includes(ctx.lastSeason),
    };
  });
  await inBatches(rows, (batch) =>
    tx
      .insert(players)
      .values(batch)
      .onConflictDoUpdate({
        target: [players.personId, players.leagueId],
        set: excludedColumns(["currentTeamId", "position", "debutYear", "finalYear", "yearsPro", "careerStats", "championshipsWon", "isActive"]),
      }),
  );
  return rows.length;
}

/**
 * The coach credited with each Cup: of the winner's coaches that season, the one who coached
 * it in the playoffs (PostG > 0), else the one with the most games. (Most games alone would
 * credit Michel Therrien with 2008-09 Pittsburgh and Robbie Ftorek with 1999-2000 New Jersey,
 * whose Cups Dan Bylsma and Larry Robinson won after replacing them.)
 */
function cupCoaches(roles: Roles, ctx: Context): Set<string> {
  const byTeamSeason = new Map<string, CsvRow[]>();
  for (const row of [...roles.coaching.values()].flat()) {
    const teamId = teamIdOf(ctx.teams, row.year, row.tmID);
    if (teamId === undefined || ctx.winners.get(Number(row.year)) !== teamId) continue;
    byTeamSeason.set(row.year ?? "", [...(byTeamSeason.get(row.year ?? "") ?? []), row]);
  }
  const credited = new Set<string>();
  for (const [year, rows] of byTeamSeason) {
    const playoffs = (row: CsvRow) => ((int(row.postg) ?? 0) > 0 ? 1 : 0);
    const [best] = [...rows].sort((a, b) => playoffs(b) - playoffs(a) || (int(b.g) ?? 0) - (int(a.g) ?? 0) || ((a.coachID ?? "") < (b.coachID ?? "") ? -1 : 1));
    if (best) credited.add(`${year}/${best.coachID ?? ""}`);
  }
  return credited;
}

/** Coaches: regular-season W-L-T summed (overtime losses are not counted as losses), playoff W-L. */
export async function writeCoaches(tx: Transaction, roles: Roles, ctx: Context) {
  const credited = cupCoaches(roles, ctx);
  const rows = [...roles.coaching].sort(([a], [b]) => (a < b ? -1 : 1)).map(([coachID, coached]) => {
    const years = new Set(coached.map((row) => Number(row.year)));
    return {
      personId: ctx.personIds.get(sourceKeyOf(roles.masterOfCoach.get(coachID) ?? {})) ?? 0,
      leagueId: ctx.leagueId,
      currentTeamId: lastTeam(coached, ctx.teams),
      position: "Head Coach",
      yearsCoaching: years.size,
      wins: sumOf(coached, "w"),
      losses: sumOf(coached, "l"),
      ties: sumOf(coached, "t"),
      playoffAppearances: new Set(coached.filter((row) => (int(row.postg) ?? 0) > 0).map((row) => row.year)).size,
      playoffWins: sumOf(coached, "postw"),
      playoffLosses: sumOf(coached, "postl"),
      championshipsWon: [...years].filter((year) => credited.has(`${String(year)}/${coachID}`)).length,
      isActive: years.has(ctx.lastSeason),
    };
  });
  await inBatches(rows, (batch) =>
    tx
      .insert(coaches)
      .values(batch)
      .onConflictDoUpdate({
        target: [coaches.personId, coaches.leagueId],
        set: excludedColumns(["currentTeamId", "position", "yearsCoaching", "wins", "losses", "ties", "playoffAppearances", "playoffWins", "playoffLosses", "championshipsWon", "isActive"]),
      }),
  );
  return rows.length;
}

/** NHL awards of players and coaches, named as the Databank writes them ("Hart", "Conn Smythe", "Jack Adams" …). */
export async function writeAwards(tx: Transaction, data: Databank, roles: Roles, ctx: Context, ledgers: { players: Ledger; coaches: Ledger }) {
  const rows = new Map<string, typeof awards.$inferInsert>();
  const sources = [
    { rows: data.awardsPlayers, ledger: ledgers.players, master: roles.masterOfPlayer, id: "playerID" },
    { rows: data.awardsCoaches, ledger: ledgers.coaches, master: roles.masterOfCoach, id: "coachID" },
  ] as const;
  for (const source of sources) {
    for (const row of source.rows) {
      const master = source.master.get(row[source.id] ?? "");
      const personId = master && ctx.personIds.get(sourceKeyOf(master));
      const [name, year] = [row.award ?? "", int(row.year)];
      const reason =
        row.lgID !== "NHL"
          ? notNhl(row.lgID)
          : !master
            ? `${source.id === "playerID" ? "player" : "coach"} not in Master.csv`
            : personId === undefined
              ? "award winner has no NHL player or coach row"
              : !name || year === null
                ? "no award name or year"
                : rows.has(`${String(personId)}/${name}/${String(year)}`)
                  ? "duplicate award row"
                  : undefined;
      if (reason || personId === undefined || year === null) {
        source.ledger.reject(reason ?? "unreadable row");
        continue;
      }
      const notes = [row.note, row.pos ? `position ${row.pos}` : ""].filter((part) => part?.trim()).join("; ");
      rows.set(`${String(personId)}/${name}/${String(year)}`, { personId, leagueId: ctx.leagueId, name, year, notes: notes || null });
      source.ledger.load("awards");
    }
  }
  await inBatches([...rows.values()], (batch) =>
    tx
      .insert(awards)
      .values(batch)
      .onConflictDoUpdate({ target: [awards.personId, awards.name, awards.year], set: excludedColumns(["leagueId", "notes"]) }),
  );
  return rows.size;
}
