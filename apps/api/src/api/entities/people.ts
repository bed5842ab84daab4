// Players and coaches (spec §3 Player, Coach). Both carry the person nested, the team a card
// names (current_team: the team now, or the last club, see its description), and their league.
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

export const currentTeamRef = z
  .object({
    name: z.string().describe("The club's name in `season` when that is given, else its current name."),
    city: z.string(),
    abbreviation: nullableText.describe("null where we hold none for that season and the club then had another city or name (the 1935 Boston Braves)."),
    sport_name: z.string(),
    slug: z.string().describe("The franchise's slug (its team page)."),
    season: nullableInt.describe(
      "For a person who is not active: start year of the latest season we hold in which he was with this club, whose name that season the team carries: a player's last season where a dataset holds his career (Lahman, Hockey Databank), else the latest title our facts tie him to the club with; a coach's latest title with it (we hold no coach's last season). null for an active person (the team now) and where no such season is held.",
    ),
    season_label: nullableText.describe("`season` by the season-label rule: \"1935\", \"1998-99\"."),
  })
  .nullable()
  .describe(
    "Active: the team now. Not active: the club the person last played for or coached as far as we hold it, under the name it had then (see season); null where that is not known (a college MVP, a coach whose last club's name then is uncertain).",
  );

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
  awards: z.array(z.string()).describe("Newest first, with the season by the season-label rule: \"Most Valuable Player (1923)\", \"Conn Smythe (1987-88)\"."),
  championships_won: nullableInt.describe("Titles won (counted from the champions' rosters where a dataset holds the player's career); null where we cannot count them (a player known only as an MVP of our curated titles)."),
  all_star_selections: nullableInt.describe("null where we hold no All-Star data for the player (only the Lahman data, MLB, counts them): unknown, not 0."),
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
  awards: z.array(z.string()).describe("Newest first, with the season by the season-label rule: \"Jack Adams (1995-96)\"."),
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
  championships: nullableInt.describe("Sum of their championships_won where known; null when some match and none has a known count."),
  all_star_selections: nullableInt.describe("Sum of their all_star_selections where known; null when some match and none has a known count (no All-Star data for their league)."),
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
