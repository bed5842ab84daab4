// Real rows as the API answers them, shared by the tests (and later by stories).
import type { Game } from "./game";
import type { GameFilters } from "./game-request";
import type { RawGame } from "./raw-game";

// Super Bowl LIX as the API sends it (curl http://127.0.0.1:4400/api/games/games/?page_size=1).
export const superBowlLix: RawGame = {
  id: 1,
  slug: "super-bowl-2024",
  home_team: { name: "Eagles", city: "Philadelphia", abbreviation: "PHI", sport_name: "Football", slug: "philadelphia-eagles" },
  away_team: { name: "Chiefs", city: "Kansas City", abbreviation: "KC", sport_name: "Football", slug: "kansas-city-chiefs" },
  home_score: 40,
  away_score: 22,
  status: "final",
  game_date: "2025-02-09",
  game_time: null,
  period: null,
  time_remaining: null,
  championship: { name: "Super Bowl" },
  season: { name: "2024 NFL season" },
  venue: "Caesars Superdome, New Orleans",
  round: "Super Bowl LIX",
  overtime: null,
  sport: { name: "Football", slug: "football", abbreviation: "FB" },
};

export const normalisedLix: Game = {
  key: "1",
  slug: "super-bowl-2024",
  homeTeam: { name: "Eagles", city: "Philadelphia", abbreviation: "PHI" },
  awayTeam: { name: "Chiefs", city: "Kansas City", abbreviation: "KC" },
  homeScore: 40,
  awayScore: 22,
  homeScoreText: "40",
  awayScoreText: "22",
  status: "final",
  statusText: "Final",
  date: "2025-02-09",
  time: null,
  period: null,
  timeRemaining: null,
  championship: "Super Bowl",
  season: "2024 NFL season",
  venue: "Caesars Superdome, New Orleans",
  round: "Super Bowl LIX",
  overtime: null,
  neutralSite: false,
  sportName: "Football",
};

/** Every game, no filter chosen, on 21 November 2026. */
export const allGames: GameFilters = { sport: "all", status: "all", range: "all", search: "", today: "2026-11-21" };
