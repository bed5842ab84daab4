import { z } from "zod";
import { nullableInt, nullableText, sportRef } from "./core";

export const team = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  abbreviation: z.string(),
  short_name: nullableText,
  sport_name: z.string(),
  level_name: z.string(),
  league_name: z.string(),
  division: nullableText,
  conference: nullableText,
  state: nullableText,
  country: nullableText,
  stadium: nullableText,
  founded_year: nullableInt,
  is_active: z.boolean(),
  championships_won: z.number().int(),
  last_championship_year: nullableInt.describe("Start year of the season of the latest title (2020 for the 2020 college football season)."),
  last_championship_season: nullableText.describe("That season as every screen labels it: '2020', '1993-94'."),
  sport: sportRef,
});

export const teamDetail = team.extend({
  names: z.array(z.object({ first_year: z.number().int(), last_year: nullableInt, city: z.string(), name: z.string() })),
});
