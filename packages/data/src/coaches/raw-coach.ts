// A coach as the API may send it (spec §3 Coach), permissive: every field may be missing, the
// spec's alternatives accepted.
import { z } from "zod/mini";
import { maybe, maybeBoolean, maybeId, maybeNumber, maybeText, nameOrText } from "../shared/loose";
import { rawPersonFields } from "../shared/person";
import { rawRef } from "../shared/raw-refs";

const rawTeamObject = z.object({ name: maybeText, city: maybeText, abbreviation: maybeText, sport_name: maybeText, slug: maybeText, season: maybeNumber, season_label: maybeText });
const rawSport = maybe(z.union([z.string(), rawRef]));
/** The API adds death_date to the person: a person who has died has no age (spec §3 Coach). */
const deathDate = { death_date: maybeText };

export const rawCoachSchema = z.object({
  id: maybeId,
  slug: maybeText,
  person: maybe(z.object({ ...rawPersonFields, ...deathDate })),
  ...rawPersonFields,
  ...deathDate,
  current_team: maybe(z.union([z.string(), rawTeamObject])),
  position: nameOrText,
  coaching_experience_years: maybeNumber,
  years_coaching: maybeNumber,
  years_with_current_team: maybeNumber,
  previous_teams: maybe(z.array(z.string())),
  college: maybeText,
  alma_mater: maybeText,
  playing_experience: maybe(
    z.object({ sport: nameOrText, position: nameOrText, years_played: maybeNumber, teams: maybe(z.array(z.string())) }),
  ),
  career_record: maybe(
    z.object({
      wins: maybeNumber,
      losses: maybeNumber,
      ties: maybeNumber,
      win_percentage: maybeNumber,
      playoff_appearances: maybeNumber,
      playoff_wins: maybeNumber,
      playoff_losses: maybeNumber,
    }),
  ),
  championships_won: maybeNumber,
  awards: maybe(z.array(z.string())),
  specialties: maybe(z.union([z.string(), z.array(z.string())])),
  coaching_philosophy: maybeText,
  contract_end_year: maybeNumber,
  is_active: maybeBoolean,
  status: maybeText,
  hire_date: maybeText,
  sport: rawSport,
});

export type RawCoach = z.infer<typeof rawCoachSchema>;
