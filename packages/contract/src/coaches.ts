// Coaches (spec §3 Coach; §7 /api/people/coaches/ with active/ and head_coaches/, the Coaches
// screen's tiles and options, and one coach by the person's slug).
import { z } from "zod/mini";
import { param } from "./params";
import { currentTeamRef, facets, personRef, personStatus, roleFilters } from "./people";
import { coachSeason } from "./coach-seasons";
import { awardsByYear, personTitle } from "./person-pages";
import { described, leagueRef, nullableInt, nullableText, sportRef, teamRef } from "./refs";

export const coachPaths = {
  list: "/api/people/coaches/",
  active: "/api/people/coaches/active/",
  headCoaches: "/api/people/coaches/head_coaches/",
  summary: "/api/people/coaches/summary/",
  detail: "/api/people/coaches/{slug}/",
  /** Issue #16: the coach's season-by-season record. */
  seasons: "/api/people/coaches/{slug}/seasons/",
} as const;

export const COACH_ORDERING = ["last_name", "full_name", "coaching_experience_years", "championships_won", "hire_date"] as const;

/** The statuses the filter accepts: the data records only active or not. */
export const COACH_STATUSES = ["active", "interim", "retired", "fired", "resigned"] as const;
export type CoachStatus = (typeof COACH_STATUSES)[number];

export const coachFilters = z.object({
  ...roleFilters(),
  status: described(
    param.choice(COACH_STATUSES),
    "active: is_active; interim, retired, fired and resigned: not active (the data records only active or not).",
  ),
});

const careerRecord = z.strictObject({
  wins: nullableInt(),
  losses: nullableInt(),
  ties: nullableInt(),
  win_percentage: described(z.nullable(z.number()), "wins / (wins + losses), 3 decimals; null before any decided game."),
  playoff_appearances: nullableInt(),
  playoff_wins: nullableInt(),
  playoff_losses: nullableInt(),
});

export const coach = z.strictObject({
  id: z.int(),
  slug: described(z.string(), "The person's slug."),
  person: personRef,
  current_team: currentTeamRef,
  position: described(nullableText(), '"Head Coach", "Manager" …; null when unknown.'),
  coaching_experience_years: nullableInt(),
  years_coaching: described(nullableInt(), "Same as coaching_experience_years."),
  years_with_current_team: nullableInt(),
  previous_teams: z.array(z.string()),
  previous_team_refs: described(
    z.array(teamRef),
    "His former clubs as team references (issue #16): the franchises of his seasons in the league but the current one, by his first season with each; for a Lahman manager the clubs of previous_teams in its order, for a Hockey Databank coach (previous_teams empty) his clubs too; empty where we hold no season rows.",
  ),
  college: nullableText(),
  alma_mater: described(nullableText(), "Same as college."),
  playing_experience: z.nullable(
    z.strictObject({ sport: nullableText(), position: nullableText(), years_played: nullableInt(), teams: z.array(z.string()) }),
  ),
  career_record: careerRecord,
  championships_won: z.int(),
  awards: described(z.array(z.string()), 'Newest first, with the season by the season-label rule: "Jack Adams (1995-96)".'),
  specialties: described(nullableText(), "Comma-separated, as stored."),
  coaching_philosophy: nullableText(),
  contract_end_year: nullableInt(),
  is_active: z.boolean(),
  status: personStatus,
  hire_date: nullableText(),
  sport: sportRef,
  league: leagueRef,
});

/** The coach's page (issue #16): the card's fields with his titles, awards by year and career totals. */
export const coachDetail = z.extend(coach, {
  titles: described(
    z.nullable(z.array(personTitle)),
    "Every title of a champion he coached (the champions rows' coach) in the league of this role, oldest first, vacated ones listed and marked; null where championships_won counts titles we hold no champions row of (the Lahman import's 1884-90 series winners).",
  ),
  awards_by_year: awardsByYear(),
  career_totals: described(
    z.array(coachSeason),
    "The career rows of /api/people/coaches/{slug}/seasons/: one per league of his season rows, regular season and playoffs summed; empty where we hold no season rows.",
  ),
});

/** /api/people/coaches/summary/: the Coaches screen's tiles and dropdown options. */
export const coachSummary = z.strictObject({
  count: described(z.int(), "Coaches matching every filter."),
  active: described(z.int(), "Of those, how many are active."),
  championships: described(z.int(), "Sum of their championships_won."),
  average_years_coaching: described(
    z.nullable(z.number()),
    "Mean coaching_experience_years of those that have it, 1 decimal; null when none do.",
  ),
  ...facets(),
});

export type Coach = z.infer<typeof coach>;
export type CoachDetail = z.infer<typeof coachDetail>;
export type CoachSummary = z.infer<typeof coachSummary>;
export type CoachFilters = z.output<typeof coachFilters>;
