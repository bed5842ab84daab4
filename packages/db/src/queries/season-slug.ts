// A season's slug (issue #16): its league's slug and its label, "mlb-1927", "nhl-1993-94",
// "pre-nhl-1892-93". Computed, never stored: a league's season is unique by its start year
// (seasons_league_year_idx), and the label follows from the sport by the one season-label rule.
import type { SeasonRef } from "@tl/contract/refs";
import { seasonLabel } from "@tl/site-config/season-label";

export function seasonSlug(leagueSlug: string, sportSlug: string, startYear: number): string {
  return `${leagueSlug}-${seasonLabel(sportSlug, startYear)}`;
}

/**
 * The league slug and start year a slug names, or undefined where it names none. The caller checks
 * the label against the sport (`seasonSlug` of the row found must equal the slug): "nba-1995" is
 * no season, "nba-1995-96" is.
 */
export function parseSeasonSlug(slug: string): { leagueSlug: string; startYear: number } | undefined {
  const match = /^([a-z0-9][a-z0-9-]*?)-(\d{4})(?:-\d{2})?$/.exec(slug);
  if (!match?.[1] || !match[2]) return undefined;
  return { leagueSlug: match[1], startYear: Number(match[2]) };
}

export interface SeasonRefFields {
  leagueSlug: string;
  sportSlug: string;
  startYear: number;
  name: string;
}

export function seasonRefOf({ leagueSlug, sportSlug, startYear, name }: SeasonRefFields): SeasonRef {
  return { slug: seasonSlug(leagueSlug, sportSlug, startYear), name, label: seasonLabel(sportSlug, startYear), start_year: startYear };
}
