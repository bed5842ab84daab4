// Provenance of the data (/api/meta/sources/: every source with its licence, attribution,
// coverage and load counts) and, per league, how much the database holds (/api/meta/coverage/).
// Both are small lists (a handful of rows), fetched whole.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { z } from "zod/mini";
import { apiListAll } from "./client";
import { keyOf, maybe, maybeNumber, maybeText, numberOr, textOr } from "./loose";

export const SOURCES_PATH = "/api/meta/sources/";
export const COVERAGE_PATH = "/api/meta/coverage/";

export const NOT_IMPORTED = "Not imported yet";

// ---- data sources ----

export const rawDataSourceSchema = z.object({
  slug: maybeText,
  name: maybeText,
  url: maybeText,
  licence: maybeText,
  licence_url: maybeText,
  attribution: maybeText,
  coverage: maybe(z.array(z.object({ league: maybeText, first_year: maybeNumber, last_year: maybeNumber }))),
  rows_loaded: maybeNumber,
  rows_rejected: maybeNumber,
  imported_at: maybeText,
  notes: maybeText,
});

export type RawDataSource = z.infer<typeof rawDataSourceSchema>;

export interface SourceCoverage {
  league: string;
  /** "NHL", "NCAA D-I Men's Basketball" … */
  label: string;
  /** "1917–2017", one year alone, or 'N/A'. */
  years: string;
}

export interface DataSource {
  key: string;
  name: string;
  url: string | null;
  licence: string;
  licenceUrl: string | null;
  /** The credit line the licence asks for; shown in full. */
  attribution: string | null;
  coverage: SourceCoverage[];
  rowsLoaded: number;
  rowsRejected: number;
  importedAt: string | null;
  /** One note per line (the importers write one line per kind of rejected row). */
  notes: string[];
}

/** The eight leagues the product covers (spec §1), by the slug the API uses. */
const LEAGUE_LABELS: Readonly<Record<string, string>> = {
  nfl: "NFL",
  nba: "NBA",
  mlb: "MLB",
  nhl: "NHL",
  "ncaa-fbs": "NCAA FBS Football",
  "ncaa-d1-mbb": "NCAA D-I Men's Basketball",
  "ncaa-d1-baseball": "NCAA D-I Baseball",
  "ncaa-d1-mih": "NCAA D-I Men's Ice Hockey",
};

export function leagueLabel(slug: string): string {
  return LEAGUE_LABELS[slug.toLowerCase()] ?? slug.toUpperCase();
}

/** 1917, 2017 → "1917–2017"; one year alone; 'N/A' when neither is known. */
export function yearSpan(first: number | null | undefined, last: number | null | undefined): string {
  const from = numberOr(null, first);
  const to = numberOr(null, last);
  if (from === null && to === null) return "N/A";
  if (from === null || to === null || from === to) return String(from ?? to);
  return `${String(from)}–${String(to)}`;
}

export function normaliseDataSource(raw: RawDataSource, index: number): DataSource {
  const slug = textOr(raw.slug, null);
  return {
    key: keyOf(slug, index),
    name: textOr(raw.name, null) ?? slug ?? "Unnamed source",
    url: textOr(raw.url, null),
    licence: textOr(raw.licence, "Licence not stated"),
    licenceUrl: textOr(raw.licence_url, null),
    attribution: textOr(raw.attribution, null),
    coverage: (raw.coverage ?? []).flatMap((entry): SourceCoverage[] => {
      const league = textOr(entry.league, null);
      return league ? [{ league, label: leagueLabel(league), years: yearSpan(entry.first_year, entry.last_year) }] : [];
    }),
    rowsLoaded: numberOr(0, raw.rows_loaded),
    rowsRejected: numberOr(0, raw.rows_rejected),
    importedAt: textOr(raw.imported_at, null),
    notes: (raw.notes ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
  };
}

/**
 * The time of the last import as a readable local date-time ("Nov 22, 2026, 1:17 AM"), or
 * 'Not imported yet'. `timeZone` is for tests; visitors see their own.
 */
export function formatImportedAt(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return NOT_IMPORTED;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return NOT_IMPORTED;
  return new Date(time).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", ...(timeZone ? { timeZone } : {}) });
}

export function dataSourcesQueryOptions() {
  return queryOptions({
    queryKey: ["meta", "sources"],
    queryFn: ({ signal }) => apiListAll(SOURCES_PATH, {}, rawDataSourceSchema, signal),
    select: (rows: RawDataSource[]) => rows.map(normaliseDataSource),
  });
}

export function useDataSources() {
  return useQuery(dataSourcesQueryOptions());
}

// ---- coverage per league ----

const rawRef = maybe(z.union([z.string(), z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText })]));

export const rawLeagueCoverageSchema = z.object({
  league: rawRef,
  sport: rawRef,
  level: rawRef,
  first_season: maybeNumber,
  last_season: maybeNumber,
  champions: maybeNumber,
  teams: maybeNumber,
  games: maybeNumber,
  players: maybeNumber,
  coaches: maybeNumber,
});

export type RawLeagueCoverage = z.infer<typeof rawLeagueCoverageSchema>;

export interface LeagueCoverage {
  key: string;
  league: string;
  abbreviation: string | null;
  sport: string | null;
  level: string | null;
  /** "1871–2026", or 'N/A' when the league has no season yet. */
  seasons: string;
  champions: number;
  teams: number;
  games: number;
  players: number;
  coaches: number;
}

type RawRef = RawLeagueCoverage["league"];

const refName = (ref: RawRef) => (typeof ref === "string" ? textOr(ref, null) : textOr(ref?.name, null));
const refSlug = (ref: RawRef) => (typeof ref === "string" ? null : textOr(ref?.slug, null));

export function normaliseLeagueCoverage(raw: RawLeagueCoverage, index: number): LeagueCoverage {
  const slug = refSlug(raw.league);
  const abbreviation = typeof raw.league === "string" ? null : textOr(raw.league?.abbreviation, null);
  return {
    key: keyOf(slug, index),
    league: refName(raw.league) ?? (slug ? leagueLabel(slug) : "Unnamed league"),
    abbreviation,
    sport: refName(raw.sport),
    level: refName(raw.level),
    seasons: yearSpan(raw.first_season, raw.last_season),
    champions: numberOr(0, raw.champions),
    teams: numberOr(0, raw.teams),
    games: numberOr(0, raw.games),
    players: numberOr(0, raw.players),
    coaches: numberOr(0, raw.coaches),
  };
}

/** spec §7: the site's sport__slug / level__slug narrow coverage to its own leagues. */
export function coverageQueryOptions(filters: ApiFilters) {
  return queryOptions({
    queryKey: ["meta", "coverage", { ...filters }],
    queryFn: ({ signal }) => apiListAll(COVERAGE_PATH, { ...filters }, rawLeagueCoverageSchema, signal),
    select: (rows: RawLeagueCoverage[]) => rows.map(normaliseLeagueCoverage),
  });
}

export function useCoverage(filters: ApiFilters) {
  return useQuery(coverageQueryOptions(filters));
}
