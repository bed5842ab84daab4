// Teams (spec §3 Team; §7 /api/teams/teams/): franchises and college programs.
import { z } from "zod/mini";
import { RESULT_TYPES } from "./champions";
import { leagueScope, param, siteScope } from "./params";
import { championshipRef, described, leagueRef, nullableInt, nullableText, personLink, seasonRef, sportRef, teamRef } from "./refs";
import { finishFields, playoffResult, playoffRound, recordFields } from "./season-records";

export const teamPaths = {
  list: "/api/teams/teams/",
  detail: "/api/teams/teams/{slug}/",
  /** Issue #16: the franchise's season-by-season rows. */
  seasons: "/api/teams/teams/{slug}/seasons/",
} as const;

export const TEAM_ORDERING = ["name", "city", "founded_year", "championships_won", "last_championship_year"] as const;

export const teamFilters = z.object({
  ...siteScope(),
  ...leagueScope(),
  conference: described(param.text(), "Exact conference name, e.g. 'AFC' or 'Big Ten'."),
  division: described(param.text(), "Exact division name, e.g. 'NFC East'."),
  search: described(
    param.text(),
    "Every word (any order, case and accents ignored) in the team's city, name or abbreviation, or a city or name it played under.",
  ),
});

export const team = z.strictObject({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  abbreviation: z.string(),
  short_name: nullableText(),
  sport_name: z.string(),
  level_name: z.string(),
  league_name: z.string(),
  division: nullableText(),
  conference: nullableText(),
  state: nullableText(),
  country: nullableText(),
  stadium: nullableText(),
  founded_year: nullableInt(),
  is_active: z.boolean(),
  championships_won: z.int(),
  last_championship_year: described(
    nullableInt(),
    "Start year of the season of the latest title (2020 for the 2020 college football season).",
  ),
  last_championship_season: described(nullableText(), "That season as every screen labels it: '2020', '1993-94'."),
  sport: sportRef,
});

/** One title of the franchise (issue #16): a vacated one is listed, marked, and counted nowhere. */
export const teamTitle = z.strictObject({
  id: described(z.int(), "The champions row: /api/championships/champions/{id}/."),
  season: seasonRef,
  championship: championshipRef,
  /** The franchise under the name and city it won with. */
  team: teamRef,
  runner_up: described(
    z.nullable(teamRef),
    "The final's loser; null where we hold none (a poll title, a runner-up we do not hold as a team).",
  ),
  result: described(
    nullableText(),
    "'4–3' for a series (games won–lost), '40–22' for a single final; null for a poll title or where not recorded.",
  ),
  result_type: z.nullable(z.enum(RESULT_TYPES)),
  vacated: described(
    z.boolean(),
    "The title was vacated (by the NCAA): shown, never counted in championships_won, droughts or playoff appearances.",
  ),
});

/** A season's record as the franchise's best: the record fields with the season. */
export const teamBestRecord = z.strictObject({ season: seasonRef, ...recordFields() });

/**
 * The longest run of the franchise's seasons without a title: from its first season, or the one
 * after a title, to the one before a title, or to the latest season held when it is still running.
 */
export const teamTitleDrought = z.strictObject({
  from: seasonRef,
  to: seasonRef,
  seasons: described(z.int(), "Seasons in the run, counted over the seasons we hold of the franchise (its standings and its titles)."),
  ongoing: described(z.boolean(), "No title since: the run reaches the franchise's latest season held."),
});

export const teamFirstsAndBests = z.strictObject({
  first_season: described(
    z.nullable(seasonRef),
    "The earliest league season we hold standings of the franchise for; null where we hold none.",
  ),
  last_season: described(z.nullable(seasonRef), "The latest such season (a defunct club's last)."),
  seasons: described(z.int(), "League seasons we hold standings of the franchise for."),
  playoff_appearances: described(
    z.int(),
    "League seasons in which we hold the franchise in the postseason: a final won (not vacated) or lost, a postseason series, or standings that say it reached the postseason.",
  ),
  best_record: described(
    z.nullable(teamBestRecord),
    "The season of the highest win % in the standings (more wins, then the earlier season, on a tie); null where no season has a decided game.",
  ),
  longest_title_drought: described(
    z.nullable(teamTitleDrought),
    "The longest run of seasons without a title (vacated titles end none); the earliest such run on a tie; null where we hold no season of the franchise.",
  ),
});

/** The detail adds the names and cities the team played under, its titles, and its firsts and bests (issue #16). */
export const teamDetail = z.extend(team, {
  names: z.array(z.strictObject({ first_year: z.int(), last_year: nullableInt(), city: z.string(), name: z.string() })),
  titles: described(z.array(teamTitle), "Every final the franchise won, oldest first, vacated ones included and marked."),
  firsts_and_bests: teamFirstsAndBests,
});

/** /api/teams/teams/{slug}/seasons/: one row per league season of the franchise's standings. */
export const TEAM_SEASON_ORDERING = ["season", "wins", "losses", "win_percentage", "rank"] as const;

export const teamSeasonFilters = z.object({ ...leagueScope() });

export const teamSeason = z.strictObject({
  season: seasonRef,
  league: leagueRef,
  /** The franchise under the name and city it had that season. */
  team: teamRef,
  conference: nullableText(),
  division: nullableText(),
  ...recordFields(),
  ...finishFields(),
  playoff_result: playoffResult(),
  playoff_round: playoffRound(),
  coach: described(
    z.nullable(personLink),
    "The coach or manager of the most games that season (the first on a tie) from the coaches' seasons (Lahman Managers, Hockey Databank Coaches); null where we hold none.",
  ),
});

export type Team = z.infer<typeof team>;
export type TeamDetail = z.infer<typeof teamDetail>;
export type TeamTitle = z.infer<typeof teamTitle>;
export type TeamFirstsAndBests = z.infer<typeof teamFirstsAndBests>;
export type TeamSeason = z.infer<typeof teamSeason>;
export type TeamFilters = z.output<typeof teamFilters>;
export type TeamSeasonFilters = z.output<typeof teamSeasonFilters>;
