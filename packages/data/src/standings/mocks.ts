// Standings as the API sends them (packages/contract/src/standings.ts), copied from the running
// API's current standings (full data: Lahman's 2023 MLB season, Hockey Databank's 2017-18 NHL
// season, the 2020 NFL season from 538's games), and mock handlers for current/ and
// by_division/. Shared by the Standings tests and stories. Issue #13: four rows of the 1927
// American League (Lahman; the Yankees 110-44-1) for the season picker, and seasons/ answered
// from the rows held, as the API derives it from the standings it holds.
// The data tests' rows (trimmed where noted) come first.
import type { Standing as ContractStanding } from "@tl/contract/standings";
import { http, HttpResponse, type HttpHandler } from "msw";
import { drfPage, type CallLog } from "../shared/mocks";

// The 2017-18 Vegas Golden Knights as the API sends them (/api/games/standings/current/).
export const goldenKnights = {
  id: 6609,
  team: { name: "Golden Knights", city: "Vegas", abbreviation: "VGK", sport_name: "Hockey", slug: "vegas-golden-knights" },
  rank: 1,
  position: 1,
  wins: 51,
  losses: 24,
  ties: 0,
  overtime_losses: 7,
  points: 109,
  win_percentage: 0.68,
  games_played: 82,
  games_behind: null,
  streak: null,
  streak_type: null,
  division: "Pacific Division",
  conference: "Western Conference",
  league_name: "National Hockey League",
  season_name: "2017-18 NHL season",
  season_start_year: 2017,
  season: { slug: "nhl-2017-18", name: "2017-18 NHL season", label: "2017-18", start_year: 2017 },
  last_updated: "2026-11-22T01:17:56.191Z",
  playoff_position: "playoffs",
  home_record: "29-10-2",
  away_record: "22-14-5",
  division_record: null,
  conference_record: null,
  sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
} satisfies ContractStanding;

export interface ApiStanding {
  id: number;
  team: { name: string; city: string; abbreviation: string; sport_name: string; slug: string };
  rank: number | null;
  position: number | null;
  wins: number;
  losses: number;
  ties: number;
  overtime_losses: number | null;
  points: number | null;
  win_percentage: number | null;
  games_played: number;
  games_behind: number | null;
  streak: string | null;
  streak_type: "win" | "loss" | "other" | null;
  division: string | null;
  conference: string | null;
  league_name: string;
  season_name: string;
  season_start_year: number;
  /** Issue #16; absent in the answers of before, which a client still reads. */
  season?: { slug: string; name: string; label: string; start_year: number };
  last_updated: string;
  playoff_position: "champion" | "playoffs" | "bubble" | "eliminated" | null;
  home_record: string | null;
  away_record: string | null;
  division_record: string | null;
  conference_record: string | null;
  sport: { name: string; slug: string; abbreviation: string };
}

interface Season {
  league_name: string;
  season_name: string;
  season_start_year: number;
  season: NonNullable<ApiStanding["season"]>;
  last_updated: string;
  sport: ApiStanding["sport"];
}

type Stats = Partial<Omit<ApiStanding, "id" | "team" | "division" | "conference" | keyof Season>> & { rank: number; wins: number; losses: number };

const MLB_2023: Season = {
  league_name: "Major League Baseball",
  season_name: "2023 MLB season",
  season_start_year: 2023,
  season: { slug: "mlb-2023", name: "2023 MLB season", label: "2023", start_year: 2023 },
  last_updated: "2026-11-22T01:17:40.631Z",
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
};
const NHL_2017: Season = {
  league_name: "National Hockey League",
  season_name: "2017-18 NHL season",
  season_start_year: 2017,
  season: { slug: "nhl-2017-18", name: "2017-18 NHL season", label: "2017-18", start_year: 2017 },
  last_updated: "2026-11-22T01:17:56.191Z",
  sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
};
const NFL_2020: Season = {
  league_name: "National Football League",
  season_name: "2020 NFL season",
  season_start_year: 2020,
  season: { slug: "nfl-2020", name: "2020 NFL season", label: "2020", start_year: 2020 },
  last_updated: "2026-11-22T01:17:37.459Z",
  sport: { name: "Football", slug: "football", abbreviation: "FB" },
};

const standing =
  (season: Season) =>
  (id: number, city: string, name: string, abbreviation: string, slug: string, division: string | null, conference: string | null, stats: Stats): ApiStanding => ({
    id,
    team: { name, city, abbreviation, sport_name: season.sport.name, slug },
    position: stats.rank,
    ties: 0,
    overtime_losses: null,
    points: null,
    win_percentage: null,
    games_played: stats.wins + stats.losses,
    games_behind: null,
    streak: null,
    streak_type: null,
    playoff_position: null,
    home_record: null,
    away_record: null,
    division_record: null,
    conference_record: null,
    ...season,
    division,
    conference,
    ...stats,
  });

const MLB_1927: Season = {
  league_name: "Major League Baseball",
  season_name: "1927 MLB season",
  season_start_year: 1927,
  season: { slug: "mlb-1927", name: "1927 MLB season", label: "1927", start_year: 1927 },
  last_updated: "2026-11-25T09:28:39.328Z",
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
};

// Issue #15: the Negro Leagues are leagues of their own in the same sport and years.
const NNL_1927: Season = {
  league_name: "Negro National League I",
  season_name: "1927 NNL season",
  season_start_year: 1927,
  season: { slug: "negro-national-league-i-1927", name: "1927 NNL season", label: "1927", start_year: 1927 },
  last_updated: "2026-11-25T15:38:36.253Z",
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
};

const mlb2023 = standing(MLB_2023);
const nnl1927 = standing(NNL_1927);
const mlb1927 = standing(MLB_1927);
const nhl2017 = standing(NHL_2017);
const nfl2020 = standing(NFL_2020);

/** A slice of /api/games/standings/current/ on the hub, in the API's order (rank, then team name). */
export const currentStandings: ApiStanding[] = [
  mlb2023(5081, "Houston", "Astros", "HOU", "houston-astros", "AL West", "American League", { rank: 1, wins: 90, losses: 72, win_percentage: 0.556, games_played: 162, games_behind: 0, playoff_position: "playoffs" }),
  nhl2017(6610, "Washington", "Capitals", "WSH", "washington-capitals", "Metropolitan Division", "Eastern Conference", { rank: 1, wins: 49, losses: 26, overtime_losses: 7, points: 105, win_percentage: 0.653, games_played: 82, playoff_position: "champion", home_record: "28-11-2", away_record: "21-15-5" }),
  nfl2020(2029, "Kansas City", "Chiefs", "KC", "kansas-city-chiefs", null, null, { rank: 1, wins: 14, losses: 2, win_percentage: 0.875, games_played: 16, streak: "L1", streak_type: "loss", playoff_position: "playoffs", home_record: "6-2", away_record: "8-0" }),
  goldenKnights,
  nfl2020(2030, "Buffalo", "Bills", "BUF", "buffalo-bills", null, null, { rank: 2, wins: 13, losses: 3, win_percentage: 0.813, games_played: 16, streak: "W6", streak_type: "win", playoff_position: "playoffs", home_record: "7-1", away_record: "6-2" }),
  nhl2017(6581, "Anaheim", "Ducks", "ANA", "anaheim-ducks", "Pacific Division", "Western Conference", { rank: 2, wins: 44, losses: 25, overtime_losses: 13, points: 101, win_percentage: 0.638, games_played: 82, playoff_position: "playoffs", home_record: "26-10-5", away_record: "18-15-8" }),
  nhl2017(6603, "Pittsburgh", "Penguins", "PIT", "pittsburgh-penguins", "Metropolitan Division", "Eastern Conference", { rank: 2, wins: 47, losses: 29, overtime_losses: 6, points: 100, win_percentage: 0.618, games_played: 82, playoff_position: "playoffs", home_record: "30-9-2", away_record: "17-20-4" }),
  mlb2023(5089, "Texas", "Rangers", "TEX", "texas-rangers", "AL West", "American League", { rank: 2, wins: 90, losses: 72, win_percentage: 0.556, games_played: 162, games_behind: 0, playoff_position: "champion" }),
  mlb2023(5087, "Seattle", "Mariners", "SEA", "seattle-mariners", "AL West", "American League", { rank: 3, wins: 88, losses: 74, win_percentage: 0.543, games_played: 162, games_behind: 2, playoff_position: "eliminated" }),
  nfl2020(2031, "Green Bay", "Packers", "GB", "green-bay-packers", null, null, { rank: 3, wins: 13, losses: 3, win_percentage: 0.813, games_played: 16, streak: "W6", streak_type: "win", playoff_position: "playoffs", home_record: "7-1", away_record: "6-2" }),
  nhl2017(6604, "San Jose", "Sharks", "SJS", "san-jose-sharks", "Pacific Division", "Western Conference", { rank: 3, wins: 45, losses: 27, overtime_losses: 10, points: 100, win_percentage: 0.625, games_played: 82, playoff_position: "playoffs", home_record: "25-13-3", away_record: "20-14-7" }),
  mlb2023(5083, "Los Angeles", "Angels", "LAA", "los-angeles-angels", "AL West", "American League", { rank: 4, wins: 73, losses: 89, win_percentage: 0.451, games_played: 162, games_behind: 17, playoff_position: "eliminated" }),
  mlb2023(5086, "Oakland", "Athletics", "ATH", "athletics", "AL West", "American League", { rank: 5, wins: 50, losses: 112, win_percentage: 0.309, games_played: 162, games_behind: 40, playoff_position: "eliminated" }),
  nfl2020(2038, "Tampa Bay", "Buccaneers", "TB", "tampa-bay-buccaneers", null, null, { rank: 10, wins: 11, losses: 5, win_percentage: 0.688, games_played: 16, streak: "W4", streak_type: "win", playoff_position: "champion", home_record: "5-3", away_record: "6-2" }),
];

/** The top four of the 1927 American League (no divisions then), as /api/games/standings/?season__start_year=1927 answers them. */
export const americanLeague1927: ApiStanding[] = [
  mlb1927(2880, "New York", "Yankees", "NYY", "new-york-yankees", null, "American League", { rank: 1, wins: 110, losses: 44, ties: 1, win_percentage: 0.714, games_played: 155, games_behind: 0, playoff_position: "champion" }),
  mlb1927(2881, "Philadelphia", "Athletics", "ATH", "athletics", null, "American League", { rank: 2, wins: 91, losses: 63, ties: 1, win_percentage: 0.591, games_played: 155, games_behind: 19, playoff_position: "eliminated" }),
  mlb1927(2883, "Washington", "Senators", "MIN", "minnesota-twins", null, "American League", { rank: 3, wins: 85, losses: 69, ties: 3, win_percentage: 0.552, games_played: 157, games_behind: 25, playoff_position: "eliminated" }),
  mlb1927(2879, "Detroit", "Tigers", "DET", "detroit-tigers", null, "American League", { rank: 4, wins: 82, losses: 71, ties: 3, win_percentage: 0.536, games_played: 156, games_behind: 27.5, playoff_position: "eliminated" }),
];

/** The top four of the 1927 Negro National League (Lahman 2025), as current/?season=1927&league__slug=negro-national-league-i answers them. */
export const negroNationalLeague1927: ApiStanding[] = [
  nnl1927(9918, "Chicago", "American Giants", "CAG", "chicago-american-giants", null, null, { rank: 1, wins: 62, losses: 31, ties: 1, win_percentage: 0.667, games_played: 94, games_behind: 0, playoff_position: "champion" }),
  nnl1927(9930, "Kansas City", "Monarchs", "KCM", "kansas-city-monarchs", null, null, { rank: 2, wins: 55, losses: 33, win_percentage: 0.625, games_played: 88, games_behind: 4.5, playoff_position: "eliminated" }),
  nnl1927(9940, "St. Louis", "Stars", "SLS", "st-louis-stars", null, null, { rank: 3, wins: 59, losses: 36, win_percentage: 0.621, games_played: 95, games_behind: 4, playoff_position: "eliminated" }),
  nnl1927(9912, "Birmingham", "Black Barons", "BBB", "birmingham-black-barons", null, null, { rank: 4, wins: 52, losses: 43, ties: 3, win_percentage: 0.547, games_played: 98, games_behind: 11, playoff_position: "eliminated" }),
];

/** The 2023 AL West: Astros and Rangers 90-72 (Houston won the division), Rangers won the World Series. */
export const alWest2023 = currentStandings.filter((row) => row.division === "AL West");

/** What the API's current/ answers on a sport site: the rows of that sport. */
export function standingsOfSport(sportSlug: string): ApiStanding[] {
  return currentStandings.filter((row) => row.sport.slug === sportSlug);
}

function log(calls: CallLog | undefined, request: Request) {
  const url = new URL(request.url);
  calls?.push(`${url.pathname}${url.search}`);
  return url;
}


const LEAGUES: Record<string, { slug: string; abbreviation: string }> = {
  "Major League Baseball": { slug: "mlb", abbreviation: "MLB" },
  "National Hockey League": { slug: "nhl", abbreviation: "NHL" },
  "National Football League": { slug: "nfl", abbreviation: "NFL" },
  "Negro National League I": { slug: "negro-national-league-i", abbreviation: "NNL" },
};

const leagueOf = (row: ApiStanding) => LEAGUES[row.league_name] ?? { slug: row.league_name.toLowerCase(), abbreviation: row.league_name };

/** What seasons/ answers when `rows` are all the standings held: each league season once, newest first. */
export function standingSeasonsOf(rows: readonly ApiStanding[], sportSlug: string | null = null, leagueSlug: string | null = null) {
  const seen = new Map<string, { start_year: number; name: string; league: { name: string; slug: string; abbreviation: string }; sport: ApiStanding["sport"]; level: { name: string; slug: string } }>();
  for (const row of rows) {
    if (sportSlug !== null && row.sport.slug !== sportSlug) continue;
    const league = leagueOf(row);
    if (leagueSlug !== null && league.slug !== leagueSlug) continue;
    seen.set(`${String(row.season_start_year)}|${league.abbreviation}`, {
      start_year: row.season_start_year,
      name: row.season_name,
      league: { name: row.league_name, ...league },
      sport: row.sport,
      level: { name: "Professional", slug: "professional" },
    });
  }
  return [...seen.values()].sort((a, b) => b.start_year - a.start_year || a.league.abbreviation.localeCompare(b.league.abbreviation));
}

/**
 * As the API: current/ answers `rows` (each league's latest season), or with ?season= that
 * season's rows of `rows` and `past`; with ?league__slug= only that league's rows (its latest
 * season where `rows` hold none of it); by_division/ the rows of the division asked for; both
 * honour sport__slug; seasons/ lists the seasons of `rows` and `past`.
 */
export function standingsHandlers(
  rows: readonly ApiStanding[] = currentStandings,
  calls?: CallLog,
  past: readonly ApiStanding[] = [...americanLeague1927, ...negroNationalLeague1927],
): HttpHandler[] {
  const held = rows.length > 0 ? [...rows, ...past] : [];
  const answer = (url: URL) => {
    const season = url.searchParams.get("season");
    const sport = url.searchParams.get("sport__slug");
    const league = url.searchParams.get("league__slug");
    const inScope = (row: ApiStanding) => (sport === null || row.sport.slug === sport) && (league === null || leagueOf(row).slug === league);
    if (season !== null) return held.filter((row) => String(row.season_start_year) === season && inScope(row));
    const current = rows.filter(inScope);
    if (league === null || current.length > 0) return current;
    const latest = Math.max(...held.filter(inScope).map((row) => row.season_start_year));
    return held.filter((row) => row.season_start_year === latest && inScope(row));
  };
  return [
    http.get("/api/games/standings/current/", ({ request }) => HttpResponse.json(drfPage(answer(log(calls, request))))),
    http.get("/api/games/standings/by_division/", ({ request }) => {
      const url = log(calls, request);
      const division = url.searchParams.get("division");
      return HttpResponse.json(drfPage(answer(url).filter((row) => row.division === division)));
    }),
    http.get("/api/games/standings/seasons/", ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({ seasons: standingSeasonsOf(held, params.get("sport__slug"), params.get("league__slug")) });
    }),
  ];
}

/** Every path the Standings screen reads: with `errorHandler`, an API down for the whole screen. */
export const STANDING_PATHS = ["/api/games/standings/current/", "/api/games/standings/by_division/", "/api/games/standings/seasons/"] as const;
