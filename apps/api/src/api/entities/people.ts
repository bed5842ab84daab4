// Players and coaches (spec §3 Player, Coach). Both carry the person nested, the team they
// are with now (null: none, which the client shows as 'Free Agent' / 'FA'), and their league.
import { z } from "zod";
import { leagueRef, nullableInt, nullableText, sportRef } from "./core";

export const personRef = z.object({
  first_name: nullableText,
  last_name: nullableText,
  full_name: z.string(),
  age: nullableInt.describe("Whole years since birth; null when the birth date is unknown or the person has died."),
  birth_date: nullableText,
  birth_place: nullableText,
  death_date: nullableText,
});

export const currentTeamRef = z.object({ name: z.string(), city: z.string(), abbreviation: z.string(), sport_name: z.string(), slug: z.string() }).nullable();

const status = z.enum(["active", "inactive"]).describe("From is_active: the data holds no injured, retired or interim state (spec §4).");

export const player = z.object({
  id: z.number().int(),
  slug: z.string().describe("The person's slug."),
  person: personRef,
  jersey_number: nullableText,
  position: nullableText,
  primary_position: z.object({ name: z.string() }).nullable().describe("The position again, as { name }."),
  current_team: currentTeamRef,
  height: nullableText.describe("Feet-inches, e.g. \"6-2\"."),
  weight: nullableInt.describe("Pounds."),
  years_pro: nullableInt,
  debut_year: nullableInt,
  final_year: nullableInt,
  college: nullableText,
  draft_year: nullableInt,
  draft_round: nullableInt,
  draft_pick: nullableInt,
  career_stats: z.record(z.string(), z.number()).describe("Stat name → value, e.g. {\"home_runs\": 714, \"batting_average\": 0.342}."),
  awards: z.array(z.string()).describe("Newest first, e.g. \"American League MVP (1923)\"."),
  championships_won: z.number().int(),
  all_star_selections: z.number().int(),
  is_active: z.boolean(),
  status,
  contract_end_year: nullableInt,
  sport: sportRef,
  league: leagueRef,
});

export const coach = z.object({
  id: z.number().int(),
  slug: z.string().describe("The person's slug."),
  person: personRef,
  current_team: currentTeamRef,
  position: nullableText.describe("\"Head Coach\", \"Manager\" …; null when unknown."),
  coaching_experience_years: nullableInt,
  years_coaching: nullableInt.describe("Same as coaching_experience_years."),
  years_with_current_team: nullableInt,
  previous_teams: z.array(z.string()),
  college: nullableText,
  alma_mater: nullableText.describe("Same as college."),
  playing_experience: z
    .object({ sport: nullableText, position: nullableText, years_played: nullableInt, teams: z.array(z.string()) })
    .nullable(),
  career_record: z.object({
    wins: nullableInt,
    losses: nullableInt,
    ties: nullableInt,
    win_percentage: z.number().nullable().describe("wins / (wins + losses), 3 decimals; null before any decided game."),
    playoff_appearances: nullableInt,
    playoff_wins: nullableInt,
    playoff_losses: nullableInt,
  }),
  championships_won: z.number().int(),
  awards: z.array(z.string()).describe("Newest first."),
  specialties: nullableText.describe("Comma-separated, as stored."),
  coaching_philosophy: nullableText,
  contract_end_year: nullableInt,
  is_active: z.boolean(),
  status,
  hire_date: nullableText,
  sport: sportRef,
  league: leagueRef,
});

/** A current team as a dropdown option of the players and coaches screens. */
export const teamOption = z.object({
  slug: z.string(),
  abbreviation: z.string(),
  name: z.string(),
  city: z.string(),
  sport_name: z.string(),
  first_year: nullableInt.describe("First year the team bore this city and name in our data."),
  last_year: nullableInt.describe("Last year it bore them; null while it still does (is_active) or when our data does not say."),
  is_active: z.boolean(),
});

/** Options for the screen's dropdowns: filtered by sport__slug and level__slug only, so choosing another filter keeps them. */
const facets = {
  sports: z.array(sportRef).describe("Distinct sports, by name (sport__slug and level__slug filters only)."),
  positions: z.array(z.string()).describe("Distinct non-null positions, sorted (sport__slug and level__slug filters only)."),
  teams: z.array(teamOption).describe("Distinct current teams, by abbreviation (sport__slug and level__slug filters only)."),
};

/** /api/people/players/summary/: the Players screen's tiles and dropdown options. */
export const playerSummary = z.object({
  count: z.number().int().describe("Players matching every filter."),
  active: z.number().int().describe("Of those, how many are active."),
  championships: z.number().int().describe("Sum of their championships_won."),
  all_star_selections: z.number().int().describe("Sum of their all_star_selections."),
  ...facets,
});

/** /api/people/coaches/summary/: the Coaches screen's tiles and dropdown options. */
export const coachSummary = z.object({
  count: z.number().int().describe("Coaches matching every filter."),
  active: z.number().int().describe("Of those, how many are active."),
  championships: z.number().int().describe("Sum of their championships_won."),
  average_years_coaching: z.number().nullable().describe("Mean coaching_experience_years of those that have it, 1 decimal; null when none do."),
  ...facets,
});
