// The one site-scope rule (issue #13): a site's sport and level (spec §3, §7 API filters)
// scope every screen and every option list on that site.
// - The hub filters nothing: spec §7 "Teams and champions screens pass no sport filter" holds there.
// - A sport site scopes every screen to its sport AND level (the MLB site shows no college
//   baseball). Teams and Champions START scoped and may be widened by the visitor to every
//   sport with `?scope=all`; the other screens stay scoped.
import { apiFilters, levelSlug, type ApiFilters } from "@tl/site-config/derive";
import type { SiteConfig } from "@tl/site-config/types";

/** The URL parameter that widens Teams or Champions on a sport site: `/teams?scope=all`. */
export const SCOPE_PARAM = "scope";
/** Its one value: every sport. Any other value (or none) is the site's own scope. */
export const WIDE_SCOPE = "all";

export type ScopedScreen = "teams" | "champions" | "championships" | "players" | "coaches" | "standings" | "scores" | "seasons";

/** The screens a visitor of a sport site may widen to All Sports. */
export const WIDENABLE_SCREENS: ReadonlySet<ScopedScreen> = new Set<ScopedScreen>(["teams", "champions"]);

export interface SiteScope {
  /** What the screen's calls pass: the site's sport and level, or nothing. */
  filters: ApiFilters;
  /** The visitor may widen this screen (a sport site's Teams or Champions). */
  canWiden: boolean;
  /** The visitor chose All Sports. */
  widened: boolean;
  /** What the screen holds, for its texts: the site's short name ("NHL"), or null for every sport. */
  label: string | null;
}

const NO_FILTERS: ApiFilters = {};

/** The scope of `screen` on `site`, given the URL's `scope` value (null when absent). */
export function siteScope(site: SiteConfig, screen: ScopedScreen, requested: string | null): SiteScope {
  const filters = apiFilters(site);
  const scoped = Object.keys(filters).length > 0;
  const canWiden = scoped && WIDENABLE_SCREENS.has(screen);
  const widened = canWiden && requested === WIDE_SCOPE;
  const narrow = scoped && !widened;
  return { filters: narrow ? filters : NO_FILTERS, canWiden, widened, label: narrow ? site.shortName : null };
}

/**
 * Whether a record of this sport and level (a championship, a team) belongs on `site`: every
 * record on the hub; on a sport site, only its own sport at its own level. `level` may be a
 * site level ("college") or an API level slug ("ncaa-division-i").
 */
export function belongsToSite(site: SiteConfig, sport: string | null | undefined, level: string | null | undefined): boolean {
  const filters = apiFilters(site);
  if (filters.sport__slug !== undefined && filters.sport__slug !== sport) return false;
  if (filters.level__slug !== undefined && filters.level__slug !== (level ? levelSlug(level) : undefined)) return false;
  return true;
}
