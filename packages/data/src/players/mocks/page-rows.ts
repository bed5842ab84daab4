// Two players' pages in the contract's shape (issue #16: PlayerDetail, PlayerSeason): Babe Ruth
// (batting and pitching, 1914-1935) and the goalie Ken Dryden (1970-71 to 1978-79, goalie and
// skater rows). The season rows are the Lahman Batting and Pitching and the Hockey Databank
// Scoring and Goalies rows of /work/shared/datasets, in the shape and with the career rules of
// contract player-seasons.ts (a career row sums the counts and recomputes the rates); details
// and every season row checked equal to the full-data API's answers.
import type { PlayerSeason } from "@tl/contract/player-seasons";
import type { PlayerDetail } from "@tl/contract/players";
import type { PersonTitle } from "@tl/contract/person-pages";

const mlb = { name: "Major League Baseball", slug: "mlb", abbreviation: "MLB" };
const nhl = { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" };
const baseball = { name: "Baseball", slug: "baseball", abbreviation: "BSB" };
const hockey = { name: "Hockey", slug: "hockey", abbreviation: "HKY" };

const mlbSeason = (year: number) => ({ slug: `mlb-${String(year)}`, name: `${String(year)} MLB season`, label: String(year), start_year: year });
const hockeyLabel = (year: number) => `${String(year)}-${String(year + 1).slice(2)}`;
const nhlSeason = (year: number) => ({
  slug: `nhl-${hockeyLabel(year)}`,
  name: `${hockeyLabel(year)} NHL season`,
  label: hockeyLabel(year),
  start_year: year,
});

const redSox = { name: "Red Sox", city: "Boston", abbreviation: "BOS", sport_name: "Baseball", slug: "boston-red-sox" };
const yankees = { name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", slug: "new-york-yankees" };
// A season without an abbreviation of its own carries the franchise's (the API's team reference).
const braves = { name: "Braves", city: "Boston", abbreviation: "ATL", sport_name: "Baseball", slug: "atlanta-braves" };
const canadiens = { name: "Canadiens", city: "Montreal", abbreviation: "MTL", sport_name: "Hockey", slug: "montreal-canadiens" };
const ruthTeam = (year: number) => (year <= 1919 ? redSox : year <= 1934 ? yankees : braves);

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const round2 = (value: number) => Math.round(value * 100) / 100;
/** Outs as innings: 1221⅓ is 1221.1. */
const innings = (outs: number) => Math.floor(outs / 3) + (outs % 3) / 10;
const seasonRow = { career: false, stint: 1, seasons: null, first_year: null, last_year: null } as const;
const careerRow = { career: true, season: null, team: null, stint: null } as const;
const sum = (rows: readonly number[][], at: number) => rows.reduce((total, row) => total + (row[at] ?? 0), 0);

// Lahman Batting: year, G, AB, R, H, 2B, 3B, HR, RBI, SB, BB, SO.
const RUTH_BATTING = [
  [1914, 5, 10, 1, 2, 1, 0, 0, 2, 0, 0, 4],
  [1915, 42, 92, 16, 29, 10, 1, 4, 21, 0, 9, 23],
  [1916, 67, 136, 18, 37, 5, 3, 3, 15, 0, 10, 23],
  [1917, 52, 123, 14, 40, 6, 3, 2, 12, 0, 12, 18],
  [1918, 95, 317, 50, 95, 26, 11, 11, 66, 6, 58, 58],
  [1919, 130, 432, 103, 139, 34, 12, 29, 114, 7, 101, 58],
  [1920, 142, 457, 158, 172, 36, 9, 54, 137, 14, 150, 80],
  [1921, 152, 540, 177, 204, 44, 16, 59, 171, 17, 145, 81],
  [1922, 110, 406, 94, 128, 24, 8, 35, 99, 2, 84, 80],
  [1923, 152, 522, 151, 205, 45, 13, 41, 131, 17, 170, 93],
  [1924, 153, 529, 143, 200, 39, 7, 46, 121, 9, 142, 81],
  [1925, 98, 359, 61, 104, 12, 2, 25, 66, 2, 59, 68],
  [1926, 152, 495, 139, 184, 30, 5, 47, 150, 11, 144, 76],
  [1927, 151, 540, 158, 192, 29, 8, 60, 164, 7, 137, 89],
  [1928, 154, 536, 163, 173, 29, 8, 54, 142, 4, 137, 87],
  [1929, 135, 499, 121, 172, 26, 6, 46, 154, 5, 72, 60],
  [1930, 145, 518, 150, 186, 28, 9, 49, 153, 10, 136, 61],
  [1931, 145, 534, 149, 199, 31, 3, 46, 163, 5, 128, 51],
  [1932, 133, 457, 120, 156, 13, 5, 41, 137, 2, 130, 62],
  [1933, 137, 459, 97, 138, 21, 3, 34, 103, 4, 114, 90],
  [1934, 125, 365, 78, 105, 17, 4, 22, 84, 1, 104, 63],
  [1935, 28, 72, 13, 13, 0, 0, 6, 12, 0, 20, 24],
];
const BATTING_KEYS = ["games", "at_bats", "runs", "hits", "doubles", "triples", "home_runs", "rbi", "stolen_bases", "walks", "strikeouts"];
const battingStats = (values: number[]) => {
  const stats: Record<string, number> = Object.fromEntries(BATTING_KEYS.map((key, at) => [key, values[at] ?? 0]));
  return { ...stats, batting_average: round3((stats.hits ?? 0) / (stats.at_bats ?? 1)) };
};

// Lahman Pitching: year, W, L, G, GS, SV, IPouts, ER, SO, ERA.
const RUTH_PITCHING = [
  [1914, 2, 1, 4, 3, 0, 69, 10, 3, 3.91],
  [1915, 18, 8, 32, 28, 0, 653, 59, 112, 2.44],
  [1916, 23, 12, 44, 41, 1, 971, 63, 170, 1.75],
  [1917, 24, 13, 41, 38, 2, 979, 73, 128, 2.01],
  [1918, 13, 7, 20, 19, 0, 499, 41, 40, 2.22],
  [1919, 9, 5, 17, 15, 1, 400, 44, 30, 2.97],
  [1920, 1, 0, 1, 1, 0, 12, 2, 0, 4.5],
  [1921, 2, 0, 2, 1, 0, 27, 9, 2, 9],
  [1930, 1, 0, 1, 1, 0, 27, 3, 3, 3],
  [1933, 1, 0, 1, 1, 0, 27, 5, 0, 5],
];
const pitchingStats = ([wins = 0, losses = 0, games = 0, started = 0, saves = 0, outs = 0, earned = 0, strikeouts = 0, era = 0]: number[]) => ({
  wins,
  losses,
  era: round2(era || (27 * earned) / outs),
  pitching_strikeouts: strikeouts,
  saves,
  innings_pitched: innings(outs),
  games,
  games_started: started,
});

/** Every row of /api/people/players/babe-ruth/seasons/: 22 batting seasons, 10 pitching, each kind's career row after its seasons. */
export const ruthSeasons = [
  ...RUTH_BATTING.map(([year = 0, ...values]) => ({
    ...seasonRow,
    kind: "batting" as const,
    season: mlbSeason(year),
    league: mlb,
    team: ruthTeam(year),
    stats: battingStats(values),
  })),
  {
    ...careerRow,
    kind: "batting" as const,
    league: mlb,
    seasons: 22,
    first_year: 1914,
    last_year: 1935,
    stats: battingStats(BATTING_KEYS.map((_, at) => sum(RUTH_BATTING, at + 1))),
  },
  ...RUTH_PITCHING.map(([year = 0, ...values]) => ({
    ...seasonRow,
    kind: "pitching" as const,
    season: mlbSeason(year),
    league: mlb,
    team: ruthTeam(year),
    stats: pitchingStats(values),
  })),
  {
    ...careerRow,
    kind: "pitching" as const,
    league: mlb,
    seasons: 10,
    first_year: 1914,
    last_year: 1933,
    stats: pitchingStats([1, 2, 3, 4, 5, 6, 7, 8].map((at) => sum(RUTH_PITCHING, at)).concat([0])),
  },
] satisfies PlayerSeason[];

const worldSeries = { slug: "world-series", name: "World Series" };
const RUTH_TITLES: [id: number, year: number][] = [
  [249, 1915],
  [248, 1916],
  [246, 1918],
  [241, 1923],
  [237, 1927],
  [236, 1928],
  [232, 1932],
];

const ruthAwards = (year: number, ...names: string[]) =>
  names.map((name) => ({ name, start_year: year, label: String(year), season: mlbSeason(year) }));

/** GET /api/people/players/babe-ruth/: the card's fields and the page's parts. */
export const ruthDetail = {
  id: 17080,
  slug: "babe-ruth",
  person: {
    first_name: "Babe",
    last_name: "Ruth",
    full_name: "Babe Ruth",
    age: null,
    birth_date: "1895-02-06",
    birth_place: "Baltimore, MD, USA",
    death_date: "1948-08-16",
  },
  jersey_number: null,
  height: "6-2",
  weight: 215,
  years_pro: 22,
  debut_year: 1914,
  final_year: 1935,
  college: null,
  draft_year: null,
  draft_round: null,
  draft_pick: null,
  championships_won: 7,
  all_star_selections: 2,
  is_active: false,
  status: "inactive",
  contract_end_year: null,
  sport: baseball,
  league: mlb,
  current_team: { ...braves, abbreviation: null, season: 1935, season_label: "1935" },
  position: "Outfield",
  primary_position: { name: "Outfield" },
  career_stats: {
    era: 2.28,
    rbi: 2217,
    hits: 2873,
    runs: 2174,
    wins: 94,
    games: 2503,
    saves: 4,
    walks: 2062,
    losses: 46,
    at_bats: 8398,
    doubles: 506,
    triples: 136,
    home_runs: 714,
    strikeouts: 1330,
    stolen_bases: 123,
    batting_average: 0.342,
    innings_pitched: 1221.1,
    pitching_strikeouts: 488,
  },
  awards: [
    ...[1932, 1931, 1930, 1929, 1928, 1927, 1926].flatMap((year) =>
      year === 1932 ? ["Baseball Magazine All-Star (1932)"] : [`Baseball Magazine All-Star (${String(year)})`, `TSN All-Star (${String(year)})`],
    ),
    "Baseball Magazine All-Star (1924)",
    "Baseball Magazine All-Star (1923)",
    "Most Valuable Player (1923)",
    ...[1921, 1920, 1919, 1918, 1916].map((year) => `Baseball Magazine All-Star (${String(year)})`),
  ],
  titles: RUTH_TITLES.map(
    ([id, year]): PersonTitle => ({ id, season: mlbSeason(year), championship: worldSeries, team: ruthTeam(year), vacated: false }),
  ),
  awards_by_year: [
    ...ruthAwards(1916, "Baseball Magazine All-Star"),
    ...ruthAwards(1918, "Baseball Magazine All-Star"),
    ...ruthAwards(1919, "Baseball Magazine All-Star"),
    ...ruthAwards(1920, "Baseball Magazine All-Star"),
    ...ruthAwards(1921, "Baseball Magazine All-Star"),
    ...ruthAwards(1923, "Baseball Magazine All-Star", "Most Valuable Player"),
    ...ruthAwards(1924, "Baseball Magazine All-Star"),
    ...[1926, 1927, 1928, 1929, 1930, 1931].flatMap((year) => ruthAwards(year, "Baseball Magazine All-Star", "TSN All-Star")),
    ...ruthAwards(1932, "Baseball Magazine All-Star"),
  ],
  all_star_years: [1933, 1934].map((year) => ({ start_year: year, label: String(year), season: mlbSeason(year), games: 1 })),
  teams_played_for: [
    { team: redSox, league: mlb, first_year: 1914, last_year: 1919, seasons: 6 },
    { team: yankees, league: mlb, first_year: 1920, last_year: 1934, seasons: 15 },
    { team: braves, league: mlb, first_year: 1935, last_year: 1935, seasons: 1 },
  ],
} satisfies PlayerDetail;

// Hockey Databank Goalies: year, GP, Min, W, L, T/OL, SHO, GA, PostGP, PostMin, PostW, PostL, PostSHO, PostGA.
const DRYDEN_GOALIE = [
  [1970, 6, 327, 6, 0, 0, 0, 9, 20, 1221, 12, 8, 0, 61],
  [1971, 64, 3800, 39, 8, 15, 8, 142, 6, 360, 2, 4, 0, 17],
  [1972, 54, 3165, 33, 7, 13, 6, 119, 17, 1039, 12, 5, 1, 50],
  [1974, 56, 3320, 30, 9, 16, 4, 149, 11, 688, 6, 5, 2, 29],
  [1975, 62, 3580, 42, 10, 8, 8, 121, 13, 780, 12, 1, 1, 25],
  [1976, 56, 3275, 41, 6, 8, 10, 117, 14, 849, 12, 2, 4, 22],
  [1977, 52, 3071, 37, 7, 7, 5, 105, 15, 919, 12, 3, 2, 29],
  [1978, 47, 2814, 30, 10, 7, 5, 108, 16, 990, 12, 4, 0, 41],
];
const goalieStats = ([games = 0, minutes = 0, wins = 0, losses = 0, ties = 0, shutouts = 0, against = 0, ...post]: number[]) => {
  const [postGames = 0, postMinutes = 0, postWins = 0, postLosses = 0, postShutouts = 0, postAgainst = 0] = post;
  return {
    games_played: games,
    wins,
    losses,
    ties_overtime_losses: ties,
    shutouts,
    goals_against_average: round2((against * 60) / minutes),
    playoff_games: postGames,
    playoff_wins: postWins,
    playoff_losses: postLosses,
    playoff_shutouts: postShutouts,
    playoff_goals_against_average: round2((postAgainst * 60) / postMinutes),
  };
};

// Hockey Databank Scoring (a goalie has skater rows too): year, GP, G, A, Pts, PIM, PPG, PostGP, PostG, PostPts.
const DRYDEN_SKATER = [
  [1970, 6, 0, 0, 0, 0, 0, 20, 0, 1],
  [1971, 64, 0, 3, 3, 4, 0, 6, 0, 0],
  [1972, 54, 0, 4, 4, 2, 0, 17, 0, 0],
  [1974, 56, 0, 3, 3, 2, 0, 11, 0, 0],
  [1975, 62, 0, 2, 2, 0, 0, 13, 0, 0],
  [1976, 56, 0, 2, 2, 0, 0, 14, 0, 0],
  [1977, 52, 0, 2, 2, 0, 0, 15, 0, 0],
  [1978, 47, 0, 3, 3, 4, 0, 16, 0, 3],
];
const SKATER_KEYS = ["games_played", "goals", "assists", "points", "penalty_minutes", "power_play_goals", "playoff_games", "playoff_goals", "playoff_points"];
// The source leaves his plus-minus empty; the import answers 0.
const skaterStats = (values: number[]) => ({ ...Object.fromEntries(SKATER_KEYS.map((key, at) => [key, values[at] ?? 0])), plus_minus: 0 });

/** Every row of /api/people/players/ken-dryden/seasons/: 8 skater seasons and their career row, then 8 goalie seasons and theirs. */
export const drydenSeasons = [
  ...DRYDEN_SKATER.map(([year = 0, ...values]) => ({
    ...seasonRow,
    kind: "skater" as const,
    season: nhlSeason(year),
    league: nhl,
    team: canadiens,
    stats: skaterStats(values),
  })),
  {
    ...careerRow,
    kind: "skater" as const,
    league: nhl,
    seasons: 8,
    first_year: 1970,
    last_year: 1978,
    stats: skaterStats(SKATER_KEYS.map((_, at) => sum(DRYDEN_SKATER, at + 1))),
  },
  ...DRYDEN_GOALIE.map(([year = 0, ...values]) => ({
    ...seasonRow,
    kind: "goalie" as const,
    season: nhlSeason(year),
    league: nhl,
    team: canadiens,
    stats: goalieStats(values),
  })),
  {
    ...careerRow,
    kind: "goalie" as const,
    league: nhl,
    seasons: 8,
    first_year: 1970,
    last_year: 1978,
    stats: goalieStats(Array.from({ length: 13 }, (_, at) => sum(DRYDEN_GOALIE, at + 1))),
  },
] satisfies PlayerSeason[];

const stanleyCup = { slug: "stanley-cup-final", name: "Stanley Cup Final" };
const DRYDEN_TITLES: [id: number, year: number][] = [
  [316, 1970],
  [314, 1972],
  [311, 1975],
  [310, 1976],
  [309, 1977],
  [308, 1978],
];
const DRYDEN_AWARDS: [year: number, names: string[]][] = [
  [1970, ["Conn Smythe"]],
  [1971, ["Calder", "Second Team All-Star"]],
  [1972, ["First Team All-Star", "Vezina"]],
  [1975, ["First Team All-Star", "Vezina"]],
  [1976, ["First Team All-Star", "Vezina"]],
  [1977, ["First Team All-Star", "Vezina"]],
  [1978, ["First Team All-Star", "Vezina"]],
];

/** GET /api/people/players/ken-dryden/: a goalie; no All-Star data for the NHL (null, not none). */
export const drydenDetail = {
  id: 209,
  slug: "ken-dryden",
  person: {
    first_name: "Ken",
    last_name: "Dryden",
    full_name: "Ken Dryden",
    age: 79,
    birth_date: "1947-08-08",
    birth_place: "Hamilton, ON, Canada",
    death_date: null,
  },
  jersey_number: null,
  height: "6-4",
  weight: 205,
  years_pro: 8,
  debut_year: 1970,
  final_year: 1978,
  college: null,
  draft_year: null,
  draft_round: null,
  draft_pick: null,
  championships_won: 6,
  all_star_selections: null,
  is_active: false,
  status: "inactive",
  contract_end_year: null,
  sport: hockey,
  league: nhl,
  current_team: { ...canadiens, season: 1978, season_label: "1978-79" },
  position: "Goalie",
  primary_position: { name: "Goalie" },
  career_stats: {
    wins: 258,
    losses: 57,
    shutouts: 46,
    games_played: 397,
    playoff_wins: 80,
    playoff_games: 112,
    playoff_losses: 32,
    playoff_shutouts: 10,
    ties_overtime_losses: 74,
    goals_against_average: 2.24,
    playoff_goals_against_average: 2.4,
  },
  awards: [
    ...[1978, 1977, 1976, 1975, 1972].flatMap((year) => [`First Team All-Star (${hockeyLabel(year)})`, `Vezina (${hockeyLabel(year)})`]),
    "Calder (1971-72)",
    "Second Team All-Star (1971-72)",
    "Conn Smythe (1970-71)",
  ],
  titles: DRYDEN_TITLES.map(
    ([id, year]): PersonTitle => ({ id, season: nhlSeason(year), championship: stanleyCup, team: canadiens, vacated: false }),
  ),
  awards_by_year: DRYDEN_AWARDS.flatMap(([year, names]) =>
    names.map((name) => ({ name, start_year: year, label: hockeyLabel(year), season: nhlSeason(year) })),
  ),
  all_star_years: null,
  teams_played_for: [{ team: canadiens, league: nhl, first_year: 1970, last_year: 1978, seasons: 8 }],
} satisfies PlayerDetail;
