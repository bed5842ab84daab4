// The NFL's regular-season standings from the tallies: ranked by percentage within each
// season, named as the team was that season, each team's playoff position, then written.
import { championships, champions, seasons, standings, teams } from "@tl/db/schema";
import { eq } from "drizzle-orm";
import type { TeamFacts } from "../curated/types";
import { inBatches } from "../shared/batches";
import { teamNameIn } from "../shared/team-names";
import { excludedColumns } from "../shared/upsert";
import { NFL_BATCH } from "./nfl-games-file";
import { record, streakOf, type Tally } from "./nfl-tallies";
import type { Transaction } from "./types";

/**
 * The NFL's eight four-team divisions date from the 2002 realignment and have not changed since
 * (the Chargers, Rams and Raiders kept theirs when they moved), so a franchise's current
 * conference and division are its own in every season from 2002. Earlier alignments are not in
 * our facts: those seasons' standings name none.
 */
const ALIGNED_SINCE = 2002;
function alignmentIn(team: TeamFacts, season: number): { conference: string | null; division: string | null } {
  return season >= ALIGNED_SINCE ? { conference: team.conference, division: team.division } : { conference: null, division: null };
}

const UPDATED = [
  "rank",
  "wins",
  "losses",
  "ties",
  "winPercentage",
  "gamesPlayed",
  "streak",
  "streakType",
  "homeRecord",
  "awayRecord",
  "playoffPosition",
  "teamCity",
  "teamName",
  "conference",
  "division",
] as const;

/**
 * Whether the club was one of the league's that season. The clubs outside the league that 1920's
 * members played (defunct, with no first season in nfl.ts, or a first season after 1920: the
 * Cincinnati Celts, Minneapolis Marines and Toledo Maroons) get no standings row for it: the 1920
 * APFA counted its members' games against them, as the tallies do, but did not rank them.
 */
export const wasMember = (team: TeamFacts, season: number) =>
  team.isActive !== false || (team.foundedYear !== null && season >= team.foundedYear);

export interface StandingsContext {
  seasonIds: ReadonlyMap<number, number>;
  teamId: (slug: string) => number;
  /** "season:slug" of every team of ours in a playoff game. */
  playoffTeams: ReadonlySet<string>;
}

/** "season:slug" of each Super Bowl champion in the database (our curated facts). */
export async function superBowlChampions(tx: Transaction): Promise<Set<string>> {
  const rows = await tx
    .select({ year: seasons.startYear, slug: teams.slug })
    .from(champions)
    .innerJoin(championships, eq(champions.championshipId, championships.id))
    .innerJoin(seasons, eq(champions.seasonId, seasons.id))
    .innerJoin(teams, eq(champions.teamId, teams.id))
    .where(eq(championships.slug, "super-bowl"));
  return new Set(rows.map((row) => `${String(row.year)}:${row.slug}`));
}

/** Writes every tallied season's standings; returns how many rows. */
export async function writeNflStandings(
  tx: Transaction,
  tallies: readonly Tally[],
  { seasonIds, teamId, playoffTeams }: StandingsContext,
): Promise<number> {
  const winners = await superBowlChampions(tx);
  const bySeason = new Map<number, Tally[]>();
  for (const entry of tallies.filter((e) => wasMember(e.team, e.season)))
    bySeason.set(entry.season, [...(bySeason.get(entry.season) ?? []), entry]);
  const rows = [...bySeason.values()].flatMap((entries) => {
    const pct = (e: Tally) => (e.wins + e.ties / 2) / Math.max(1, e.wins + e.losses + e.ties);
    const ranked = [...entries].sort((a, b) => pct(b) - pct(a) || b.wins - a.wins || a.team.slug.localeCompare(b.team.slug));
    return ranked.map((entry, index) => {
      const key = `${String(entry.season)}:${entry.team.slug}`;
      const name = teamNameIn(entry.team, entry.season);
      return {
        seasonId: seasonIds.get(entry.season) ?? 0,
        teamId: teamId(entry.team.slug),
        teamCity: name.city,
        teamName: name.name,
        teamAbbreviation: entry.team.abbreviation,
        ...alignmentIn(entry.team, entry.season),
        rank: index + 1,
        wins: entry.wins,
        losses: entry.losses,
        ties: entry.ties,
        winPercentage: Math.round(pct(entry) * 10_000) / 10_000,
        gamesPlayed: entry.wins + entry.losses + entry.ties,
        ...streakOf(entry.results),
        homeRecord: record(entry.home),
        awayRecord: record(entry.away),
        playoffPosition: winners.has(key) ? ("champion" as const) : playoffTeams.has(key) ? ("playoffs" as const) : ("eliminated" as const),
      };
    });
  });
  await inBatches(
    rows,
    (batch) =>
      tx
        .insert(standings)
        .values(batch)
        .onConflictDoUpdate({ target: [standings.seasonId, standings.teamId], set: excludedColumns(UPDATED) }),
    NFL_BATCH,
  );
  return rows.length;
}
