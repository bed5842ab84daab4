// Seasons (spec §3 Season, §4 season status).
import { SEASON_RESULTS, SEASON_STATUSES } from "@tl/db/queries/seasons";
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
  status: z
    .enum(SEASON_STATUSES)
    .describe(
      "active: is_active. upcoming: not started yet. completed: over, with its result recorded (a champion, or no title awarded) or played before the championship's first title. unrecorded: over, but no result is recorded: never counted as completed.",
    ),
  result: z
    .enum(SEASON_RESULTS)
    .describe("champion; not_awarded (result_note says why); before_first_title; not_recorded (over, result not held); undecided (active or upcoming)."),
  result_note: nullableText.describe("Why no title was awarded, when none was (\"Not played: the 1994 season was ended by a players' strike.\")."),
  champion: seasonChampion.nullable().describe("Winner of the league's championship that season; null when none is recorded or none was awarded (see result)."),
  championship_name: nullableText,
  start_date: nullableText.describe("YYYY-MM-DD."),
  end_date: nullableText.describe("YYYY-MM-DD."),
  teams_count: nullableInt,
  games_count: nullableInt,
  regular_season_games: nullableInt.describe("Regular-season games per team."),
  playoffs_format: nullableText,
  notes: nullableText,
});
