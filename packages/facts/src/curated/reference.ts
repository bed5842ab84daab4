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

/**
 * Lahman lgID, our slug, name, founded year (null for the groups of independent clubs, which are no
 * league, and where the founding is not one accepted year).
 */
export const NEGRO_LEAGUES: [lgID: string, slug: string, name: string, foundedYear: number | null][] = [
  ["IND", "independent-black-clubs", "Independent Black clubs", null],
  ["EAS", "eastern-independent-clubs", "Eastern independent clubs", null],
  ["WES", "western-independent-clubs", "Western independent clubs", null],
  ["NAC", "national-association-of-colored-clubs", "National Association of Colored Professional Base Ball Clubs", null],
  ["INT", "international-league-independent-clubs", "International League of Independent Professional Base Ball Clubs", null],
  ["NNL", "negro-national-league-i", "Negro National League I", 1920],
  ["ECL", "eastern-colored-league", "Eastern Colored League", 1923],
  ["ANL", "american-negro-league", "American Negro League", 1929],
  ["EWL", "east-west-league", "East-West League", 1932],
  ["NSL", "negro-southern-league", "Negro Southern League", null],
  ["NN2", "negro-national-league-ii", "Negro National League II", 1933],
  ["NAL", "negro-american-league", "Negro American League", 1937],
];

export const LEAGUES: LeagueFacts[] = [
  { slug: "nfl", name: "National Football League", abbreviation: "NFL", sport: "football", level: "professional", foundedYear: 1920 },
  { slug: "nba", name: "National Basketball Association", abbreviation: "NBA", sport: "basketball", level: "professional", foundedYear: 1946 },
  { slug: "mlb", name: "Major League Baseball", abbreviation: "MLB", sport: "baseball", level: "professional", foundedYear: null },
  { slug: "nhl", name: "National Hockey League", abbreviation: "NHL", sport: "hockey", level: "professional", foundedYear: 1917 },
  // The NBA's forerunner (1946-47 to 1948-49; the NBA counts its seasons and Finals as its own) and its rival (1967-68 to 1975-76).
  { slug: "baa", name: "Basketball Association of America", abbreviation: "BAA", sport: "basketball", level: "professional", foundedYear: 1946 },
  { slug: "aba", name: "American Basketball Association", abbreviation: "ABA", sport: "basketball", level: "professional", foundedYear: 1967 },
  // The clubs that held the Stanley Cup before the NHL (1892-93 to 1916-17): amateur and professional leagues and challengers.
  { slug: "pre-nhl", name: "Stanley Cup before the NHL", abbreviation: "Pre-NHL", sport: "hockey", level: "professional", foundedYear: null },
  // Black baseball as the Lahman database (2025 release) records it, one league per lgID: the seven Negro
  // major leagues MLB recognised in 2020, and the earlier independent clubs and associations. Never part of MLB's standings.
  ...NEGRO_LEAGUES.map(([lgID, slug, name, foundedYear]) => ({ slug, name, abbreviation: lgID, sport: "baseball" as const, level: "professional" as const, foundedYear })),
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
  baa: { label: "BAA season", spansYears: true, startMonth: 11, endMonth: 4 },
  "pre-nhl": { label: "Stanley Cup season", spansYears: true, startMonth: 12, endMonth: 4 },
  aba: { label: "ABA season", spansYears: true, startMonth: 10, endMonth: 5 },
  ...Object.fromEntries(NEGRO_LEAGUES.map(([lgID, slug]) => [slug, { label: `${lgID} season`, spansYears: false, startMonth: 4, endMonth: 10 }])),
  "ncaa-fbs": { label: "college football season", spansYears: true, startMonth: 8, endMonth: 1 },
  "ncaa-d1-mbb": { label: "men's college basketball season", spansYears: true, startMonth: 11, endMonth: 4 },
  "ncaa-d1-baseball": { label: "college baseball season", spansYears: false, startMonth: 2, endMonth: 6 },
  "ncaa-d1-mih": { label: "men's college hockey season", spansYears: true, startMonth: 10, endMonth: 4 },
};
