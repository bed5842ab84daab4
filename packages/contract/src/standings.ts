// Standings (spec §3 Standing; §7 /api/games/standings/ with current/ and by_division/;
// issue #13's season parameter and the Standings season picker).
import { z } from "zod/mini";
import { leagueScope, param, seasonStartYear, siteScope } from "./params";
import { described, nullableInt, nullableText, seasonOption, seasonRef, sportRef, startYear, teamRef } from "./refs";

export const standingPaths = {
  list: "/api/games/standings/",
  detail: "/api/games/standings/{id}/",
  current: "/api/games/standings/current/",
  byDivision: "/api/games/standings/by_division/",
  seasons: "/api/games/standings/seasons/",
} as const;

export const STANDING_ORDERING = ["rank", "win_percentage", "wins", "team"] as const;
export const PLAYOFF_POSITIONS = ["champion", "playoffs", "bubble", "eliminated"] as const;
export type PlayoffPosition = (typeof PLAYOFF_POSITIONS)[number];
export const STREAK_TYPES = ["win", "loss", "other"] as const;
export type StreakType = (typeof STREAK_TYPES)[number];

const DIVISION = "Exact division name, e.g. 'NFC East'.";

export const standingFilters = z.object({
  ...siteScope(),
  ...leagueScope(),
  season__start_year: seasonStartYear(),
  season: described(
    param.year(),
    "The season starting this year (2024-25 is 2024). On current/ and by_division/ it answers that season instead of each league's latest; on the full list it filters like season__start_year.",
  ),
  division: described(param.text(), DIVISION),
  conference: described(param.text(), "Exact conference name, e.g. 'NFC'."),
  team__slug: param.slug(),
  search: described(
    param.text(),
    "Every word (any order, case and accents ignored) in the team's name or city, or the division (spec: 'Search teams or divisions').",
  ),
});

/** by_division/ cannot list without a division; blank counts as missing, as in DRF. */
export const divisionStandingFilters = z.extend(standingFilters, { division: described(param.requiredText(), `${DIVISION} Required.`) });

export const standingSeasonFilters = z.object({ ...siteScope(), ...leagueScope() });

/** The team of a standing: the team reference. */
export const standingTeam = teamRef;

export const standing = z.strictObject({
  id: z.int(),
  team: standingTeam,
  rank: nullableInt(),
  position: described(nullableInt(), "Same as rank."),
  wins: z.int(),
  losses: z.int(),
  ties: z.int(),
  overtime_losses: nullableInt(),
  points: nullableInt(),
  win_percentage: described(z.nullable(z.number()), "Stored, else wins / (wins + losses), 3 decimals; null before any game is decided."),
  games_played: described(z.int(), "Stored, else wins + losses + ties."),
  games_behind: z.nullable(z.number()),
  streak: nullableText(),
  streak_type: z.nullable(z.enum(STREAK_TYPES)),
  division: nullableText(),
  conference: nullableText(),
  league_name: z.string(),
  season_name: z.string(),
  season_start_year: startYear(),
  season: described(seasonRef, "The league season's page (issue #16): /api/championships/seasons/{slug}/."),
  last_updated: described(z.string(), "ISO 8601 date-time."),
  playoff_position: z.nullable(z.enum(PLAYOFF_POSITIONS)),
  home_record: nullableText(),
  away_record: nullableText(),
  division_record: nullableText(),
  conference_record: nullableText(),
  sport: sportRef,
});

/**
 * A league season of the Standings picker: issue #15 puts several leagues in one sport (MLB and
 * the Negro Leagues), so each entry carries the season's name ("1942 NAL season") to label it.
 */
export const standingSeasonOption = z.extend(seasonOption, {
  name: described(z.string(), "The season's name, e.g. '1942 MLB season', '1942 NAL season', '1946-47 BAA season'."),
});

/** /api/games/standings/seasons/: the seasons the Standings picker offers. */
export const standingSeasons = z.strictObject({
  seasons: described(
    z.array(standingSeasonOption),
    "Every league season that has standings, newest first, then by league abbreviation; league__slug keeps one league's.",
  ),
});

export type Standing = z.infer<typeof standing>;
export type StandingTeam = z.infer<typeof standingTeam>;
export type StandingSeasons = z.infer<typeof standingSeasons>;
export type StandingFilters = z.output<typeof standingFilters>;
