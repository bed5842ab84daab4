// Hockey Databank players (Scoring.csv, Goalies.csv), aggregated in memory from their NHL rows.
import { players } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { inBatches } from "../shared/batches";
import { excludedColumns } from "../shared/upsert";
import { int } from "./hockey-databank-data";
import { sourceKeyOf, type Roles } from "./hockey-databank-people";
import { lastTeam, type RoleContext } from "./hockey-databank-roles";
import { goalieStats, skaterStats } from "./hockey-databank-stats";
import { teamIdOf } from "./hockey-databank-teams";
import type { Transaction } from "./types";

const POSITIONS: Record<string, string> = {
  C: "Center",
  L: "Left Wing",
  R: "Right Wing",
  D: "Defense",
  G: "Goalie",
  F: "Forward",
  W: "Wing",
};

/** Master.csv pos ("C", "L/C" …) in words ("Center", "Left Wing/Center"); null when absent. */
export const positionName = (pos: string | undefined) =>
  pos
    ? pos
        .split("/")
        .map((code) => POSITIONS[code] ?? code)
        .join("/")
    : null;

/**
 * Seasons in which the person played playoff games (PostGP) for that season's Cup winner. A few
 * regular-season games for the winner do not make a champion: Jean Béliveau's 3 games for the
 * 1952-53 Canadiens, before their playoffs, are not one of his 10 Cups.
 */
const cupSeasons = (rows: CsvRow[], ctx: RoleContext) =>
  new Set(
    rows
      .filter((row) => Number(row.PostGP) > 0 && ctx.winners.get(Number(row.year)) === teamIdOf(ctx.teams, row.year, row.tmID))
      .map((row) => row.year),
  ).size;

export async function writePlayers(tx: Transaction, roles: Roles, ctx: RoleContext) {
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
        set: excludedColumns([
          "currentTeamId",
          "position",
          "debutYear",
          "finalYear",
          "yearsPro",
          "careerStats",
          "championshipsWon",
          "isActive",
        ]),
      }),
  );
  return rows.length;
}
