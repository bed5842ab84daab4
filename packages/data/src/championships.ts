// Championships (spec §3 Championship, §7 /api/championships/championships/ and
// /api/championships/championships/{slug}/). The list is at most a dozen rows, so it is read
// whole and filtered in the browser (spec §5); the normaliser applies spec §2/§9 fallbacks.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { z } from "zod/mini";
import { ApiError, apiGet, apiListAll } from "./client";
import { NOT_AVAILABLE } from "./format";
import { keyOf, maybe, maybeId, maybeNumber, maybeText, nameOf, textOr } from "./loose";

export const CHAMPIONSHIPS_PATH = "/api/championships/championships/";

/** spec §9: the years-of-history figure when no championship gives one. */
export const DEFAULT_HISTORY_START = 1900;
/** spec §9 fallbacks. */
export const DEFAULT_LEVEL = "Professional";
export const DEFAULT_TROPHY = "Championship Trophy";

const sportRef = z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText });
const levelRef = z.object({ name: maybeText, slug: maybeText });

/** Permissive: every field may be missing; sport, level and league may also be plain text. */
export const rawChampionshipSchema = z.object({
  id: maybeId,
  slug: maybeText,
  name: maybeText,
  official_name: maybeText,
  description: maybeText,
  trophy_name: maybeText,
  first_year: maybeNumber,
  first_season_start_year: maybeNumber,
  last_season_start_year: maybeNumber,
  sport: maybe(z.union([z.string(), sportRef])),
  level: maybe(z.union([z.string(), levelRef])),
  league: maybe(z.union([z.string(), z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText })])),
});

export type RawChampionship = z.infer<typeof rawChampionshipSchema>;

export interface Championship {
  key: string;
  slug: string;
  name: string;
  officialName: string | null;
  /** description → official_name → 'The premier {sport} championship' (spec §2). */
  description: string;
  /** Default 'Championship Trophy' (spec §9). */
  trophyName: string;
  firstYear: number | null;
  /** Start years of the first and latest seasons held (2024-25 is 2024); null when unknown. */
  firstSeasonStartYear: number | null;
  lastSeasonStartYear: number | null;
  sportName: string | null;
  sportSlug: string | null;
  /** The sport's abbreviation, else the first three letters of its name, else 'N/A'. */
  sportAbbreviation: string;
  /** Default 'Professional' (spec §9). */
  levelName: string;
  /** "professional", "ncaa-division-i"; null when the API does not say. */
  levelSlug: string | null;
  leagueName: string | null;
}

/** "Men's College World Series" → "mens-college-world-series": a link target when the API sends no slug. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll("'", "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const yearOrNull = (year: number | null | undefined): number | null => (typeof year === "number" && Number.isFinite(year) ? year : null);

export function normaliseChampionship(raw: RawChampionship, index: number): Championship {
  const sport = typeof raw.sport === "string" ? { name: raw.sport, slug: null, abbreviation: null } : raw.sport;
  const sportName = textOr(sport?.name, null);
  const officialName = textOr(raw.official_name, null);
  const name = textOr(raw.name, null) ?? officialName ?? "Championship";
  const premier = sportName ? `The premier ${sportName} championship` : "The premier championship";
  return {
    key: keyOf(raw.id, index),
    slug: textOr(raw.slug, null) ?? slugify(name),
    name,
    officialName,
    description: textOr(raw.description, null) ?? officialName ?? premier,
    trophyName: textOr(raw.trophy_name, DEFAULT_TROPHY),
    firstYear: yearOrNull(raw.first_year),
    firstSeasonStartYear: yearOrNull(raw.first_season_start_year),
    lastSeasonStartYear: yearOrNull(raw.last_season_start_year),
    sportName,
    sportSlug: textOr(sport?.slug, null) ?? (sportName ? sportName.toLowerCase() : null),
    sportAbbreviation: textOr(sport?.abbreviation, null) ?? (sportName ? sportName.slice(0, 3).toUpperCase() : NOT_AVAILABLE),
    levelName: nameOf(raw.level) ?? DEFAULT_LEVEL,
    levelSlug: typeof raw.level === "object" ? textOr(raw.level?.slug, null) : null,
    leagueName: nameOf(raw.league),
  };
}

/**
 * spec §2 "years of history": the first_year of the first (earliest) championship, or 1900
 * when there is none. The API orders by first year, but the browser does not rely on it.
 */
export function historyStart(championships: readonly Championship[]): number {
  const years = championships.map((championship) => championship.firstYear).filter((year) => year !== null);
  return years.length > 0 ? Math.min(...years) : DEFAULT_HISTORY_START;
}

/** spec §7: the list passes the site's sport and level filters. */
export function championshipsQueryOptions(filters: ApiFilters) {
  return queryOptions({
    queryKey: ["championships", "list", filters],
    queryFn: async ({ signal }) => (await apiListAll(CHAMPIONSHIPS_PATH, { ...filters }, rawChampionshipSchema, signal)).map(normaliseChampionship),
  });
}

export function useChampionships(filters: ApiFilters) {
  return useQuery(championshipsQueryOptions(filters));
}

export function championshipPath(slug: string): string {
  return `${CHAMPIONSHIPS_PATH}${encodeURIComponent(slug)}/`;
}

/** True when the API answered 404: an unknown slug is a page of its own, not a failure. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

type RetrySetting = boolean | number | ((failureCount: number, error: Error) => boolean) | undefined;

/**
 * The client's retry policy (spec §9: twice), except that a 404 is final: asking again for a
 * championship that does not exist only keeps the visitor waiting.
 */
export function retryUnlessNotFound(policy: RetrySetting) {
  return (failureCount: number, error: Error): boolean => {
    if (isNotFound(error)) return false;
    if (typeof policy === "function") return policy(failureCount, error);
    if (typeof policy === "number") return failureCount < policy;
    // TanStack Query's own default is 3 retries.
    return policy ?? failureCount < 3;
  };
}

/** A championship already in a loaded list, shown while its own call is under way. */
function fromLoadedLists(client: QueryClient, slug: string): Championship | undefined {
  for (const [, list] of client.getQueriesData<Championship[]>({ queryKey: ["championships", "list"] })) {
    const found = list?.find((championship) => championship.slug === slug);
    if (found) return found;
  }
  return undefined;
}

export function championshipQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["championships", "detail", slug],
    queryFn: async ({ signal }) => normaliseChampionship(await apiGet(championshipPath(slug), {}, rawChampionshipSchema, signal), 0),
  });
}

export function useChampionship(slug: string) {
  const client = useQueryClient();
  return useQuery({
    ...championshipQueryOptions(slug),
    retry: retryUnlessNotFound(client.getDefaultOptions().queries?.retry),
    placeholderData: () => fromLoadedLists(client, slug),
  });
}
