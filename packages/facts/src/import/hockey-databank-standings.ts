// Hockey Databank standings (Teams.csv, TeamSplits.csv, TeamsPost.csv) and playoff series
// (SeriesPost.csv) of the NHL seasons, upserted on their natural keys.
import { postseasonSeries, standings } from "@tl/db/schema";
import { inBatches } from "../shared/batches";
import { excludedColumns } from "../shared/upsert";
import { int, notNhl, type Databank, type Ledger } from "./hockey-databank-data";
import { nameInSeason, teamIdOf, unmappedReason, type Teams } from "./hockey-databank-teams";
import { DATABANK_ROUNDS, renameCodedRounds, roundNameOf } from "./round-names";
import type { Transaction } from "./types";

/** "W-L", then ties where the season had ties, then overtime losses where it had them. */
function record(
  parts: { w: string | undefined; l: string | undefined; t: string | undefined; otl: string | undefined },
  ties: boolean,
  otl: boolean,
) {
  const n = (value: string | undefined) => String(int(value) ?? 0);
  return [n(parts.w), n(parts.l), ...(ties ? [n(parts.t)] : []), ...(otl ? [n(parts.otl)] : [])].join("-");
}

export interface Ledgers {
  teams: Ledger;
  splits: Ledger;
  teamsPost: Ledger;
}

/** Standings from Teams.csv, with home/road records from TeamSplits.csv and playoff teams from TeamsPost.csv and SeriesPost.csv. */
export async function writeStandings(
  tx: Transaction,
  data: Databank,
  t: Teams,
  seasonIds: Map<number, number>,
  winners: Map<number, number | null>,
  ledgers: Ledgers,
) {
  const lookup = (type: string) =>
    new Map(data.abbrev.filter((row) => row.Type === type).map((row) => [row.Code ?? "", row.Fullname ?? ""]));
  const [conferences, divisions] = [lookup("Conference"), lookup("Division")];
  const nhlTeams = data.teams.filter((row) => row.lgID === "NHL");
  const tiesIn = new Set(nhlTeams.filter((row) => int(row.T) !== null).map((row) => row.year));
  const otlIn = new Set(nhlTeams.filter((row) => int(row.OTL) !== null).map((row) => row.year));
  const splits = new Map(data.splits.filter((row) => row.lgID === "NHL").map((row) => [`${row.year ?? ""}/${row.tmID ?? ""}`, row]));

  const inPlayoffs = new Set<string>();
  for (const row of data.series)
    for (const tmID of [row.tmIDWinner, row.tmIDLoser]) inPlayoffs.add(`${row.year ?? ""}/${String(teamIdOf(t, row.year, tmID))}`);
  for (const row of data.teamsPost) if (row.lgID === "NHL") inPlayoffs.add(`${row.year ?? ""}/${String(teamIdOf(t, row.year, row.tmID))}`);

  const loadedTeamSeasons = new Set<string>();
  const rows = [];
  for (const row of data.teams) {
    if (row.lgID !== "NHL") {
      ledgers.teams.reject(notNhl(row.lgID));
      continue;
    }
    const year = Number(row.year);
    const teamId = teamIdOf(t, row.year, row.tmID);
    const seasonId = seasonIds.get(year);
    if (teamId === undefined || seasonId === undefined) {
      ledgers.teams.reject(teamId === undefined ? unmappedReason(t, row.year, row.tmID) : `no NHL season ${String(year)}`);
      continue;
    }
    if (loadedTeamSeasons.has(`${String(seasonId)}/${String(teamId)}`)) {
      ledgers.teams.reject("a second row of the same franchise in the same season");
      continue;
    }
    loadedTeamSeasons.add(`${String(seasonId)}/${String(teamId)}`);
    const named = nameInSeason(t, row);
    const [w, l] = [int(row.W) ?? 0, int(row.L) ?? 0];
    const split = splits.get(`${row.year ?? ""}/${row.tmID ?? ""}`);
    const [ties, otl] = [tiesIn.has(row.year), otlIn.has(row.year)];
    const winner = winners.get(year);
    rows.push({
      seasonId,
      teamId,
      teamCity: named.city,
      teamName: named.name,
      teamAbbreviation: named.abbreviation,
      rank: int(row.rank),
      wins: w,
      losses: l,
      ties: int(row.T) ?? 0,
      overtimeLosses: int(row.OTL),
      points: int(row.Pts),
      winPercentage: w + l > 0 ? Math.round((w / (w + l)) * 10_000) / 10_000 : null,
      gamesPlayed: int(row.G),
      conference: conferences.get(row.confID ?? "") ?? null,
      division: divisions.get(row.divID ?? "") ?? null,
      homeRecord: split ? record({ w: split.hW, l: split.hL, t: split.hT, otl: split.hOTL }, ties, otl) : null,
      awayRecord: split ? record({ w: split.rW, l: split.rL, t: split.rT, otl: split.rOTL }, ties, otl) : null,
      playoffPosition:
        winner === teamId
          ? ("champion" as const)
          : inPlayoffs.has(`${String(year)}/${String(teamId)}`)
            ? ("playoffs" as const)
            : ("eliminated" as const),
    });
    ledgers.teams.load("standings");
  }
  await inBatches(rows, (batch) =>
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
          "overtimeLosses",
          "points",
          "winPercentage",
          "gamesPlayed",
          "conference",
          "division",
          "homeRecord",
          "awayRecord",
          "playoffPosition",
        ]),
      }),
  );

  const standingOf = (row: { year?: string; tmID?: string }) => {
    const teamId = teamIdOf(t, row.year, row.tmID);
    return teamId !== undefined && loadedTeamSeasons.has(`${String(seasonIds.get(Number(row.year)))}/${String(teamId)}`);
  };
  for (const row of data.splits) {
    if (row.lgID !== "NHL") ledgers.splits.reject(notNhl(row.lgID));
    else if (standingOf(row)) ledgers.splits.load("standings (home and road records)");
    else ledgers.splits.reject("no Teams.csv standing for this team and season");
  }
  for (const row of data.teamsPost) {
    if (row.lgID !== "NHL") ledgers.teamsPost.reject(notNhl(row.lgID));
    else if (standingOf(row)) ledgers.teamsPost.load("standings (playoff teams)");
    else ledgers.teamsPost.reject("no Teams.csv standing for this team and season");
  }
  return rows.length;
}

/**
 * SeriesPost.csv values our curated facts correct (stanley-cup-final.test.ts lists them as
 * Databank errors). The swapped 1919-20 final needs no entry: the curated winner fixes it.
 */
const SERIES_FIXES = [
  // Game 4 of the 1988 final, suspended at 3–3 after a power failure, did not count: Edmonton won 4–0, no tie.
  { year: 1987, round: "SCF", ties: 0 },
];

/** SeriesPost.csv series with an NHL team on at least one side (from 1917-18). */
export async function writeSeries(
  tx: Transaction,
  data: Databank,
  t: Teams,
  leagueId: number,
  seasonIds: Map<number, number>,
  winners: Map<number, number | null>,
  ledger: Ledger,
) {
  const rows = new Map<string, typeof postseasonSeries.$inferInsert>();
  for (const row of data.series) {
    const [lgW, lgL] = [row.lgIDWinner ?? "", row.lgIDLoser ?? ""];
    if (lgW !== "NHL" && lgL !== "NHL") {
      ledger.reject(notNhl(lgW === lgL ? lgW : `${lgW}/${lgL}`));
      continue;
    }
    if (row.note === "ND") {
      ledger.reject("no decision: the final was abandoned (note ND)");
      continue;
    }
    if (row.note === "DEF") {
      ledger.reject("won by default, no game played (note DEF)");
      continue;
    }
    const year = Number(row.year);
    const seasonId = seasonIds.get(year);
    let [winner, loser] = [teamIdOf(t, row.year, row.tmIDWinner), teamIdOf(t, row.year, row.tmIDLoser)];
    if (seasonId === undefined || winner === undefined || loser === undefined) {
      ledger.reject(
        seasonId === undefined
          ? `no NHL season ${String(year)}`
          : unmappedReason(t, row.year, winner === undefined ? row.tmIDWinner : row.tmIDLoser),
      );
      continue;
    }
    // Curated facts win: the 1919-20 final is listed with winner and loser swapped.
    if (row.round === "SCF" && winners.get(year) === loser) [winner, loser] = [loser, winner];
    const round = row.round ?? "";
    const fix = SERIES_FIXES.find((entry) => entry.year === year && entry.round === round);
    const key = `${String(seasonId)}/${round}/${String(winner)}/${String(loser)}`;
    if (rows.has(key)) {
      ledger.reject("duplicate series row");
      continue;
    }
    rows.set(key, {
      leagueId,
      seasonId,
      round: roundNameOf(DATABANK_ROUNDS, round),
      roundCode: round,
      winnerTeamId: winner,
      loserTeamId: loser,
      winnerWins: int(row.W) ?? 0,
      loserWins: int(row.L) ?? 0,
      ties: fix?.ties ?? int(row.T) ?? 0,
    });
    ledger.load("postseason_series");
  }
  await renameCodedRounds(tx, [leagueId], DATABANK_ROUNDS);
  await inBatches([...rows.values()], (batch) =>
    tx
      .insert(postseasonSeries)
      .values(batch)
      .onConflictDoUpdate({
        target: [postseasonSeries.seasonId, postseasonSeries.round, postseasonSeries.winnerTeamId, postseasonSeries.loserTeamId],
        set: excludedColumns(["leagueId", "roundCode", "winnerWins", "loserWins", "ties"]),
      }),
  );
  return rows.size;
}
