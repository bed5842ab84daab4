// A season as the API may send it (spec §3 Season), permissive.
import { z } from "zod/mini";
import { maybe, maybeBoolean, maybeId, maybeNumber, maybeText, nameOrText } from "../shared/loose";

/** spec §3: the champion's fields as `team_name`/`team_city`/`team_abbreviation` or plain `name`/`city`/`abbreviation`. */
const rawSeasonChampionSchema = z.object({
  team_name: maybeText,
  name: maybeText,
  team_city: maybeText,
  city: maybeText,
  team_abbreviation: maybeText,
  abbreviation: maybeText,
});

export const rawSeasonSchema = z.object({
  id: maybeId,
  name: maybeText,
  start_year: maybeNumber,
  end_year: maybeNumber,
  sport: nameOrText,
  league: nameOrText,
  level: nameOrText,
  is_active: maybeBoolean,
  // Derived by the API (issue #13): a season over without a recorded result is not completed.
  status: maybeText,
  result: maybeText,
  result_note: maybeText,
  champion: maybe(rawSeasonChampionSchema),
  championship_name: maybeText,
  championship: nameOrText,
  start_date: maybeText,
  end_date: maybeText,
  teams_count: maybeNumber,
  games_count: maybeNumber,
  regular_season_games: maybeNumber,
  playoffs_format: maybeText,
});

export type RawSeason = z.infer<typeof rawSeasonSchema>;
