// Season naming and the season in progress, from each league's SeasonShape.
import { SEASON_SHAPES, type SeasonShape } from "../curated/reference";

export function seasonShape(league: string): SeasonShape {
  const shape = SEASON_SHAPES[league];
  if (!shape) throw new Error(`no season shape for league '${league}'`);
  return shape;
}

export function seasonName(league: string, startYear: number): string {
  const shape = seasonShape(league);
  const years = shape.spansYears ? `${String(startYear)}-${String(startYear + 1).slice(2)}` : String(startYear);
  return `${years} ${shape.label}`;
}

export const seasonEndYear = (league: string, startYear: number) => (seasonShape(league).spansYears ? startYear + 1 : startYear);

/** The start year of the season in progress on `today`, or null in the off-season. */
export function seasonInProgress(league: string, today: Date): number | null {
  const shape = seasonShape(league);
  const month = today.getUTCMonth() + 1;
  const year = today.getUTCFullYear();
  if (!shape.spansYears) return month >= shape.startMonth && month <= shape.endMonth ? year : null;
  if (month >= shape.startMonth) return year;
  if (month <= shape.endMonth) return year - 1;
  return null;
}

/** The latest season that has started by `today` (the one in progress, else the last one played). */
export function latestStartedSeason(league: string, today: Date): number {
  const inProgress = seasonInProgress(league, today);
  if (inProgress !== null) return inProgress;
  const shape = seasonShape(league);
  const year = today.getUTCFullYear();
  // Off-season: a season spanning two years started last year; a calendar-year season
  // ended this year if we are past its end month, else last year.
  if (shape.spansYears) return year - 1;
  return today.getUTCMonth() + 1 > shape.endMonth ? year : year - 1;
}
