// Teams (spec §3 Team; §7 /api/teams/teams/): franchises and college programs.
import { z } from "zod/mini";
import { leagueScope, param, siteScope } from "./params";
import { described, nullableInt, nullableText, sportRef } from "./refs";

export const teamPaths = { list: "/api/teams/teams/", detail: "/api/teams/teams/{slug}/" } as const;

export const TEAM_ORDERING = ["name", "city", "founded_year", "championships_won", "last_championship_year"] as const;

export const teamFilters = z.object({
  ...siteScope(),
  ...leagueScope(),
  conference: described(param.text(), "Exact conference name, e.g. 'AFC' or 'Big Ten'."),
  division: described(param.text(), "Exact division name, e.g. 'NFC East'."),
  search: described(param.text(), "Case-insensitive substring of the team's city, name or abbreviation."),
});

export const team = z.strictObject({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  abbreviation: z.string(),
  short_name: nullableText(),
  sport_name: z.string(),
  level_name: z.string(),
  league_name: z.string(),
  division: nullableText(),
  conference: nullableText(),
  state: nullableText(),
  country: nullableText(),
  stadium: nullableText(),
  founded_year: nullableInt(),
  is_active: z.boolean(),
  championships_won: z.int(),
  last_championship_year: described(
    nullableInt(),
    "Start year of the season of the latest title (2020 for the 2020 college football season).",
  ),
  last_championship_season: described(nullableText(), "That season as every screen labels it: '2020', '1993-94'."),
  sport: sportRef,
});

/** The detail adds the names and cities the team played under. */
export const teamDetail = z.extend(team, {
  names: z.array(z.strictObject({ first_year: z.int(), last_year: nullableInt(), city: z.string(), name: z.string() })),
});

export type Team = z.infer<typeof team>;
export type TeamDetail = z.infer<typeof teamDetail>;
export type TeamFilters = z.output<typeof teamFilters>;
