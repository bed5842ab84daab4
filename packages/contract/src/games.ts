// Games (spec §3 Game; §7 /api/games/games/ and its views, the Scores screen's counters and
// season picker, and /api/championships/championship-games/).
import { z } from "zod/mini";
import { leagueScope, param, seasonStartYear, siteScope } from "./params";
import { described, levelRef, nullableInt, nullableText, seasonOption, sportRef, teamRef } from "./refs";

export const gamePaths = {
  list: "/api/games/games/",
  /** A game by its slug or id. */
  detail: "/api/games/games/{slug}/",
  today: "/api/games/games/today/",
  live: "/api/games/games/live/",
  recent: "/api/games/games/recent/",
  upcoming: "/api/games/games/upcoming/",
  summary: "/api/games/games/summary/",
  seasons: "/api/games/games/seasons/",
  championshipGames: "/api/championships/championship-games/",
  championshipGame: "/api/championships/championship-games/{slug}/",
} as const;

export const GAME_STATUSES = ["scheduled", "live", "final", "postponed"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const GAME_ORDERING = ["game_date"] as const;

/** The lists of games by name; "today" is the calendar date in America/New_York. */
export const GAME_VIEWS = ["all", "today", "live", "recent", "upcoming"] as const;
export type GameViewName = (typeof GAME_VIEWS)[number];

export const gameFilters = z.object({
  ...siteScope(),
  ...leagueScope(),
  season__start_year: seasonStartYear(),
  status: param.choice(GAME_STATUSES),
  team__slug: described(param.slug(), "The home or the away team."),
  date: described(param.date(), "Exact game date, YYYY-MM-DD."),
  date__gte: described(param.date(), "Games on or after this date, YYYY-MM-DD."),
  date__lte: described(param.date(), "Games on or before this date, YYYY-MM-DD."),
  search: described(param.text(), "Every word (any order, case and accents ignored) in the home or away team's name or city."),
  championship__slug: described(
    param.slug(),
    "Games of this championship's finals (issue #15): with season__start_year, the games of one final series, e.g. world-series and 1927.",
  ),
});

export const gameSummaryFilters = z.extend(gameFilters, {
  view: described(param.choice(GAME_VIEWS), "Which list to summarise: all (default), today, live, recent or upcoming, as those lists."),
});

export const gameSeasonFilters = z.object({
  ...siteScope(),
  championship__slug: described(param.slug(), "Only the seasons that have games of this championship's finals (issue #15)."),
});

export const championshipGameFilters = z.object({
  ...siteScope(),
  season__start_year: seasonStartYear(),
  championship__slug: param.slug(),
});

/** A side of a game: the team reference. */
export const gameTeam = teamRef;

export const game = z.strictObject({
  id: z.int(),
  slug: z.string(),
  home_team: described(z.nullable(gameTeam), "Null while the team is to be decided."),
  away_team: z.nullable(gameTeam),
  home_score: nullableInt(),
  away_score: nullableInt(),
  status: z.enum(GAME_STATUSES),
  game_date: described(z.string(), "YYYY-MM-DD, local to the venue."),
  game_time: described(nullableText(), 'Local start time as text, e.g. "6:30 PM ET".'),
  period: nullableText(),
  time_remaining: nullableText(),
  championship: described(
    z.nullable(z.strictObject({ name: z.string(), slug: z.string() })),
    "The championship this game decided, if any.",
  ),
  season: z.nullable(
    z.strictObject({
      name: z.string(),
      start_year: z.int(),
      slug: described(z.string(), "The league season's slug, e.g. 'mlb-1927': /api/championships/seasons/{slug}/."),
    }),
  ),
  venue: nullableText(),
  neutral_site: described(
    z.nullable(z.boolean()),
    "True when played at a site chosen in advance (every championship final), not at a team's home by right. home_team and away_team are then the designated sides where known (Super Bowls), else the winner and the loser, in that order. Null: not recorded.",
  ),
  round: described(nullableText(), '"Wild Card", "NFC Championship", "Super Bowl LIX" …'),
  overtime: described(nullableText(), '"OT", "2OT" … when the game went past regulation.'),
  home_line_score: described(
    nullableText(),
    'The home side\'s runs by inning as the source writes them (issue #15): one digit an inning, "(10)" for ten or more, "x" for an inning not batted, e.g. "00010102x". Null where the source has none (every sport but baseball).',
  ),
  away_line_score: described(nullableText(), "The visiting side's runs by inning, written as home_line_score."),
  attendance: described(nullableInt(), "Paid attendance as the source records it; null where not recorded."),
  notes: described(nullableText(), "What the source says of an unusual game: forfeit, suspended, protested, tie called; null otherwise."),
  sport: sportRef,
  level: described(levelRef, "The level of the game's league: pro, college …"),
});

/** /api/games/games/summary/: the Scores screen's counters without its list. */
export const gameSummary = z.strictObject({
  count: described(z.int(), "Games in the filtered set."),
  live: z.int(),
  final: z.int(),
  scheduled: z.int(),
  postponed: z.int(),
  sports: described(z.array(sportRef), "The distinct sports of the filtered set, by name."),
});

/** /api/games/games/seasons/: the seasons the Scores picker offers. */
export const gameSeasons = z.strictObject({
  seasons: described(
    z.array(
      z.extend(seasonOption, {
        games: described(z.int(), "Games we hold of this season."),
        first_date: described(z.string(), "YYYY-MM-DD of its first game we hold."),
        last_date: described(z.string(), "YYYY-MM-DD of its last game we hold."),
      }),
    ),
    "Every league season that has games, newest first, then by league abbreviation.",
  ),
});

export type Game = z.infer<typeof game>;
export type GameTeam = z.infer<typeof gameTeam>;
export type GameSummary = z.infer<typeof gameSummary>;
export type GameSeasons = z.infer<typeof gameSeasons>;
export type GameFilters = z.output<typeof gameFilters>;
