// What players and coaches share (spec §3 Player, Coach): the person nested in both, the team
// a card names, the item status, the filters of every people list and the summaries' options.
import { z } from "zod/mini";
import { leagueScope, param, siteScope } from "./params";
import { described, nullableInt, nullableText, sportRef, teamRef } from "./refs";

/** spec §4: the data yields only active or inactive, so no injured, retired or interim state. */
export const PERSON_STATUSES = ["active", "inactive"] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

export const personStatus = described(
  z.enum(PERSON_STATUSES),
  "From is_active: the data holds no injured, retired or interim state (spec §4).",
);

export const personRef = z.strictObject({
  first_name: nullableText(),
  last_name: nullableText(),
  full_name: z.string(),
  age: described(nullableInt(), "Whole years since birth; null when the birth date is unknown or the person has died."),
  birth_date: nullableText(),
  birth_place: nullableText(),
  death_date: nullableText(),
});

/** The team reference with the season whose name it carries. */
export const currentTeamRef = described(
  z.nullable(
    z.extend(teamRef, {
      name: described(z.string(), "The club's name in `season` when that is given, else its current name."),
      abbreviation: described(
        nullableText(),
        "null where we hold none for that season and the club then had another city or name (the 1935 Boston Braves).",
      ),
      season: described(
        nullableInt(),
        "For a person who is not active: start year of the latest season we hold in which he was with this club, whose name that season the team carries: a player's last season where a dataset holds his career (Lahman, Hockey Databank), else the latest title our facts tie him to the club with; a coach's latest title with it (we hold no coach's last season). null for an active person (the team now) and where no such season is held.",
      ),
      season_label: described(nullableText(), '`season` by the season-label rule: "1935", "1998-99".'),
    }),
  ),
  "Active: the team now. Not active: the club the person last played for or coached as far as we hold it, under the name it had then (see season); null where that is not known (a college MVP, a coach whose last club's name then is uncertain).",
);

/** Filters every players and coaches list accepts (spec §5: position matches as a substring). */
export const roleFilters = () => ({
  ...siteScope(),
  ...leagueScope(),
  position: described(param.text(), "Case-insensitive substring of the position."),
  team__slug: described(param.slug(), "The current team."),
  search: described(
    param.text(),
    "Every word (any order, case and accents ignored) in the full, first or last name, the current team's name or city, or the position.",
  ),
});

/** A current team as a dropdown option of the players and coaches screens. */
export const teamOption = z.strictObject({
  slug: z.string(),
  abbreviation: z.string(),
  name: z.string(),
  city: z.string(),
  sport_name: z.string(),
  first_year: described(nullableInt(), "First year the team bore this city and name in our data."),
  last_year: described(nullableInt(), "Last year it bore them; null while it still does (is_active) or when our data does not say."),
  is_active: z.boolean(),
});

/** Options for the screen's dropdowns: filtered by sport__slug and level__slug only, so choosing another filter keeps them. */
export const facets = () => ({
  sports: described(z.array(sportRef), "Distinct sports, by name (sport__slug and level__slug filters only)."),
  positions: described(z.array(z.string()), "Distinct non-null positions, sorted (sport__slug and level__slug filters only)."),
  teams: described(z.array(teamOption), "Distinct current teams, by abbreviation (sport__slug and level__slug filters only)."),
});

export type PersonRef = z.infer<typeof personRef>;
export type CurrentTeamRef = z.infer<typeof currentTeamRef>;
export type TeamOption = z.infer<typeof teamOption>;
