// A franchise's seasons as its page's firsts and bests read them (issue #16): each league season
// of its standings, oldest first, with its record and how its postseason ended. Read as a JSON
// array in the page's facts statement (teamFacts), not as a statement of its own: only the fields
// the firsts and bests use, and no row decoding per column (a franchise holds up to 150 seasons).
import type { SeasonRef } from "@tl/contract/refs";
import type { PlayoffResult } from "@tl/contract/season-records";
import { sql } from "drizzle-orm";
import { jsonRows, playoffOutcome, tiesIn, type FinalRow, type SeriesRow } from "./postseason-facts";
import { seasonRefOf } from "./season-slug";
import { winPercentage } from "./standings";

export interface HeldRow {
  seasonId: number;
  startYear: number;
  seasonName: string;
  leagueSlug: string;
  wins: number;
  losses: number;
  ties: number;
  overtimeLosses: number | null;
  winPercentage: number | null;
  playoffPosition: string | null;
}

/** The franchise's standings rows as a jsonRows column (`held`), in the seasons list's oldest-first order. */
export const heldColumn = (teamId: number) =>
  sql`${jsonRows(
    sql`select standings.season_id as "seasonId", se.start_year as "startYear", se.name as "seasonName", l.slug as "leagueSlug",
      l.name as "leagueName", standings.wins, standings.losses, standings.ties, standings.overtime_losses as "overtimeLosses",
      ${winPercentage} as "winPercentage", standings.playoff_position as "playoffPosition"
    from standings join seasons se on se.id = standings.season_id join leagues l on l.id = se.league_id
    where standings.team_id = ${teamId}`,
    sql`r."startYear", r."leagueName"`,
  )} as held`;

export interface HeldSeason {
  season: SeasonRef;
  wins: number;
  losses: number;
  ties: number | null;
  overtime_losses: number | null;
  win_percentage: number | null;
  playoff_result: PlayoffResult | null;
}

interface TeamOf {
  id: number;
  sportSlug: string;
}

/** A held row with its season named and its postseason's outcome, as the seasons list says it. */
export function heldSeason(team: TeamOf, finals: readonly FinalRow[], series: readonly SeriesRow[], row: HeldRow): HeldSeason {
  return {
    season: seasonRefOf({ leagueSlug: row.leagueSlug, sportSlug: team.sportSlug, startYear: row.startYear, name: row.seasonName }),
    wins: row.wins,
    losses: row.losses,
    ties: tiesIn(team.sportSlug, row.ties),
    overtime_losses: row.overtimeLosses,
    win_percentage: row.winPercentage,
    playoff_result: playoffOutcome(team.id, row.seasonId, finals, series, row.playoffPosition).playoff_result,
  };
}
