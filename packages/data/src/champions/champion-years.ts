// The Champions year picker (spec §2/§9) and the seasons a championship holds.
import { namedByTwoYears } from "@tl/site-config/season-label";
import type { Sport } from "@tl/site-config/types";

/** spec §9: the year picker shows 10 years, starting at the previous calendar year. */
export const CHAMPION_YEAR_COUNT = 10;

/**
 * spec §2/§9: the default season is the previous calendar year's, as a start year. Where a
 * season is named by two years (basketball, hockey: `sport` of a sport site), that is the
 * season which ended in it (2024-25 in 2025); elsewhere, and on the hub ("none": seasons
 * listed by the year they began), the season of that year.
 */
export function latestChampionYear(today: Date = new Date(), sport: Sport = "none"): number {
  const previous = today.getFullYear() - 1;
  return namedByTwoYears(sport) ? previous - 1 : previous;
}

/** spec §2/§9: that season and the nine before it, newest first (start years). */
export function championYears(today: Date = new Date(), sport: Sport = "none"): number[] {
  const latest = latestChampionYear(today, sport);
  return Array.from({ length: CHAMPION_YEAR_COUNT }, (_, offset) => latest - offset);
}

/** What seasonYears needs of a championship: the span of seasons it holds. */
export interface SeasonSpan {
  firstSeasonStartYear: number | null;
  lastSeasonStartYear: number | null;
}

/**
 * Every season the given championships hold, newest first, as start years: each one's span
 * from its first season to its latest (the API holds every season between), merged.
 */
export function seasonYears(championships: readonly SeasonSpan[]): number[] {
  const years = new Set<number>();
  for (const { firstSeasonStartYear: first, lastSeasonStartYear: last } of championships) {
    if (first === null || last === null) continue;
    for (let year = last; year >= first; year -= 1) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

/**
 * A year from the URL (`?year=2016`): four digits from 1850 (the API's lower bound) to the
 * previous calendar year, so an older shared link still works; anything else is null.
 */
export function parseChampionYear(text: string | null | undefined, today: Date = new Date()): number | null {
  if (!text || !/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= 1850 && year <= latestChampionYear(today) ? year : null;
}
