// The season pickers of Standings and Scores (issue #13): the league seasons that have
// standings (/api/games/standings/seasons/) or games (/api/games/games/seasons/), and the
// choices a picker offers for one sport, labelled by the one season-label rule.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { seasonLabel } from "@tl/site-config/season-label";
import { SPORTS, type Sport } from "@tl/site-config/types";
import { z } from "zod/mini";
import { apiGet } from "./client";
import { maybe, maybeNumber, maybeText, numberOr, textOr } from "./loose";

const rawRef = maybe(z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText }));

export const rawSeasonOptionSchema = z.object({
  start_year: maybeNumber,
  league: rawRef,
  sport: rawRef,
  level: rawRef,
  games: maybeNumber,
  first_date: maybeText,
  last_date: maybeText,
});

export const rawSeasonOptionsSchema = z.object({ seasons: maybe(z.array(rawSeasonOptionSchema)) });
export type RawSeasonOptions = z.infer<typeof rawSeasonOptionsSchema>;

/** One league season that has standings or games. */
export interface LeagueSeason {
  startYear: number;
  leagueName: string | null;
  leagueAbbreviation: string | null;
  /** The sport's slug ("hockey"), lowercased; null when the API sent none. */
  sport: string | null;
  /** Games we hold of it (games seasons only). */
  games: number | null;
  /** YYYY-MM-DD of its last game we hold (games seasons only). */
  lastDate: string | null;
}

/** Entries without a start year are dropped: a picker cannot offer them. */
export function normaliseSeasonOptions(raw: RawSeasonOptions): LeagueSeason[] {
  return (raw.seasons ?? []).flatMap((season) => {
    const startYear = numberOr(null, season.start_year);
    if (startYear === null) return [];
    return [
      {
        startYear,
        leagueName: textOr(season.league?.name, null),
        leagueAbbreviation: textOr(season.league?.abbreviation, null),
        sport: textOr(season.sport?.slug, null)?.toLowerCase() ?? null,
        games: numberOr(null, season.games),
        lastDate: textOr(season.last_date, null),
      },
    ];
  });
}

export interface SeasonChoice {
  /** The start year as text, the picker's value and the URL's `season`. */
  value: string;
  /** seasonLabel(sport, startYear): "1993-94" for hockey, "1927" for baseball. */
  label: string;
}

/** A sport slug the label rule knows, else null ("none" is no sport). */
export function sportOf(slug: string | null | undefined): Exclude<Sport, "none"> | null {
  const lower = slug?.trim().toLowerCase();
  return SPORTS.find((sport): sport is Exclude<Sport, "none"> => sport !== "none" && sport === lower) ?? null;
}

/**
 * The picker's choices for one sport: each start year once (a sport's professional and
 * college seasons of one year are one choice), newest first, labelled by the sport's rule.
 */
export function seasonChoices(seasons: readonly LeagueSeason[], sport: Exclude<Sport, "none">): SeasonChoice[] {
  const years = [...new Set(seasons.filter((season) => season.sport === sport).map((season) => season.startYear))].sort((a, b) => b - a);
  return years.map((year) => ({ value: String(year), label: seasonLabel(sport, year) }));
}

/** A year from the URL: four digits, else null (the picker then shows its default). */
export function seasonParam(value: string): number | null {
  return /^\d{4}$/.test(value.trim()) ? Number(value.trim()) : null;
}

export const STANDING_SEASONS_PATH = "/api/games/standings/seasons/";
export const GAME_SEASONS_PATH = "/api/games/games/seasons/";

function seasonsQueryOptions(kind: "standings" | "games", site: ApiFilters) {
  const params = { sport__slug: site.sport__slug, level__slug: site.level__slug };
  return queryOptions({
    queryKey: ["season-options", kind, { sport__slug: site.sport__slug ?? null, level__slug: site.level__slug ?? null }],
    queryFn: async ({ signal }) =>
      normaliseSeasonOptions(await apiGet(kind === "standings" ? STANDING_SEASONS_PATH : GAME_SEASONS_PATH, params, rawSeasonOptionsSchema, signal)),
  });
}

export const standingSeasonsQueryOptions = (site: ApiFilters) => seasonsQueryOptions("standings", site);
export const gameSeasonsQueryOptions = (site: ApiFilters) => seasonsQueryOptions("games", site);

/** The league seasons of the site that have standings. */
export function useStandingSeasons(site: ApiFilters) {
  return useQuery(standingSeasonsQueryOptions(site));
}

/** The league seasons of the site that have games. */
export function useGameSeasons(site: ApiFilters) {
  return useQuery(gameSeasonsQueryOptions(site));
}
