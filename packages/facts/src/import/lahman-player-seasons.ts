// Lahman's per-season rows: a player_seasons row for every Batting and Pitching row (a player's
// season with one club, his stint), a coach_seasons row for every Managers row and an
// all_star_selections row for every AllstarFull row, each in the league of its row.
import type { CareerStats } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { battingStats, pitchingStats } from "./lahman-career-stats";
import { addColumns, BATTING, PITCHING } from "./lahman-careers";
import { leagueSlugOf } from "./lahman-leagues";
import type { LahmanContext } from "./lahman-roles";
import { int, intOrNull } from "./lahman-util";
import type { AllStarRow, CoachSeasonRow, PlayerSeasonRow } from "./person-seasons";

type Kind = "batting" | "pitching";

/** A row's statistics under the career's keys; a pitching row adds its games and games started. */
export function seasonStats(kind: Kind, row: CsvRow): CareerStats {
  if (kind === "batting") return battingStats(addColumns({}, row, BATTING));
  return { ...pitchingStats(addColumns({}, row, PITCHING)), games: int(row.G), games_started: int(row.GS) };
}

/** Our team for a club-season (undefined when Teams.csv does not know the club that year). */
export const teamIdOf = (ctx: LahmanContext, year: number, teamID: string | undefined): number | undefined =>
  ctx.teamOf.get(ctx.franchiseOf(year, teamID ?? "") ?? "")?.id;

/** Where a row of a person's season goes: person, league, season. */
function placed(ctx: LahmanContext, row: CsvRow) {
  const year = int(row.yearID);
  const league = leagueSlugOf(row.lgID ?? "");
  return {
    personId: ctx.personIds.get(row.playerID ?? "") ?? 0,
    leagueId: ctx.leagueIds.get(league) ?? 0,
    seasonId: ctx.seasonIdOf(league, year) ?? null,
    year,
  };
}

/** A Batting or Pitching row as a player-season; undefined when its club-season is not in Teams.csv. */
export function playerSeasonRow(ctx: LahmanContext, kind: Kind, row: CsvRow): PlayerSeasonRow | undefined {
  const teamId = teamIdOf(ctx, int(row.yearID), row.teamID);
  if (teamId === undefined) return undefined;
  return { ...placed(ctx, row), teamId, stint: int(row.stint), kind, stats: seasonStats(kind, row) };
}

/** A Managers row (its club-season known) as a coach-season: the record and finish Lahman gives; no ties or playoffs. */
export const coachSeasonRow = (ctx: LahmanContext, row: CsvRow, teamId: number): CoachSeasonRow => ({
  ...placed(ctx, row),
  teamId,
  stint: int(row.inseason),
  games: intOrNull(row.G),
  wins: intOrNull(row.W),
  losses: intOrNull(row.L),
  rank: intOrNull(row.rank),
});

/**
 * An AllstarFull row, in the league it counts for: `squad` is its lgID (AL, NL, or a Negro
 * Leagues game's side), the game number 0 when Lahman numbers none.
 */
export const allStarRow = (ctx: LahmanContext, league: string, row: CsvRow): AllStarRow => ({
  personId: ctx.personIds.get(row.playerID ?? "") ?? 0,
  leagueId: ctx.leagueIds.get(league) ?? 0,
  year: int(row.yearID),
  gameNumber: int(row.gameNum),
  squad: row.lgID ?? "",
  teamId: teamIdOf(ctx, int(row.yearID), row.teamID) ?? null,
  gamesPlayed: intOrNull(row.GP),
});
