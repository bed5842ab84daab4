// Seasons list (spec §7 /api/championships/seasons/, §3 Season, §4 season status). A small
// list (794 seasons on the hub): the screen reads every page with the site's filters and
// filters in the browser. `normaliseSeason` applies the spec's defaults and derivations.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { z } from "zod/mini";
import { apiListAll } from "./client";
import { formatCount, formatDate, formatDuration, NOT_AVAILABLE } from "./format";
import { keyOf, maybe, maybeBoolean, maybeId, maybeNumber, maybeText, nameOf, nameOrText, numberOr, textOr } from "./loose";

export const SEASONS_PATH = "/api/championships/seasons/";

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

/**
 * Issue #13 changes spec §4's "active when is_active, otherwise completed": a season over
 * whose title result we have not recorded is 'unrecorded', never 'completed'; one not started
 * yet is 'upcoming'. The API derives it (is_active, the recorded result, the dates).
 */
export const SEASON_STATUSES = ["active", "completed", "unrecorded", "upcoming"] as const;
export type SeasonStatus = (typeof SEASON_STATUSES)[number];

/** How the season's title stands (the API's result). */
export const SEASON_RESULTS = ["champion", "not_awarded", "before_first_title", "not_recorded", "undecided"] as const;
export type SeasonResult = (typeof SEASON_RESULTS)[number];

/** What follows 'Champion: ' for a finished season whose result we do not hold. */
export const RESULT_NOT_RECORDED = "not yet recorded";

export interface SeasonChampion {
  name: string;
  city: string | null;
  abbreviation: string | null;
}

export interface Season {
  key: string;
  /** Default '{start_year} Season', or 'Current Season' without a start year (spec §9). */
  name: string;
  startYear: number | null;
  sportName: string | null;
  leagueName: string | null;
  /** Default 'Professional' (spec §3). */
  levelName: string;
  /** 'league • level' as the card shows it. */
  leagueAndLevel: string;
  status: SeasonStatus;
  result: SeasonResult;
  champion: SeasonChampion | null;
  /**
   * What follows 'Champion: ' on the card: "Texas Rangers"; 'TBD' while the season is active
   * or upcoming; 'none awarded' where the result is that no title was (the 1994 MLB strike,
   * the 2004-05 NHL lockout); 'none (before the first World Series)' before the championship
   * existed; RESULT_NOT_RECORDED for a finished season whose result we do not hold.
   */
  championLabel: string;
  /** Why no title was awarded ("Not played: the 1994 season was ended by a players' strike."), else null. */
  resultNote: string | null;
  /** Teams and games counts, thousands-separated or 'N/A'. */
  teamsCount: string;
  gamesCount: string;
  /** "2023", or "2024-25" when the season spans two years (spec §2 Seasons). */
  duration: string;
  startDate: string;
  endDate: string;
  championshipName: string;
  /** "162 regular season games", or 'N/A'. */
  regularSeasonGames: string;
  playoffsFormat: string;
}

function normaliseChampion(raw: RawSeason["champion"]): SeasonChampion | null {
  if (!raw) return null;
  const name = textOr(raw.team_name, null) ?? textOr(raw.name, null);
  if (name === null) return null;
  return {
    name,
    city: textOr(raw.team_city, null) ?? textOr(raw.city, null),
    abbreviation: textOr(raw.team_abbreviation, null) ?? textOr(raw.abbreviation, null),
  };
}

const isStatus = (value: string | null): value is SeasonStatus => SEASON_STATUSES.some((status) => status === value);
const isResult = (value: string | null): value is SeasonResult => SEASON_RESULTS.some((result) => result === value);

/**
 * The API's result, else derived from what the record holds: a champion; undecided while
 * active or upcoming; otherwise not recorded (a record that says nothing claims nothing).
 */
function resultOf(raw: RawSeason, champion: SeasonChampion | null, status: SeasonStatus | null): SeasonResult {
  const given = textOr(raw.result, null);
  if (isResult(given)) return given;
  if (champion) return "champion";
  if (status === "active" || status === "upcoming" || raw.is_active === true) return "undecided";
  return "not_recorded";
}

/** The API's status, else derived from is_active and the result (never 'completed' without a result). */
function statusOf(raw: RawSeason, result: SeasonResult): SeasonStatus {
  const given = textOr(raw.status, null)?.toLowerCase() ?? null;
  if (isStatus(given)) return given;
  if (raw.is_active === true) return "active";
  return result === "not_recorded" ? "unrecorded" : "completed";
}

function championLabelOf(result: SeasonResult, champion: SeasonChampion | null, championshipName: string | null): string {
  switch (result) {
    case "champion":
      return champion ? [champion.city, champion.name].filter(Boolean).join(" ") : NOT_AVAILABLE;
    case "not_awarded":
      return "none awarded";
    case "before_first_title":
      return `none (before the first ${championshipName ?? "title"})`;
    case "undecided":
      return "TBD";
    case "not_recorded":
      return RESULT_NOT_RECORDED;
  }
}

export function normaliseSeason(raw: RawSeason, index: number): Season {
  const startYear = numberOr(null, raw.start_year);
  const leagueName = nameOf(raw.league);
  const levelName = nameOf(raw.level) ?? "Professional";
  const champion = normaliseChampion(raw.champion);
  const givenStatus = textOr(raw.status, null)?.toLowerCase() ?? null;
  const result = resultOf(raw, champion, isStatus(givenStatus) ? givenStatus : null);
  const status = statusOf(raw, result);
  const championshipName = textOr(raw.championship_name, null) ?? nameOf(raw.championship);
  const regularSeasonGames = numberOr(null, raw.regular_season_games);
  return {
    key: keyOf(raw.id, index),
    name: textOr(raw.name, null) ?? (startYear === null ? "Current Season" : `${String(startYear)} Season`),
    startYear,
    sportName: nameOf(raw.sport),
    leagueName,
    levelName,
    leagueAndLevel: leagueName ? `${leagueName} • ${levelName}` : levelName,
    status,
    result,
    champion,
    championLabel: championLabelOf(result, champion, championshipName),
    resultNote: result === "not_awarded" ? textOr(raw.result_note, null) : null,
    teamsCount: formatCount(raw.teams_count),
    gamesCount: formatCount(raw.games_count),
    duration: startYear === null ? NOT_AVAILABLE : formatDuration(startYear, raw.end_year),
    startDate: formatDate(raw.start_date),
    endDate: formatDate(raw.end_date),
    championshipName: championshipName ?? NOT_AVAILABLE,
    regularSeasonGames: regularSeasonGames === null ? NOT_AVAILABLE : `${formatCount(regularSeasonGames)} regular season games`,
    playoffsFormat: textOr(raw.playoffs_format, null) ?? NOT_AVAILABLE,
  };
}

/** Newest first (brief for issue #5); seasons of one year keep the API's order. Unknown years go last. */
export function newestFirst(seasons: readonly Season[]): Season[] {
  return [...seasons].sort((a, b) => (b.startYear ?? Number.NEGATIVE_INFINITY) - (a.startYear ?? Number.NEGATIVE_INFINITY));
}

export const SEASON_STATUS_FILTERS = ["active", "completed", "upcoming"] as const;
export type SeasonStatusFilter = (typeof SEASON_STATUS_FILTERS)[number];

/** A season matches its own status only: a season whose result is not recorded matches no filter but 'all'. */
export function matchesStatus(filter: SeasonStatusFilter | null, status: SeasonStatus): boolean {
  return filter === null || filter === status;
}

export const DECADES = ["2020s", "2010s", "2000s"] as const;
export type Decade = (typeof DECADES)[number];

/** spec §5: 2020s is 2020 or later; 2010s is 2010 to 2019; 2000s is 2000 to 2009. */
export function matchesDecade(decade: Decade | null, startYear: number | null): boolean {
  if (decade === null) return true;
  if (startYear === null) return false;
  switch (decade) {
    case "2020s":
      return startYear >= 2020;
    case "2010s":
      return startYear >= 2010 && startYear <= 2019;
    case "2000s":
      return startYear >= 2000 && startYear <= 2009;
  }
}

/** Every season for the site's sport and level (spec §7: the site context supplies both), newest first. */
export function seasonsQueryOptions(filters: ApiFilters) {
  return queryOptions({
    queryKey: ["seasons", filters],
    queryFn: async ({ signal }): Promise<Season[]> => {
      const rows = await apiListAll(SEASONS_PATH, { ...filters }, rawSeasonSchema, signal);
      return newestFirst(rows.map(normaliseSeason));
    },
  });
}

export function useSeasons(filters: ApiFilters) {
  return useQuery(seasonsQueryOptions(filters));
}
