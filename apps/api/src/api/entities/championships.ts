import { z } from "zod";
import { nullableText, sportRef, levelRef, leagueRef } from "./core";

export const championship = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  official_name: nullableText,
  description: nullableText,
  trophy_name: nullableText,
  first_year: z.number().int(),
  first_season_start_year: z.number().int().nullable().describe("Start year of the first season we hold (2024-25 is 2024); null before any."),
  last_season_start_year: z.number().int().nullable().describe("Start year of the latest season we hold; every season between is held too."),
  sport: sportRef,
  level: levelRef,
  league: leagueRef,
});

export const champion = z.object({
  id: z.number().int(),
  team_city: nullableText.describe("The champion's city that season; null when no title was awarded."),
  team_name: nullableText,
  team_slug: nullableText,
  championship_name: z.string(),
  championship_slug: z.string(),
  season_name: z.string(),
  season_start_year: z.number().int().describe("2024-25 is 2024."),
  runner_up_city: nullableText,
  runner_up_name: nullableText,
  result: nullableText.describe("Final score of a single-game final (\"40–22\") or games won in a series (\"4–3\")."),
  result_type: z.enum(["game", "series", "poll"]).nullable(),
  overtime: nullableText,
  record: nullableText.describe("The champion's regular-season record."),
  coach: nullableText,
  mvp: nullableText,
  venue: nullableText,
  game_date: nullableText,
  notes: nullableText,
  sport: sportRef,
});
