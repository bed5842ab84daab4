// Champions, the winner of one championship in one season (spec §3 Champion, §7
// /api/championships/champions/ and /api/championships/championships/{slug}/champions/).
// Both lists are small (8 rows a year, ~130 seasons a championship) and are read whole.
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { namedByTwoYears } from "@tl/site-config/season-label";
import type { Sport } from "@tl/site-config/types";
import { z } from "zod/mini";
import { apiListAll } from "./client";
import { championshipPath, retryUnlessNotFound } from "./championships";
import { NOT_AVAILABLE } from "./format";
import { keyOf, maybe, maybeId, maybeNumber, maybeText, nameOf, textOr } from "./loose";

export const CHAMPIONS_PATH = "/api/championships/champions/";

/** spec §9: the year picker shows 10 years, starting at the previous calendar year. */
export const CHAMPION_YEAR_COUNT = 10;
/** spec §2 Champions: the expanded row's fallback (not 'N/A'). */
export const NOT_AVAILABLE_LONG = "Not Available";
/** A season whose title was not awarded (strike, lockout, pandemic) has no team. */
export const NO_CHAMPION = "No Champion";

/** Permissive: every field may be missing (spec §3 lists only some of them). */
export const rawChampionSchema = z.object({
  id: maybeId,
  team_city: maybeText,
  team_name: maybeText,
  team_slug: maybeText,
  championship_name: maybeText,
  championship_slug: maybeText,
  season_name: maybeText,
  season_start_year: maybeNumber,
  runner_up_city: maybeText,
  runner_up_name: maybeText,
  result: maybeText,
  result_type: maybeText,
  overtime: maybeText,
  record: maybeText,
  coach: maybeText,
  mvp: maybeText,
  venue: maybeText,
  game_date: maybeText,
  notes: maybeText,
  sport: maybe(z.union([z.string(), z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText })])),
});

export type RawChampion = z.infer<typeof rawChampionSchema>;

export interface Champion {
  key: string;
  /** False for a season in which no title was awarded; `notes` then says why. */
  hasTitle: boolean;
  teamCity: string | null;
  teamName: string | null;
  /** City and name ("Los Angeles Dodgers"), or 'No Champion'. */
  team: string;
  teamSlug: string | null;
  championshipName: string;
  seasonName: string;
  seasonStartYear: number | null;
  /** City and name of the beaten finalist. */
  runnerUp: string | null;
  /** "40–22 (OT)", "4–1 series", "Poll", or 'N/A'. */
  result: string;
  /** The regular-season record, 'N/A' when missing (spec §2). */
  record: string;
  coach: string | null;
  mvp: string | null;
  notes: string | null;
  sportName: string | null;
}

function joinName(city: string | null | undefined, name: string | null | undefined): string | null {
  const joined = [textOr(city, null), textOr(name, null)].filter(Boolean).join(" ");
  return joined || null;
}

/** How the final was decided: a game's score, a series' games won, or a poll (no final). */
function describeResult(raw: RawChampion): string {
  const result = textOr(raw.result, null);
  const overtime = textOr(raw.overtime, null);
  if (result === null) return raw.result_type === "poll" ? "Poll" : NOT_AVAILABLE;
  const text = raw.result_type === "series" ? `${result} series` : result;
  return overtime ? `${text} (${overtime})` : text;
}

export function normaliseChampion(raw: RawChampion, index: number): Champion {
  const team = joinName(raw.team_city, raw.team_name);
  const year = typeof raw.season_start_year === "number" && Number.isFinite(raw.season_start_year) ? raw.season_start_year : null;
  return {
    key: keyOf(raw.id, index),
    hasTitle: team !== null,
    teamCity: textOr(raw.team_city, null),
    teamName: textOr(raw.team_name, null),
    team: team ?? NO_CHAMPION,
    teamSlug: textOr(raw.team_slug, null),
    championshipName: textOr(raw.championship_name, "Championship"),
    // spec §2/§9: '{year} Season', else 'Current Season'.
    seasonName: textOr(raw.season_name, null) ?? (year === null ? "Current Season" : `${String(year)} Season`),
    seasonStartYear: year,
    runnerUp: joinName(raw.runner_up_city, raw.runner_up_name),
    result: describeResult(raw),
    record: textOr(raw.record, NOT_AVAILABLE),
    coach: textOr(raw.coach, null),
    mvp: textOr(raw.mvp, null),
    notes: textOr(raw.notes, null),
    sportName: nameOf(raw.sport),
  };
}

/** Newest season first; seasons without a year go last. The sort is stable. */
export function newestFirst(champions: readonly Champion[]): Champion[] {
  return [...champions].sort((a, b) => (b.seasonStartYear ?? -Infinity) - (a.seasonStartYear ?? -Infinity));
}

/** spec §2 Champions: head coach, MVP, championship and notes (if any), 'Not Available' when missing. */
export function championDetails(champion: Champion): [label: string, value: string][] {
  return [
    ["Head Coach", champion.coach ?? NOT_AVAILABLE_LONG],
    ["MVP", champion.mvp ?? NOT_AVAILABLE_LONG],
    ["Championship", champion.championshipName],
    ...(champion.notes ? [["Notes", champion.notes] as [string, string]] : []),
  ];
}

export interface FranchiseTitles {
  key: string;
  /** The team's name as in its latest title ("Los Angeles Dodgers", not "Brooklyn Dodgers"). */
  team: string;
  titles: number;
  latestYear: number | null;
}

/** Titles per franchise (team_slug), most first, ties by name. Seasons with no title count for nobody. */
export function titlesByFranchise(champions: readonly Champion[]): FranchiseTitles[] {
  const byTeam = new Map<string, FranchiseTitles>();
  for (const champion of champions) {
    if (!champion.hasTitle) continue;
    const key = champion.teamSlug ?? champion.team.toLowerCase();
    const entry = byTeam.get(key);
    if (!entry) {
      byTeam.set(key, { key, team: champion.team, titles: 1, latestYear: champion.seasonStartYear });
      continue;
    }
    entry.titles += 1;
    if ((champion.seasonStartYear ?? -Infinity) > (entry.latestYear ?? -Infinity)) {
      entry.team = champion.team;
      entry.latestYear = champion.seasonStartYear;
    }
  }
  return [...byTeam.values()].sort((a, b) => b.titles - a.titles || a.team.localeCompare(b.team));
}

/**
 * spec §2/§9: the default season is the previous calendar year's, as a start year. Where a
 * season is named by two years (basketball, hockey: `sport` of a sport site), that is the
 * season which ended in it (2024-25 in 2025); elsewhere, and on the hub ("none": seasons
 * listed by the year they began), the season of that year.
 */
export function latestChampionYear(today: Date = new Date(), sport: Sport = "none"): number {
  const previous = today.getFullYear() - 1;
  return namedByTwoYears(sport) ? previous - 1 : previous;
}

/** spec §2/§9: that season and the nine before it, newest first (start years). */
export function championYears(today: Date = new Date(), sport: Sport = "none"): number[] {
  const latest = latestChampionYear(today, sport);
  return Array.from({ length: CHAMPION_YEAR_COUNT }, (_, offset) => latest - offset);
}

/** What seasonYears needs of a championship: the span of seasons it holds. */
export interface SeasonSpan {
  firstSeasonStartYear: number | null;
  lastSeasonStartYear: number | null;
}

/**
 * Every season the given championships hold, newest first, as start years: each one's span
 * from its first season to its latest (the API holds every season between), merged.
 */
export function seasonYears(championships: readonly SeasonSpan[]): number[] {
  const years = new Set<number>();
  for (const { firstSeasonStartYear: first, lastSeasonStartYear: last } of championships) {
    if (first === null || last === null) continue;
    for (let year = last; year >= first; year -= 1) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

/**
 * A year from the URL (`?year=2016`): four digits from 1850 (the API's lower bound) to the
 * previous calendar year, so an older shared link still works; anything else is null.
 */
export function parseChampionYear(text: string | null | undefined, today: Date = new Date()): number | null {
  if (!text || !/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= 1850 && year <= latestChampionYear(today) ? year : null;
}

/**
 * The champions of one season. spec §7 passes no sport or level filter, as the hub still does;
 * a sport site passes its own (issue #13, the site-scope rule), which `filters` carries.
 */
export function championsQueryOptions(year: number, filters: ApiFilters = {}) {
  return queryOptions({
    queryKey: ["champions", { ...filters, season__start_year: year }],
    queryFn: async ({ signal }) =>
      (await apiListAll(CHAMPIONS_PATH, { ...filters, season__start_year: year }, rawChampionSchema, signal)).map((raw, index) =>
        // The year asked for is the season's year when the row does not say (spec §2 '{year} Season').
        normaliseChampion({ ...raw, season_start_year: raw.season_start_year ?? year }, index),
      ),
  });
}

export function useChampions(year: number, filters: ApiFilters = {}) {
  return useQuery(championsQueryOptions(year, filters));
}

/** Every season of one championship, newest first. */
export function championshipChampionsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["champions", { championship: slug }],
    queryFn: async ({ signal }) => newestFirst((await apiListAll(`${championshipPath(slug)}champions/`, {}, rawChampionSchema, signal)).map(normaliseChampion)),
  });
}

export function useChampionshipChampions(slug: string) {
  const client = useQueryClient();
  return useQuery({ ...championshipChampionsQueryOptions(slug), retry: retryUnlessNotFound(client.getDefaultOptions().queries?.retry) });
}
