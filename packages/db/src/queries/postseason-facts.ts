// What the franchise and season pages (issue #16) say of a team's postseason and name, gathered
// with a few plain queries and combined here: each query reads one table through an index or a
// small table whole, so it is planned and answered in a fraction of a millisecond.
import type { PlayoffResult } from "@tl/contract/season-records";
import type { TeamRef } from "@tl/contract/refs";
import { desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { champions, championships, postseasonSeries, teamNames, teams } from "../schema/index";

/** Sports whose standings count ties; the others answer ties: null. */
const SPORTS_WITH_TIES: ReadonlySet<string> = new Set(["football", "hockey"]);

/** Ties where the sport counts them, else null. */
export const tiesIn = (sportSlug: string, ties: number): number | null => (SPORTS_WITH_TIES.has(sportSlug) ? ties : null);

/** A champions row as the pages read it: who won and lost the league's final in a season. */
export interface FinalRow {
  id: number;
  seasonId: number;
  championship: string;
  teamId: number | null;
  runnerUpTeamId: number | null;
  runnerUpCity: string | null;
  runnerUpName: string | null;
  vacated: boolean;
}

export interface SeriesRow {
  id: number;
  seasonId: number;
  round: string;
  winnerTeamId: number;
  loserTeamId: number;
  winnerWins: number;
  loserWins: number;
  ties: number;
}

/** The finals of a season, or a team's (won or lost). */
export function finalsWhere(db: Database, where: SQL | undefined): Promise<FinalRow[]> {
  return db
    .select({
      id: champions.id,
      seasonId: champions.seasonId,
      championship: championships.name,
      teamId: champions.teamId,
      runnerUpTeamId: champions.runnerUpTeamId,
      runnerUpCity: champions.runnerUpCity,
      runnerUpName: champions.runnerUpName,
      vacated: champions.vacated,
    })
    .from(champions)
    .innerJoin(championships, eq(champions.championshipId, championships.id))
    .where(where)
    .orderBy(champions.id);
}

export const finalsOfTeam = (db: Database, teamId: number) =>
  finalsWhere(db, or(eq(champions.teamId, teamId), eq(champions.runnerUpTeamId, teamId)));

/** The postseason series of a season, or a team's. */
export function seriesWhere(db: Database, where: SQL | undefined): Promise<SeriesRow[]> {
  return db
    .select({
      id: postseasonSeries.id,
      seasonId: postseasonSeries.seasonId,
      round: postseasonSeries.round,
      winnerTeamId: postseasonSeries.winnerTeamId,
      loserTeamId: postseasonSeries.loserTeamId,
      winnerWins: postseasonSeries.winnerWins,
      loserWins: postseasonSeries.loserWins,
      ties: postseasonSeries.ties,
    })
    .from(postseasonSeries)
    .where(where)
    .orderBy(postseasonSeries.id);
}

export const seriesOfTeam = (db: Database, teamId: number) =>
  seriesWhere(db, or(eq(postseasonSeries.winnerTeamId, teamId), eq(postseasonSeries.loserTeamId, teamId)));

export interface PlayoffOutcome {
  playoff_result: PlayoffResult | null;
  playoff_round: string | null;
}

/**
 * How the team's postseason ended in the season, in the contract's order: a final won (champion,
 * or title_vacated), a final lost, a series lost (its round), then the standings'
 * playoff_position (champion; playoffs, as for a series won without a loss held; missed).
 */
export function playoffOutcome(
  teamId: number,
  seasonId: number,
  finals: readonly FinalRow[],
  series: readonly SeriesRow[],
  playoffPosition: string | null,
): PlayoffOutcome {
  const ofSeason = finals.filter((row) => row.seasonId === seasonId);
  const won = ofSeason.filter((row) => row.teamId === teamId).sort((a, b) => Number(a.vacated) - Number(b.vacated))[0];
  if (won) return { playoff_result: won.vacated ? "title_vacated" : "champion", playoff_round: won.championship };
  const lost = ofSeason.find((row) => row.runnerUpTeamId === teamId);
  if (lost) return { playoff_result: "lost_final", playoff_round: lost.championship };
  const played = series.filter((row) => row.seasonId === seasonId);
  const out = played.filter((row) => row.loserTeamId === teamId).at(-1);
  if (out) return { playoff_result: "lost_round", playoff_round: out.round };
  if (playoffPosition === "champion") return { playoff_result: "champion", playoff_round: null };
  if (playoffPosition === "playoffs" || played.some((row) => row.winnerTeamId === teamId)) {
    return { playoff_result: "playoffs", playoff_round: null };
  }
  if (playoffPosition === "eliminated") return { playoff_result: "missed", playoff_round: null };
  return { playoff_result: null, playoff_round: null };
}

/** A team's reference in the season starting `year`, for the teams a namer was made for (null for any other). */
export type TeamNamer = (teamId: number | null, year: number) => TeamRef | null;

/**
 * Names the teams as they were in a season: the team_names row of that year where there is one
 * (the latest such), else the team's current city, name and abbreviation. One query for all of them.
 */
export async function teamNamer(db: Database, teamIds: readonly (number | null)[], sportName: string): Promise<TeamNamer> {
  const ids = [...new Set(teamIds.filter((id) => id !== null))];
  if (ids.length === 0) return () => null;
  const rows = await db
    .select({
      id: teams.id,
      slug: teams.slug,
      name: teams.name,
      city: teams.city,
      abbreviation: teams.abbreviation,
      thenName: teamNames.name,
      thenCity: teamNames.city,
      thenAbbreviation: teamNames.abbreviation,
      firstYear: teamNames.firstYear,
      lastYear: teamNames.lastYear,
    })
    .from(teams)
    .leftJoin(teamNames, eq(teamNames.teamId, teams.id))
    .where(inArray(teams.id, ids))
    .orderBy(desc(teamNames.firstYear));
  return (teamId, year) => {
    const own = rows.filter((row) => row.id === teamId);
    const current = own[0];
    if (!current) return null;
    // Newest first: the latest name that covers the year.
    const then = own.find((row) => row.firstYear !== null && row.firstYear <= year && (row.lastYear === null || row.lastYear >= year));
    return {
      name: then?.thenName ?? current.name,
      city: then?.thenCity ?? current.city,
      abbreviation: then?.thenAbbreviation ?? current.abbreviation,
      sport_name: sportName,
      slug: current.slug,
    };
  };
}
