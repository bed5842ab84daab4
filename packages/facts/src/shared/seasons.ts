// Season naming and the season in progress, from each league's SeasonShape. Names follow the
// one season-label rule (site-config/season-label): "2024 NFL season", "1993-94 NHL season".
import { seasonLabel } from "@tl/site-config/season-label";
import { LEAGUES, SEASON_SHAPES, type SeasonShape, type SportSlug } from "../curated/reference";

export function seasonShape(league: string): SeasonShape {
  const shape = SEASON_SHAPES[league];
  if (!shape) throw new Error(`no season shape for league '${league}'`);
  return shape;
}

export function leagueSport(league: string): SportSlug {
  const found = LEAGUES.find((candidate) => candidate.slug === league);
  if (!found) throw new Error(`no league '${league}'`);
  return found.sport;
}

export function seasonName(league: string, startYear: number): string {
  return `${seasonLabel(leagueSport(league), startYear)} ${seasonShape(league).label}`;
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
