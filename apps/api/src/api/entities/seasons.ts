// Seasons (spec §3 Season, §4 season status).
import { SEASON_STATUSES } from "@tl/db/queries/seasons";
import { z } from "zod";
import { leagueRef, levelRef, nullableInt, nullableText, sportRef } from "./core";

export const seasonChampion = z.object({
  team_name: z.string().describe("The champion's name that season."),
  team_city: nullableText,
  team_abbreviation: nullableText,
  team_slug: nullableText,
});

export const season = z.object({
  id: z.number().int(),
  name: z.string(),
  start_year: z.number().int().describe("2024-25 is 2024."),
  end_year: z.number().int(),
  sport: sportRef,
  league: leagueRef,
  level: levelRef,
  is_active: z.boolean(),
  status: z.enum(SEASON_STATUSES).describe("active when is_active, else completed."),
  champion: seasonChampion.nullable().describe("Winner of the league's championship that season; null when none is recorded or none was awarded."),
  championship_name: nullableText,
  start_date: nullableText.describe("YYYY-MM-DD."),
  end_date: nullableText.describe("YYYY-MM-DD."),
  teams_count: nullableInt,
  games_count: nullableInt,
  regular_season_games: nullableInt.describe("Regular-season games per team."),
  playoffs_format: nullableText,
  notes: nullableText,
});
