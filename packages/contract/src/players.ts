// Players (spec §3 Player; §7 /api/people/players/ with active/, by_position/, rookies/, the
// Players screen's tiles and options, and one player by the person's slug).
import { z } from "zod/mini";
import { param } from "./params";
import { currentTeamRef, facets, personRef, personStatus, roleFilters } from "./people";
import { awardsByYear, personTitle } from "./person-pages";
import { described, leagueRef, nullableInt, nullableText, seasonRef, sportRef, startYear, teamRef } from "./refs";

export const playerPaths = {
  list: "/api/people/players/",
  active: "/api/people/players/active/",
  byPosition: "/api/people/players/by_position/",
  rookies: "/api/people/players/rookies/",
  summary: "/api/people/players/summary/",
  detail: "/api/people/players/{slug}/",
  /** Issue #16: the player's season-by-season statistics. */
  seasons: "/api/people/players/{slug}/seasons/",
} as const;

export const PLAYER_ORDERING = ["last_name", "full_name", "debut_year", "championships_won", "all_star_selections"] as const;

/** The statuses the filter accepts: the data records only active or not, and no injuries. */
export const PLAYER_STATUSES = ["active", "injured", "retired", "inactive"] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];
/** Asked for, these match no player: we hold no such state. */
export const UNRECORDED_PLAYER_STATUSES: readonly PlayerStatus[] = ["injured"];

export const playerFilters = z.object({
  ...roleFilters(),
  status: described(
    param.choice(PLAYER_STATUSES),
    "active: is_active; inactive and retired: not active; injured: no rows (the data records no injuries).",
  ),
});

export const playerPositionFilters = z.extend(playerFilters, {
  position: described(param.requiredText(), "Required: case-insensitive substring of the position, e.g. 'baseman'."),
});

export const player = z.strictObject({
  id: z.int(),
  slug: described(z.string(), "The person's slug."),
  person: personRef,
  jersey_number: nullableText(),
  position: nullableText(),
  primary_position: described(z.nullable(z.strictObject({ name: z.string() })), "The position again, as { name }."),
  current_team: currentTeamRef,
  height: described(nullableText(), 'Feet-inches, e.g. "6-2".'),
  weight: described(nullableInt(), "Pounds."),
  years_pro: nullableInt(),
  debut_year: nullableInt(),
  final_year: nullableInt(),
  college: nullableText(),
  draft_year: nullableInt(),
  draft_round: nullableInt(),
  draft_pick: nullableInt(),
  career_stats: described(z.record(z.string(), z.number()), 'Stat name → value, e.g. {"home_runs": 714, "batting_average": 0.342}.'),
  awards: described(
    z.array(z.string()),
    'Newest first, with the season by the season-label rule: "Most Valuable Player (1923)", "Conn Smythe (1987-88)".',
  ),
  championships_won: described(
    nullableInt(),
    "Titles won (counted from the champions' rosters where a dataset holds the player's career); null where we cannot count them completely (a player known only as an MVP of our curated titles, or one still playing when his league's data ends while its titles go on: an NHL player of 2017-18).",
  ),
  all_star_selections: described(
    nullableInt(),
    "null where we hold no All-Star data for the player (only the Lahman data, MLB, counts them): unknown, not 0.",
  ),
  is_active: z.boolean(),
  status: personStatus,
  contract_end_year: nullableInt(),
  sport: sportRef,
  league: leagueRef,
});

/** One season with All-Star selections (Lahman AllstarFull). */
export const allStarYear = z.strictObject({
  start_year: startYear(),
  label: z.string(),
  season: described(z.nullable(seasonRef), "The league season (its page); null where we hold none."),
  games: described(z.int(), "All-Star Games he was selected for that year (two a year in 1959-62, several Negro Leagues games)."),
});

/** A franchise the player played for, from his season rows. */
export const playerTeam = z.strictObject({
  team: described(teamRef, "The franchise under its name in the last season he played for it (its page by slug)."),
  league: leagueRef,
  first_year: z.int(),
  last_year: z.int(),
  seasons: described(z.int(), "Seasons with at least one row for the club."),
});

/**
 * The player's page (issue #16): the card's fields (the bio: person, height, weight, position,
 * college, draft, debut and final year) with his titles, awards by year, All-Star years and teams.
 */
export const playerDetail = z.extend(player, {
  titles: described(
    z.nullable(z.array(personTitle)),
    "The titles championships_won counts (a season with the champion: a season row with the club, in hockey one with playoff games; or the final's MVP for the champion), oldest first, vacated ones listed and marked; null where we cannot list them completely: championships_won is null, or it counts titles we hold no champions row of (the Lahman import counts the 1884-90 series and the Negro World Series from its own files).",
  ),
  awards_by_year: awardsByYear(),
  all_star_years: described(
    z.nullable(z.array(allStarYear)),
    "Oldest first; null where all_star_selections is null (no All-Star data for the player's league).",
  ),
  teams_played_for: described(
    z.array(playerTeam),
    "Every franchise of his season rows (every league), by first year; empty where we hold no season rows.",
  ),
});

/** /api/people/players/summary/: the Players screen's tiles and dropdown options. */
export const playerSummary = z.strictObject({
  count: described(z.int(), "Players matching every filter."),
  active: described(z.int(), "Of those, how many are active."),
  championships: described(nullableInt(), "Sum of their championships_won; null when any of them has none (a partial sum is not a fact)."),
  all_star_selections: described(
    nullableInt(),
    "Sum of their all_star_selections; null when any of them has none (no All-Star data for their league): a partial sum is not a fact.",
  ),
  ...facets(),
});

export type Player = z.infer<typeof player>;
export type PlayerDetail = z.infer<typeof playerDetail>;
export type AllStarYear = z.infer<typeof allStarYear>;
export type PlayerTeam = z.infer<typeof playerTeam>;
export type PlayerSummary = z.infer<typeof playerSummary>;
export type PlayerFilters = z.output<typeof playerFilters>;
