// Real rows as the API answers them, the rows the data tests normalise.
import type { Game } from "../game";
import type { GameFilters } from "../game-request";

// Super Bowl LIX, the row the stories show too.
export { superBowlLix } from "./rows";

export const normalisedLix: Game = {
  key: "1",
  slug: "super-bowl-2024",
  homeTeam: { name: "Eagles", city: "Philadelphia", abbreviation: "PHI", slug: "philadelphia-eagles" },
  awayTeam: { name: "Chiefs", city: "Kansas City", abbreviation: "KC", slug: "kansas-city-chiefs" },
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
  championshipSlug: "super-bowl",
  season: "2024 NFL season",
  seasonSlug: "nfl-2024",
  venue: "Caesars Superdome, New Orleans",
  round: "Super Bowl LIX",
  overtime: null,
  neutralSite: false,
  sportName: "Football",
  sportSlug: "football",
  levelSlug: "professional",
  lineScore: null,
  attendance: null,
  notes: null,
};

/** Every game, no filter chosen, on 21 November 2026. */
export const allGames: GameFilters = { sport: "all", status: "all", range: "all", search: "", today: "2026-11-21" };
