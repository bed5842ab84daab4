// Writes nflseedR's team-seasons as standings rows, filled as the standings we derive from the
// games are where the file says the same thing; what it does not hold (streak, home and away
// records, playoff places other than the Super Bowl champion's) is left empty.
import { standings, teams } from "@tl/db/schema";
import { inArray } from "drizzle-orm";
import { teamNameIn } from "../shared/team-names";
import { excludedColumns } from "../shared/upsert";
import { superBowlChampions } from "./nfl-standings";
import type { SeedrRow } from "./nflseedr-file";
import type { Transaction } from "./types";

const UPDATED = [
  "teamCity",
  "teamName",
  "teamAbbreviation",
  "rank",
  "wins",
  "losses",
  "ties",
  "winPercentage",
  "gamesPlayed",
  "conference",
  "division",
  "playoffPosition",
] as const;

/** Upserts one standings row per team-season; returns how many. */
export async function writeSeedrStandings(
  tx: Transaction,
  rows: readonly SeedrRow[],
  seasonIds: ReadonlyMap<number, number>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const slugs = [...new Set(rows.map((row) => row.team.slug))];
  const teamIds = new Map(
    (await tx.select({ id: teams.id, slug: teams.slug }).from(teams).where(inArray(teams.slug, slugs))).map((t) => [t.slug, t.id]),
  );
  const champions = await superBowlChampions(tx);
  const values = rows.map((row) => {
    const teamId = teamIds.get(row.team.slug);
    const seasonId = seasonIds.get(row.season);
    if (teamId === undefined || seasonId === undefined)
      throw new Error(`${row.team.slug} ${String(row.season)}: team or season missing; seed before importing`);
    const name = teamNameIn(row.team, row.season);
    return {
      seasonId,
      teamId,
      teamCity: name.city,
      teamName: name.name,
      teamAbbreviation: row.team.abbreviation,
      rank: row.divisionRank,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      // As for the derived standings: a tie counts half a win.
      winPercentage: Math.round(((row.wins + row.ties / 2) / Math.max(1, row.games)) * 10_000) / 10_000,
      gamesPlayed: row.games,
      conference: row.conference,
      division: row.division,
      playoffPosition: champions.has(`${String(row.season)}:${row.team.slug}`) ? ("champion" as const) : null,
    };
  });
  await tx
    .insert(standings)
    .values(values)
    .onConflictDoUpdate({ target: [standings.seasonId, standings.teamId], set: excludedColumns(UPDATED) });
  return values.length;
}
