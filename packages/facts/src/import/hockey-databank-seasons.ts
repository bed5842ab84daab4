// Hockey Databank per-season rows: every loaded NHL row of Scoring.csv is a skater
// player-season, of Goalies.csv a goalie player-season, of Coaches.csv a coach-season (stint as
// the Databank numbers a person's teams within a season).
import type { CareerStats } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { int } from "./hockey-databank-data";
import { sourceKeyOf, type Roles } from "./hockey-databank-people";
import type { RoleContext } from "./hockey-databank-roles";
import { goalieStats, skaterStats } from "./hockey-databank-stats";
import { teamIdOf } from "./hockey-databank-teams";
import { writeCoachSeasons, writePlayerSeasons, type CoachSeasonRow, type PlayerSeasonRow } from "./person-seasons";
import type { Transaction } from "./types";

/** A row's statistics under the career's keys; the playoff ones only when the row has playoff games (PostGP). */
export function seasonStats(kind: "skater" | "goalie", row: CsvRow): CareerStats {
  const stats = kind === "skater" ? skaterStats([row]) : goalieStats([row]);
  if (int(row.PostGP) !== null) return stats;
  return Object.fromEntries(Object.entries(stats).filter(([key]) => !key.startsWith("playoff_")));
}

/** Where a row goes: league, team, season, year and stint. */
const placed = (row: CsvRow, ctx: RoleContext, seasonIds: Map<number, number>) => ({
  leagueId: ctx.leagueId,
  teamId: teamIdOf(ctx.teams, row.year, row.tmID) ?? 0,
  seasonId: seasonIds.get(Number(row.year)) ?? null,
  year: Number(row.year),
  stint: int(row.stint) ?? 1,
});

export function playerSeasonRows(roles: Roles, ctx: RoleContext, seasonIds: Map<number, number>): PlayerSeasonRow[] {
  const kinds = [
    ["skater", roles.skating],
    ["goalie", roles.goaltending],
  ] as const;
  return kinds.flatMap(([kind, byPlayer]) =>
    [...byPlayer].flatMap(([playerID, rows]) => {
      const personId = ctx.personIds.get(sourceKeyOf(roles.masterOfPlayer.get(playerID) ?? {})) ?? 0;
      return rows.map((row) => ({ ...placed(row, ctx, seasonIds), personId, kind, stats: seasonStats(kind, row) }));
    }),
  );
}

/** Regular-season games and W-L-T-OTL, playoff games and W-L-T, as the row gives them (empty cells null). */
export function coachSeasonRows(roles: Roles, ctx: RoleContext, seasonIds: Map<number, number>): CoachSeasonRow[] {
  return [...roles.coaching].flatMap(([coachID, rows]) => {
    const personId = ctx.personIds.get(sourceKeyOf(roles.masterOfCoach.get(coachID) ?? {})) ?? 0;
    return rows.map((row) => ({
      ...placed(row, ctx, seasonIds),
      personId,
      games: int(row.g),
      wins: int(row.w),
      losses: int(row.l),
      ties: int(row.t),
      overtimeLosses: int(row.otl),
      playoffGames: int(row.postg),
      playoffWins: int(row.postw),
      playoffLosses: int(row.postl),
      playoffTies: int(row.postt),
    }));
  });
}

export async function writeSeasonRows(tx: Transaction, roles: Roles, ctx: RoleContext, seasonIds: Map<number, number>) {
  await writePlayerSeasons(tx, [ctx.leagueId], playerSeasonRows(roles, ctx, seasonIds));
  await writeCoachSeasons(tx, [ctx.leagueId], coachSeasonRows(roles, ctx, seasonIds));
}
