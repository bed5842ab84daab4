// Games and standings (spec §3 Game, Standing).
import { GAME_STATUSES, PLAYOFF_POSITIONS, STREAK_TYPES } from "@tl/db/schema";
import { z } from "zod";
import { leagueRef, levelRef, nullableInt, nullableText, sportRef } from "./core";

export const gameTeam = z.object({
  name: z.string().describe("The team's name in the game's season."),
  city: z.string(),
  abbreviation: z.string(),
  sport_name: z.string(),
  slug: z.string(),
});

export const game = z.object({
  id: z.number().int(),
  slug: z.string(),
  home_team: gameTeam.nullable().describe("Null while the team is to be decided."),
  away_team: gameTeam.nullable(),
  home_score: nullableInt,
  away_score: nullableInt,
  status: z.enum(GAME_STATUSES),
  game_date: z.string().describe("YYYY-MM-DD, local to the venue."),
  game_time: nullableText.describe("Local start time as text, e.g. \"6:30 PM ET\"."),
  period: nullableText,
  time_remaining: nullableText,
  championship: z.object({ name: z.string(), slug: z.string() }).nullable().describe("The championship this game decided, if any."),
  season: z.object({ name: z.string(), start_year: z.number().int() }).nullable(),
  venue: nullableText,
  neutral_site: z
    .boolean()
    .nullable()
    .describe(
      "True when played at a site chosen in advance (every championship final), not at a team's home by right. home_team and away_team are then the designated sides where known (Super Bowls), else the winner and the loser, in that order. Null: not recorded.",
    ),
  round: nullableText.describe("\"Wild Card\", \"NFC Championship\", \"Super Bowl LIX\" …"),
  overtime: nullableText.describe("\"OT\", \"2OT\" … when the game went past regulation."),
  sport: sportRef,
});

export const standingTeam = z.object({
  name: z.string().describe("The team's name that season."),
  city: z.string(),
  abbreviation: z.string(),
  sport_name: z.string(),
  slug: z.string(),
});

export const standing = z.object({
  id: z.number().int(),
  team: standingTeam,
  rank: nullableInt,
  position: nullableInt.describe("Same as rank."),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  overtime_losses: nullableInt,
  points: nullableInt,
  win_percentage: z.number().nullable().describe("Stored, else wins / (wins + losses), 3 decimals; null before any game is decided."),
  games_played: z.number().int().describe("Stored, else wins + losses + ties."),
  games_behind: z.number().nullable(),
  streak: nullableText,
  streak_type: z.enum(STREAK_TYPES).nullable(),
  division: nullableText,
  conference: nullableText,
  league_name: z.string(),
  season_name: z.string(),
  season_start_year: z.number().int().describe("2024-25 is 2024."),
  last_updated: z.string().describe("ISO 8601 date-time."),
  playoff_position: z.enum(PLAYOFF_POSITIONS).nullable(),
  home_record: nullableText,
  away_record: nullableText,
  division_record: nullableText,
  conference_record: nullableText,
  sport: sportRef,
});

/** /api/games/games/summary/: the Scores screen's counters without its list. */
export const gameSummary = z.object({
  count: z.number().int().describe("Games in the filtered set."),
  live: z.number().int(),
  final: z.number().int(),
  scheduled: z.number().int(),
  postponed: z.number().int(),
  sports: z.array(sportRef).describe("The distinct sports of the filtered set, by name."),
});

/** One league season in a season picker (issue #13): its start year and whose season it is. */
const seasonOption = z.object({
  start_year: z.number().int().describe("2024-25 is 2024."),
  league: leagueRef,
  sport: sportRef,
  level: levelRef,
});

/** /api/games/standings/seasons/: the seasons the Standings picker offers. */
export const standingSeasons = z.object({
  seasons: z.array(seasonOption).describe("Every league season that has standings, newest first, then by league abbreviation."),
});

/** /api/games/games/seasons/: the seasons the Scores picker offers. */
export const gameSeasons = z.object({
  seasons: z
    .array(
      seasonOption.extend({
        games: z.number().int().describe("Games we hold of this season."),
        first_date: z.string().describe("YYYY-MM-DD of its first game we hold."),
        last_date: z.string().describe("YYYY-MM-DD of its last game we hold."),
      }),
    )
    .describe("Every league season that has games, newest first, then by league abbreviation."),
});
