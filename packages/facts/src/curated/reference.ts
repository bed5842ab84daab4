// Sports, levels of play and leagues. Level slugs follow the API's level__slug (spec §7).

export const SPORTS = [
  { slug: "football", name: "Football", abbreviation: "FB" },
  { slug: "basketball", name: "Basketball", abbreviation: "BB" },
  { slug: "baseball", name: "Baseball", abbreviation: "BSB" },
  { slug: "hockey", name: "Hockey", abbreviation: "HKY" },
] as const;

export const LEVELS = [
  { slug: "professional", name: "Professional" },
  { slug: "ncaa-division-i", name: "NCAA Division I" },
] as const;

export type SportSlug = (typeof SPORTS)[number]["slug"];
export type LevelSlug = (typeof LEVELS)[number]["slug"];

export interface LeagueFacts {
  slug: string;
  name: string;
  abbreviation: string;
  sport: SportSlug;
  level: LevelSlug;
  /** First season of play; null where "founded" has no single accepted year. */
  foundedYear: number | null;
}

export const LEAGUES: LeagueFacts[] = [
  { slug: "nfl", name: "National Football League", abbreviation: "NFL", sport: "football", level: "professional", foundedYear: 1920 },
  { slug: "nba", name: "National Basketball Association", abbreviation: "NBA", sport: "basketball", level: "professional", foundedYear: 1946 },
  { slug: "mlb", name: "Major League Baseball", abbreviation: "MLB", sport: "baseball", level: "professional", foundedYear: null },
  { slug: "nhl", name: "National Hockey League", abbreviation: "NHL", sport: "hockey", level: "professional", foundedYear: 1917 },
  { slug: "ncaa-fbs", name: "NCAA Division I Football Bowl Subdivision", abbreviation: "FBS", sport: "football", level: "ncaa-division-i", foundedYear: null },
  { slug: "ncaa-d1-mbb", name: "NCAA Division I Men's Basketball", abbreviation: "NCAA", sport: "basketball", level: "ncaa-division-i", foundedYear: null },
  { slug: "ncaa-d1-baseball", name: "NCAA Division I Baseball", abbreviation: "NCAA", sport: "baseball", level: "ncaa-division-i", foundedYear: null },
  { slug: "ncaa-d1-mih", name: "NCAA Division I Men's Ice Hockey", abbreviation: "NCAA", sport: "hockey", level: "ncaa-division-i", foundedYear: null },
];

/**
 * How each league names and schedules a season. A season runs from startMonth of its start
 * year to endMonth of its end year (the next year when spansYears): 2024-25 NBA season is
 * October 2024 to June 2025.
 */
export interface SeasonShape {
  label: string;
  spansYears: boolean;
  startMonth: number;
  endMonth: number;
}

export const SEASON_SHAPES: Record<string, SeasonShape> = {
  nfl: { label: "NFL season", spansYears: true, startMonth: 9, endMonth: 2 },
  nba: { label: "NBA season", spansYears: true, startMonth: 10, endMonth: 6 },
  // The World Series can run into the first days of November; by mid-November it is over.
  mlb: { label: "MLB season", spansYears: false, startMonth: 3, endMonth: 10 },
  nhl: { label: "NHL season", spansYears: true, startMonth: 10, endMonth: 6 },
  "ncaa-fbs": { label: "college football season", spansYears: true, startMonth: 8, endMonth: 1 },
  "ncaa-d1-mbb": { label: "men's college basketball season", spansYears: true, startMonth: 11, endMonth: 4 },
  "ncaa-d1-baseball": { label: "college baseball season", spansYears: false, startMonth: 2, endMonth: 6 },
  "ncaa-d1-mih": { label: "men's college hockey season", spansYears: true, startMonth: 10, endMonth: 4 },
};
