// Real rows as the API answers them, the rows the data tests normalise.
import type { Season as ContractSeason } from "@tl/contract/seasons";
import type { RawSeason } from "../raw-season";
import type { Season } from "../season";

// The running API's row for the 2023 MLB season; dates, counts and format are the true facts
// of that season (the API leaves them null).
export const mlb2023 = {
  id: 263,
  slug: "mlb-2023",
  name: "2023 MLB season",
  start_year: 2023,
  end_year: 2023,
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
  league: { name: "Major League Baseball", slug: "mlb", abbreviation: "MLB" },
  level: { name: "Professional", slug: "professional" },
  is_active: false,
  status: "completed",
  result: "champion",
  result_note: null,
  champion: { name: "Rangers", city: "Texas", abbreviation: "TEX", sport_name: "Baseball", slug: "texas-rangers" },
  championship_name: "World Series",
  start_date: "2023-03-30",
  end_date: "2023-11-01",
  teams_count: 30,
  games_count: 2430,
  regular_season_games: 162,
  playoffs_format: "12-team bracket: best-of-3 Wild Card Series, best-of-5 Division Series, best-of-7 LCS and World Series",
  notes: null,
} satisfies ContractSeason;

export const mlb2023Card: Season = {
  key: "263",
  slug: "mlb-2023",
  sportSlug: "baseball",
  levelSlug: "professional",
  name: "2023 MLB season",
  startYear: 2023,
  sportName: "Baseball",
  leagueName: "Major League Baseball",
  levelName: "Professional",
  leagueAndLevel: "Major League Baseball • Professional",
  status: "completed",
  result: "champion",
  champion: { name: "Rangers", city: "Texas", abbreviation: "TEX" },
  championLabel: "Texas Rangers",
  resultNote: null,
  teamsCount: "30",
  gamesCount: "2,430",
  duration: "2023",
  startDate: "Mar 30, 2023",
  endDate: "Nov 1, 2023",
  championshipName: "World Series",
  regularSeasonGames: "162 regular season games",
  playoffsFormat: "12-team bracket: best-of-3 Wild Card Series, best-of-5 Division Series, best-of-7 LCS and World Series",
};

export const bare: RawSeason = { id: 354, start_year: 2004, end_year: 2005 };
