import { DEFAULT_HISTORY_START, type Championship } from "./championship";

/**
 * spec §2 "years of history": the first_year of the first (earliest) championship, or 1900
 * when there is none. The API orders by first year, but the browser does not rely on it.
 */
export function historyStart(championships: readonly Championship[]): number {
  const years = championships.map((championship) => championship.firstYear).filter((year) => year !== null);
  return years.length > 0 ? Math.min(...years) : DEFAULT_HISTORY_START;
}
