// Values derived from a site's configuration (spec §1, §3, §7).
import type { Level, SiteConfig, Sport } from "./types";

/** Main site: no sport and no level (spec §3). */
export const isMainSite = (site: SiteConfig) => site.sport === "none" && site.level === "none";
export const isSportSpecific = (site: SiteConfig) => site.sport !== "none";
export const isLevelSpecific = (site: SiteConfig) => site.level !== "none";

export const SPORT_NAMES: Record<Exclude<Sport, "none">, string> = {
  football: "Football",
  basketball: "Basketball",
  baseball: "Baseball",
  hockey: "Hockey",
};

export const LEVEL_NAMES: Record<Exclude<Level, "none">, string> = {
  professional: "Professional",
  college: "College",
};

export const sportName = (sport: Sport): string | null => (sport === "none" ? null : SPORT_NAMES[sport]);
export const levelName = (level: Level): string | null => (level === "none" ? null : LEVEL_NAMES[level]);

/**
 * spec §7: professional → professional; college → ncaa-division-i; the NCAA division
 * slugs pass through; anything else passes as is. No level → no filter.
 */
export function levelSlug(level: string): string | undefined {
  if (level === "" || level === "none") return undefined;
  if (level === "college") return "ncaa-division-i";
  return level;
}

export interface ApiFilters {
  sport__slug?: string;
  level__slug?: string;
}

/** The query parameters the site context supplies to API calls (spec §7). */
export function apiFilters(site: SiteConfig): ApiFilters {
  const filters: ApiFilters = {};
  if (site.sport !== "none") filters.sport__slug = site.sport;
  const level = levelSlug(site.level);
  if (level !== undefined) filters.level__slug = level;
  return filters;
}

export interface HeadlineTerm {
  /** The term as the spec's table writes it, e.g. "march madness". */
  readonly term: string;
  /** The same term as a visitor reads it in a headline, e.g. "March Madness". */
  readonly display: string;
}

const COLLEGE_TERMS: Record<Exclude<Sport, "none">, HeadlineTerm> = {
  football: { term: "college football", display: "College Football" },
  basketball: { term: "march madness", display: "March Madness" },
  baseball: { term: "college world series", display: "College World Series" },
  hockey: { term: "frozen four", display: "Frozen Four" },
};

const OTHER_LEVEL_TERMS: Record<Exclude<Sport, "none">, HeadlineTerm> = {
  football: { term: "super bowl", display: "Super Bowl" },
  basketball: { term: "NBA finals", display: "NBA Finals" },
  baseball: { term: "world series", display: "World Series" },
  hockey: { term: "stanley cup", display: "Stanley Cup" },
};

const GENERIC_TERM: HeadlineTerm = { term: "championship", display: "Championship" };

/** spec §1: the hero headline term by sport and level. */
export function headlineTerm(sport: Sport, level: Level): HeadlineTerm {
  if (sport === "none") return GENERIC_TERM;
  return level === "college" ? COLLEGE_TERMS[sport] : OTHER_LEVEL_TERMS[sport];
}

/** The data attribute value for the body: the site name in lower case with hyphens (spec §3). */
export function siteSlug(site: SiteConfig): string {
  return site.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
