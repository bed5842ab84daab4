// Hockey Databank coaches (Coaches.csv), aggregated in memory from their NHL rows.
import { coaches } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { inBatches } from "../shared/batches";
import { excludedColumns } from "../shared/upsert";
import { int, sumOf } from "./hockey-databank-data";
import { sourceKeyOf, type Roles } from "./hockey-databank-people";
import { lastTeam, type RoleContext } from "./hockey-databank-roles";
import { teamIdOf } from "./hockey-databank-teams";
import type { Transaction } from "./types";

/**
 * The coach credited with each Cup: of the winner's coaches that season, the one who coached
 * it in the playoffs (PostG > 0), else the one with the most games. (Most games alone would
 * credit Michel Therrien with 2008-09 Pittsburgh and Robbie Ftorek with 1999-2000 New Jersey,
 * whose Cups Dan Bylsma and Larry Robinson won after replacing them.)
 */
function cupCoaches(roles: Roles, ctx: RoleContext): Set<string> {
  const byTeamSeason = new Map<string, CsvRow[]>();
  for (const row of [...roles.coaching.values()].flat()) {
    const teamId = teamIdOf(ctx.teams, row.year, row.tmID);
    if (teamId === undefined || ctx.winners.get(Number(row.year)) !== teamId) continue;
    byTeamSeason.set(row.year ?? "", [...(byTeamSeason.get(row.year ?? "") ?? []), row]);
  }
  const credited = new Set<string>();
  for (const [year, rows] of byTeamSeason) {
    const playoffs = (row: CsvRow) => ((int(row.postg) ?? 0) > 0 ? 1 : 0);
    const [best] = [...rows].sort(
      (a, b) => playoffs(b) - playoffs(a) || (int(b.g) ?? 0) - (int(a.g) ?? 0) || ((a.coachID ?? "") < (b.coachID ?? "") ? -1 : 1),
    );
    if (best) credited.add(`${year}/${best.coachID ?? ""}`);
  }
  return credited;
}

/** Coaches: regular-season W-L-T summed (overtime losses are not counted as losses), playoff W-L. */
export async function writeCoaches(tx: Transaction, roles: Roles, ctx: RoleContext) {
  const credited = cupCoaches(roles, ctx);
  const rows = [...roles.coaching]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([coachID, coached]) => {
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
        set: excludedColumns([
          "currentTeamId",
          "position",
          "yearsCoaching",
          "wins",
          "losses",
          "ties",
          "playoffAppearances",
          "playoffWins",
          "playoffLosses",
          "championshipsWon",
          "isActive",
        ]),
      }),
  );
  return rows.length;
}
