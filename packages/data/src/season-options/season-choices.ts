// The choices a season picker offers for one sport, labelled by the one season-label rule.
import { seasonLabel } from "@tl/site-config/season-label";
import { SPORTS, type Sport } from "@tl/site-config/types";
import type { LeagueSeason } from "./normalise-season-options";

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
