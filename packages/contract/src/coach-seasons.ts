// A coach's season-by-season record (issue #16): /api/people/coaches/{slug}/seasons/, the rows
// of coach_seasons (Lahman Managers, Hockey Databank Coaches) and a career row per league.
import { z } from "zod/mini";
import { described, leagueRef, nullableInt, seasonRef, teamRef } from "./refs";

export const coachSeasonFilters = z.object({});

/** No ordering: the rows come in one fixed order (see the list's description). */
export const COACH_SEASON_ORDERING = [] as const;

export const coachSeason = z.strictObject({
  career: described(
    z.boolean(),
    "false: one source row (a season with one team; a mid-season change is a second stint); true: the career total in the league, after its seasons.",
  ),
  season: described(z.nullable(seasonRef), "The league season (its page); null on a career row."),
  league: leagueRef,
  team: described(z.nullable(teamRef), "The franchise under its name that season (its page by slug); null on a career row."),
  stint: described(nullableInt(), "1 for the coach's first team that season (Lahman inseason), …; null on a career row."),
  seasons: described(nullableInt(), "On a career row: the seasons it sums; null on a season row."),
  first_year: described(nullableInt(), "On a career row: the first season's start year; null on a season row."),
  last_year: described(nullableInt(), "On a career row: the last season's start year; null on a season row."),
  games: described(nullableInt(), "Regular-season games; null where the source leaves it empty (a career row: where every row does)."),
  wins: nullableInt(),
  losses: nullableInt(),
  ties: described(nullableInt(), "null where the source has none (baseball)."),
  overtime_losses: described(nullableInt(), "Hockey's overtime losses; null where the source has none."),
  win_percentage: described(z.nullable(z.number()), "wins / (wins + losses), 3 decimals; null before any decided game."),
  rank: described(nullableInt(), "The team's finish in its league or division as the source gives it; null on a career row."),
  playoff_games: nullableInt(),
  playoff_wins: nullableInt(),
  playoff_losses: nullableInt(),
  playoff_ties: described(nullableInt(), "Playoff fields: null where the source has none (Lahman Managers); a career row sums them."),
});

export type CoachSeason = z.infer<typeof coachSeason>;
export type CoachSeasonFilters = z.output<typeof coachSeasonFilters>;
