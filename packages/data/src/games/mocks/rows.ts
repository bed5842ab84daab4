// Games as the API sends them (packages/contract/src/games.ts), copied from the running
// API with the full data (Super Bowls curated, regular-season and playoff games from 538's
// NFL Elo file). handlers.ts answers /api/games/games/, its lists and seasons/ (issue #13:
// the season picker, derived from the games held, as the API derives it) from them.
export interface ApiGameTeam {
  name: string;
  city: string;
  abbreviation: string;
  sport_name: string;
  slug: string;
}

export interface ApiGame {
  id: number;
  slug: string;
  home_team: ApiGameTeam | null;
  away_team: ApiGameTeam | null;
  home_score: number | null;
  away_score: number | null;
  status: "live" | "final" | "scheduled" | "postponed";
  game_date: string;
  game_time: string | null;
  period: string | null;
  time_remaining: string | null;
  championship: { name: string; slug: string } | null;
  season: { name: string; start_year: number; slug: string } | null;
  venue: string | null;
  round: string | null;
  overtime: string | null;
  home_line_score: string | null;
  away_line_score: string | null;
  attendance: number | null;
  notes: string | null;
  sport: { name: string; slug: string; abbreviation: string };
  level: { name: string; slug: string };
}

export interface ApiGameSummary {
  count: number;
  live: number;
  final: number;
  scheduled: number;
  postponed: number;
  sports: { name: string; slug: string; abbreviation: string }[];
}

const football = { name: "Football", slug: "football", abbreviation: "FB" };
const team = (city: string, name: string, abbreviation: string, slug: string): ApiGameTeam => ({
  name,
  city,
  abbreviation,
  sport_name: "Football",
  slug,
});

const eagles = team("Philadelphia", "Eagles", "PHI", "philadelphia-eagles");
const chiefs = team("Kansas City", "Chiefs", "KC", "kansas-city-chiefs");
const niners = team("San Francisco", "49ers", "SF", "san-francisco-49ers");
const buccaneers = team("Tampa Bay", "Buccaneers", "TB", "tampa-bay-buccaneers");
const bills = team("Buffalo", "Bills", "BUF", "buffalo-bills");
const dolphins = team("Miami", "Dolphins", "MIA", "miami-dolphins");
const saints = team("New Orleans", "Saints", "NO", "new-orleans-saints");
const steelers = team("Pittsburgh", "Steelers", "PIT", "pittsburgh-steelers");
const ravens = team("Baltimore", "Ravens", "BAL", "baltimore-ravens");
const patriots = team("New England", "Patriots", "NE", "new-england-patriots");
const bears = team("Chicago", "Bears", "CHI", "chicago-bears");

const superBowl = { name: "Super Bowl", slug: "super-bowl" };
// The API names an NFL season by its start year (the one season-label rule, issue #13).
// Its page is /seasons/nfl-{start} (issue #16).
const season = (start: number) => ({ name: `${String(start)} NFL season`, start_year: start, slug: `nfl-${String(start)}` });

const finalGame = {
  status: "final" as const,
  game_time: null,
  period: null,
  time_remaining: null,
  championship: null,
  venue: null,
  round: null,
  overtime: null,
  home_line_score: null,
  away_line_score: null,
  attendance: null,
  notes: null,
  sport: football,
  level: { name: "Professional", slug: "professional" },
};

export const superBowlLix: ApiGame = {
  ...finalGame,
  id: 1,
  slug: "super-bowl-2024",
  home_team: eagles,
  away_team: chiefs,
  home_score: 40,
  away_score: 22,
  game_date: "2025-02-09",
  championship: superBowl,
  season: season(2024),
  venue: "Caesars Superdome, New Orleans",
  round: "Super Bowl LIX",
};

export const superBowlLviii: ApiGame = {
  ...finalGame,
  id: 2,
  slug: "super-bowl-2023",
  home_team: chiefs,
  away_team: niners,
  home_score: 25,
  away_score: 22,
  game_date: "2024-02-11",
  championship: superBowl,
  season: season(2023),
  venue: "Allegiant Stadium, Las Vegas",
  round: "Super Bowl LVIII",
  overtime: "OT",
};

export const superBowlLv: ApiGame = {
  ...finalGame,
  id: 5,
  slug: "super-bowl-2020",
  home_team: buccaneers,
  away_team: chiefs,
  home_score: 31,
  away_score: 9,
  game_date: "2021-02-07",
  championship: superBowl,
  season: season(2020),
  venue: "Raymond James Stadium, Tampa",
  round: "Super Bowl LV",
};

export const afcChampionship2021: ApiGame = {
  ...finalGame,
  id: 15455,
  slug: "nfl-2021-01-24-buffalo-bills-at-kansas-city-chiefs",
  home_team: chiefs,
  away_team: bills,
  home_score: 38,
  away_score: 24,
  game_date: "2021-01-24",
  season: season(2020),
  round: "Playoffs",
};

export const chiefsAtDolphins2020: ApiGame = {
  ...finalGame,
  id: 15381,
  slug: "nfl-2020-12-13-kansas-city-chiefs-at-miami-dolphins",
  home_team: dolphins,
  away_team: chiefs,
  home_score: 27,
  away_score: 33,
  game_date: "2020-12-13",
  season: season(2020),
};

export const saintsAtEagles2020: ApiGame = {
  ...finalGame,
  id: 15392,
  slug: "nfl-2020-12-13-new-orleans-saints-at-philadelphia-eagles",
  home_team: eagles,
  away_team: saints,
  home_score: 24,
  away_score: 21,
  game_date: "2020-12-13",
  season: season(2020),
};

export const ravensAtSteelers2020: ApiGame = {
  ...finalGame,
  id: 15364,
  slug: "nfl-2020-12-02-baltimore-ravens-at-pittsburgh-steelers",
  home_team: steelers,
  away_team: ravens,
  home_score: 19,
  away_score: 14,
  game_date: "2020-12-02",
  season: season(2020),
};

// The database holds no live, scheduled or postponed games (its seasons are over). These three
// are true past moments in the states the API would have sent then.

/** Super Bowl LIX at half-time: Eagles 24, Chiefs 0. */
export const superBowlLixAtHalfTime: ApiGame = {
  ...superBowlLix,
  status: "live",
  home_score: 24,
  away_score: 0,
  period: "Q2",
  time_remaining: "0:00",
};

/** Super Bowl LX before the playoffs decided its teams: 8 February 2026, 6:30 PM ET, Levi's Stadium. */
export const superBowlLxScheduled: ApiGame = {
  ...finalGame,
  id: 60,
  slug: "super-bowl-2025",
  status: "scheduled",
  home_team: null,
  away_team: null,
  home_score: null,
  away_score: null,
  game_date: "2026-02-08",
  game_time: "6:30 PM ET",
  championship: superBowl,
  season: season(2025),
  venue: "Levi's Stadium, Santa Clara",
  round: "Super Bowl LX",
};

/** Ravens at Steelers, due on Thanksgiving 2020 and postponed (COVID-19); played 2 December. */
export const ravensAtSteelersPostponed: ApiGame = {
  ...ravensAtSteelers2020,
  status: "postponed",
  home_score: null,
  away_score: null,
  game_date: "2020-11-26",
};

/** The API's first page of all games: newest first. */
/** Super Bowl XX, the 1985 season's: Chicago 46, New England 10 (the Patriots the designated home side). */
export const superBowlXx: ApiGame = {
  ...finalGame,
  id: 40,
  slug: "super-bowl-1985",
  home_team: patriots,
  away_team: bears,
  home_score: 10,
  away_score: 46,
  game_date: "1986-01-26",
  championship: superBowl,
  season: season(1985),
  venue: "Louisiana Superdome, New Orleans",
  round: "Super Bowl XX",
};

export const recentGames: ApiGame[] = [
  superBowlLix,
  superBowlLviii,
  superBowlLv,
  afcChampionship2021,
  chiefsAtDolphins2020,
  saintsAtEagles2020,
  ravensAtSteelers2020,
];

// Issue #15: baseball games from Retrosheet's game logs (gl1927.txt, glws.txt) with their line
// scores, park (Lahman's Parks.csv name for the log's park id) and attendance, as the API answers them.
const baseball = { name: "Baseball", slug: "baseball", abbreviation: "BSB" };
const mlbTeam = (city: string, name: string, abbreviation: string, slug: string): ApiGameTeam => ({
  name,
  city,
  abbreviation,
  sport_name: "Baseball",
  slug,
});
const mlbSeason = (start: number) => ({ name: `${String(start)} MLB season`, start_year: start, slug: `mlb-${String(start)}` });
const worldSeries = { name: "World Series", slug: "world-series" };

/** 1927-09-30: Washington 2 at New York (AL) 4, Yankee Stadium I, 8,000. */
export const senatorsAtYankees1927: ApiGame = {
  ...finalGame,
  id: 90001,
  slug: "mlb-1927-09-30-minnesota-twins-at-new-york-yankees",
  home_team: mlbTeam("New York", "Yankees", "NYY", "new-york-yankees"),
  away_team: mlbTeam("Washington", "Senators", "MIN", "minnesota-twins"),
  home_score: 4,
  away_score: 2,
  game_date: "1927-09-30",
  season: mlbSeason(1927),
  venue: "Yankee Stadium I",
  home_line_score: "00010102x",
  away_line_score: "000200000",
  attendance: 8000,
  sport: baseball,
};

const rangers = mlbTeam("Texas", "Rangers", "TEX", "texas-rangers");
const diamondbacks = mlbTeam("Arizona", "Diamondbacks", "ARI", "arizona-diamondbacks");

/** 2023 World Series Game 5 (the decider): Texas 5 at Arizona 0, Chase Field, 48,511. */
export const worldSeries2023Game5: ApiGame = {
  ...finalGame,
  id: 90005,
  slug: "world-series-2023-game-5",
  home_team: diamondbacks,
  away_team: rangers,
  home_score: 0,
  away_score: 5,
  game_date: "2023-11-01",
  championship: worldSeries,
  season: mlbSeason(2023),
  venue: "Chase Field, Phoenix",
  round: "World Series Game 5",
  home_line_score: "000000000",
  away_line_score: "000000104",
  attendance: 48511,
  sport: baseball,
};

/** 2023 World Series Game 4: Texas 11 at Arizona 7, Chase Field, 48,388. */
export const worldSeries2023Game4: ApiGame = {
  ...worldSeries2023Game5,
  id: 90004,
  slug: "world-series-2023-game-4",
  home_score: 7,
  away_score: 11,
  game_date: "2023-10-31",
  round: "World Series Game 4",
  home_line_score: "000100042",
  away_line_score: "055000010",
  attendance: 48388,
};

/** Baseball games of the stories and tests: a regular-season game and two of a World Series. */
export const baseballGames: ApiGame[] = [worldSeries2023Game5, worldSeries2023Game4, senatorsAtYankees1927];
