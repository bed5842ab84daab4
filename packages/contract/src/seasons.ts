// Seasons (spec §3 Season, §4 season status; §7 /api/championships/seasons/).
import { z } from "zod/mini";
import { leagueScope, param, seasonStartYear, siteScope } from "./params";
import { described, leagueRef, levelRef, nullableInt, nullableText, personLink, seasonRef, sportRef, startYear, teamRef } from "./refs";
import { finishFields, playoffResult, playoffRound, recordFields } from "./season-records";

export const seasonPaths = {
  list: "/api/championships/seasons/",
  /** By the season's slug ('mlb-1927', 'nhl-1993-94'; issue #16) or its id (a number). */
  detail: "/api/championships/seasons/{slug}/",
} as const;

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
    "Every word (any order, case and accents ignored) in the season's name, its sport's or league's name, or its champion's name or city.",
  ),
});

/** A season's champion: the team reference (spec §3 Season's name, city and abbreviation). */
export const seasonChampion = teamRef;

export const season = z.strictObject({
  id: z.int(),
  slug: described(
    z.string(),
    "The league's slug and the season's label: 'mlb-1927', 'nhl-1993-94'; /api/championships/seasons/{slug}/ (the id works there too).",
  ),
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

/** One team's row in the season's standings (issue #16). */
export const seasonStanding = z.strictObject({
  /** The team under the name and city it had that season. */
  team: teamRef,
  ...finishFields(),
  ...recordFields(),
  games_played: described(z.int(), "Stored, else wins + losses + ties."),
  playoff_result: playoffResult(),
  playoff_round: playoffRound(),
});

/** The standings of one division (or conference, or the whole league where the season had neither). */
export const seasonStandingGroup = z.strictObject({
  conference: described(nullableText(), "null where the season had no conferences (or leagues within the league)."),
  division: described(nullableText(), "null where the season had no divisions."),
  teams: described(z.array(seasonStanding), "By rank, then win % (highest first), then name."),
});

/** A postseason series we hold (Lahman SeriesPost, the NBA and NHL series): its games are /api/games/games/{slug}/. */
export const seasonSeries = z.strictObject({
  id: z.int(),
  round: described(z.string(), "The dataset's round name or code: 'World Series', 'ALCS', 'Stanley Cup Final'."),
  winner: teamRef,
  loser: teamRef,
  winner_wins: z.int(),
  loser_wins: z.int(),
  ties: z.int(),
  games: described(
    z.array(z.strictObject({ id: z.int(), slug: z.string(), game_date: described(z.string(), "YYYY-MM-DD.") })),
    "The series' games we hold, by date; empty where we hold none of them.",
  ),
});

/** What a player-season row counts (packages/db player_seasons.kind). */
export const LEADER_KINDS = ["batting", "pitching", "skater", "goalie"] as const;

/** One statistic's leaders of the season. */
export const seasonLeaders = z.strictObject({
  kind: z.enum(LEADER_KINDS),
  stat: described(
    z.string(),
    "The statistic's key, as in career_stats: home_runs, rbi, hits, stolen_bases (batting); wins, pitching_strikeouts, saves (pitching); points, goals, assists (skater); wins, shutouts (goalie).",
  ),
  leaders: described(
    z.array(
      z.strictObject({
        rank: described(z.int(), "1 to 5; equal values share a rank."),
        person: personLink,
        team: described(
          z.nullable(teamRef),
          "The player's team that season, as its standings name it; null for a player of several teams that season.",
        ),
        value: described(z.number(), "The season's total over every team the player had that season."),
      }),
    ),
    "The top five, highest first, then by name.",
  ),
});

/**
 * The season page (issue #16): the season with its runner-up, standings by division, every
 * postseason series we hold with its games, its leaders and the league's previous and next
 * seasons. A league season's are at most a few hundred rows, so the detail carries them all.
 */
export const seasonDetail = z.extend(season, {
  runner_up: described(z.nullable(teamRef), "The loser of the league's final that season; null where none is recorded."),
  standings: described(
    z.array(seasonStandingGroup),
    "By conference, then division (names in byte order; a season without them has one group with both null); empty where we hold no standings.",
  ),
  series: described(
    z.array(seasonSeries),
    "Every postseason series we hold of the season, by its first game's date (series without games after, by id).",
  ),
  leaders: described(
    z.array(seasonLeaders),
    "Top five in the sport's main counting statistics from the player-season rows (Lahman Batting and Pitching, Hockey Databank Scoring and Goalies); empty where we hold none for the season (football, basketball, college).",
  ),
  previous: described(z.nullable(seasonRef), "The league's season before this one; null for its first."),
  next: described(z.nullable(seasonRef), "The league's season after this one; null for its latest."),
});

export type Season = z.infer<typeof season>;
export type SeasonDetail = z.infer<typeof seasonDetail>;
export type SeasonStanding = z.infer<typeof seasonStanding>;
export type SeasonSeries = z.infer<typeof seasonSeries>;
export type SeasonLeaders = z.infer<typeof seasonLeaders>;
export type SeasonChampion = z.infer<typeof seasonChampion>;
export type SeasonFilters = z.output<typeof seasonFilters>;
