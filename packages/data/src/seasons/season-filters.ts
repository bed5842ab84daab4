// The Seasons screen's order and filters, applied in the browser (spec §5).
import type { Season, SeasonStatus } from "./season";

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
