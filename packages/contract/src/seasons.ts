// Seasons (spec §3 Season, §4 season status; §7 /api/championships/seasons/).
import { z } from "zod/mini";
import { leagueScope, param, seasonStartYear, siteScope } from "./params";
import { described, leagueRef, levelRef, nullableInt, nullableText, sportRef, startYear, teamRef } from "./refs";

export const seasonPaths = { list: "/api/championships/seasons/", detail: "/api/championships/seasons/{id}/" } as const;

export const SEASON_ORDERING = ["start_year", "name"] as const;

/**
 * active: is_active. upcoming: not started (its start date, else its start year, is still to
 * come). completed: over with its result recorded (a champion, or a note that no title was
 * awarded), or played before the league's championship existed (the 1880 MLB season has no
 * World Series to record). unrecorded: over, but we hold no result (the 2025 World Series
 * until it is imported): never counted as completed.
 */
export const SEASON_STATUSES = ["active", "completed", "unrecorded", "upcoming"] as const;
export type SeasonStatus = (typeof SEASON_STATUSES)[number];

/**
 * What the season's result is: its champion; no title awarded (the champions row says why,
 * in result_note); before the championship's first title; not recorded; or not decided yet
 * (active or upcoming).
 */
export const SEASON_RESULTS = ["champion", "not_awarded", "before_first_title", "not_recorded", "undecided"] as const;
export type SeasonResult = (typeof SEASON_RESULTS)[number];

export const seasonFilters = z.object({
  ...siteScope(),
  ...leagueScope(),
  season__start_year: seasonStartYear(),
  status: described(
    param.choice(SEASON_STATUSES),
    "active, completed, unrecorded or upcoming, as the season's status field (a season over without a recorded result is unrecorded, not completed).",
  ),
  search: described(
    param.text(),
    "Case-insensitive substring of the season's name, its sport's or league's name, or its champion's name or city.",
  ),
});

/** A season's champion: the team reference (spec §3 Season's name, city and abbreviation). */
export const seasonChampion = teamRef;

export const season = z.strictObject({
  id: z.int(),
  name: z.string(),
  start_year: startYear(),
  end_year: z.int(),
  sport: sportRef,
  league: leagueRef,
  level: levelRef,
  is_active: z.boolean(),
  status: described(
    z.enum(SEASON_STATUSES),
    "active: is_active. upcoming: not started yet. completed: over, with its result recorded (a champion, or no title awarded) or played before the championship's first title. unrecorded: over, but no result is recorded: never counted as completed.",
  ),
  result: described(
    z.enum(SEASON_RESULTS),
    "champion; not_awarded (result_note says why); before_first_title; not_recorded (over, result not held); undecided (active or upcoming).",
  ),
  result_note: described(
    nullableText(),
    'Why no title was awarded, when none was ("Not played: the 1994 season was ended by a players\' strike.").',
  ),
  champion: described(
    z.nullable(seasonChampion),
    "Winner of the league's championship that season; null when none is recorded or none was awarded (see result).",
  ),
  championship_name: nullableText(),
  start_date: described(nullableText(), "YYYY-MM-DD."),
  end_date: described(nullableText(), "YYYY-MM-DD."),
  teams_count: nullableInt(),
  games_count: nullableInt(),
  regular_season_games: described(nullableInt(), "Regular-season games per team."),
  playoffs_format: nullableText(),
  notes: nullableText(),
});

export type Season = z.infer<typeof season>;
export type SeasonChampion = z.infer<typeof seasonChampion>;
export type SeasonFilters = z.output<typeof seasonFilters>;
