// Teams list (spec §7 /api/teams/teams/, §3 Team). Two readers:
// - the Debug screen reads one page: count and results (id, name, sport_name);
// - the Teams screen reads every team of its scope (416 on the full data at most, a small
//   list) and filters in the browser; `normaliseTeam` applies the spec's defaults so the cards render plain values.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { z } from "zod/mini";
import { apiGet, apiListAll } from "./client";
import { NOT_AVAILABLE } from "./format";
import { keyOf, maybeId, maybeNumber, maybeText, nameOf, nameOrText, numberOr, textOr } from "./loose";

export const teamSummarySchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  sport_name: z.nullish(z.string()),
});

export const teamPageSchema = z.object({
  count: z.int().check(z.nonnegative()),
  results: z.array(teamSummarySchema),
});

export type TeamSummary = z.infer<typeof teamSummarySchema>;
export type TeamPage = z.infer<typeof teamPageSchema>;

export const TEAMS_PATH = "/api/teams/teams/";

/** The Debug screen's call: one page, with the site's filters (spec §2 Debug). */
export function teamsQueryOptions(filters: ApiFilters) {
  return queryOptions({
    queryKey: ["teams", filters],
    queryFn: ({ signal }) => apiGet(TEAMS_PATH, { ...filters }, teamPageSchema, signal),
  });
}

export function useTeams(filters: ApiFilters) {
  return useQuery(teamsQueryOptions(filters));
}

/** spec §3 Team, permissive: any field may be missing; sport, level, division, conference and stadium may be `{name}` objects. */
export const rawTeamSchema = z.object({
  id: maybeId,
  slug: maybeText,
  name: maybeText,
  city: maybeText,
  abbreviation: maybeText,
  short_name: maybeText,
  sport_name: maybeText,
  level_name: maybeText,
  sport: nameOrText,
  level: nameOrText,
  division: nameOrText,
  conference: nameOrText,
  state: maybeText,
  country: maybeText,
  stadium: nameOrText,
  founded_year: maybeNumber,
  championships_won: maybeNumber,
  last_championship_year: maybeNumber,
  last_championship_season: maybeText,
});

export type RawTeam = z.infer<typeof rawTeamSchema>;

export interface Team {
  /** React key: the id, else the list position. */
  key: string;
  slug: string | null;
  name: string;
  city: string;
  /** "Philadelphia Eagles"; the name alone when the city is unknown. */
  fullName: string;
  /** The abbreviation, else the first 2 letters of short_name, then of name (spec §2 Teams). */
  abbreviation: string;
  sportName: string | null;
  levelName: string | null;
  /** Compared exactly by the division filter (spec §5); null when the team has none. */
  division: string | null;
  conference: string;
  stadium: string;
  /** City, then state or country, or 'USA' (spec §2 Teams). */
  location: string;
  /** The year, or 'N/A'. */
  foundedYear: string;
  /** 0 when missing. */
  championshipsWon: number;
  /**
   * The season of its latest title as every screen labels it ("2020", "1993-94"; issue #13),
   * else its start year, or 'N/A' when the team has never won.
   */
  lastChampionship: string;
}

function firstTwoLetters(text: string | null | undefined): string | null {
  const trimmed = textOr(text, null);
  return trimmed === null ? null : trimmed.slice(0, 2);
}

function yearOrNotAvailable(year: number | null | undefined): string {
  return typeof year === "number" && Number.isFinite(year) ? String(year) : NOT_AVAILABLE;
}

export function normaliseTeam(raw: RawTeam, index: number): Team {
  const city = textOr(raw.city, "");
  // No spec default for a team's name; fall back as the abbreviation does, then the §9 standing default.
  const name = textOr(raw.name, null) ?? textOr(raw.short_name, null) ?? "Team";
  const region = textOr(raw.state, null) ?? textOr(raw.country, null) ?? "USA";
  return {
    key: keyOf(raw.id, index),
    slug: textOr(raw.slug, null),
    name,
    city,
    fullName: city ? `${city} ${name}` : name,
    abbreviation: textOr(raw.abbreviation, null) ?? firstTwoLetters(raw.short_name) ?? firstTwoLetters(raw.name) ?? "TM",
    sportName: textOr(raw.sport_name, null) ?? nameOf(raw.sport),
    levelName: textOr(raw.level_name, null) ?? nameOf(raw.level),
    division: nameOf(raw.division),
    conference: nameOf(raw.conference) ?? NOT_AVAILABLE,
    stadium: nameOf(raw.stadium) ?? NOT_AVAILABLE,
    location: city ? `${city}, ${region}` : region,
    foundedYear: yearOrNotAvailable(raw.founded_year),
    championshipsWon: numberOr(0, raw.championships_won),
    lastChampionship: textOr(raw.last_championship_season, null) ?? yearOrNotAvailable(raw.last_championship_year),
  };
}

/**
 * The order the Teams screen lists them in (not in the spec): most titles first, so a visitor
 * meets the Yankees and the Canadiens before an 1884 Union Association club; then by city.
 */
export const TEAM_LIST_ORDERING = "-championships_won,city,name";

/**
 * The Teams screen's call: every page of the list, with the screen's scope (issue #13: the
 * hub and a widened sport site pass `{}`, as spec §7 says; a sport site passes its sport and
 * level). The "list" segment keeps it apart from the Debug screen's one-page answer.
 */
export function teamListQueryOptions(filters: ApiFilters = {}) {
  return queryOptions({
    queryKey: ["teams", "list", filters],
    queryFn: async ({ signal }): Promise<Team[]> => {
      const rows = await apiListAll(TEAMS_PATH, { ...filters, ordering: TEAM_LIST_ORDERING }, rawTeamSchema, signal);
      return rows.map(normaliseTeam);
    },
  });
}

export function useTeamList(filters: ApiFilters = {}) {
  return useQuery(teamListQueryOptions(filters));
}
