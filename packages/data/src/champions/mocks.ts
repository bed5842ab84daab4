// Real rows as the API answers them, shared by the tests (and later by stories).
import type { Champion as ContractChampion } from "@tl/contract/champions";
import type { RawChampion } from "./raw-champion";

// Rows as the API answers them (Super Bowl LIX, Super Bowl LI, the 1994 World Series).
export const eagles = {
  id: 1,
  team_city: "Philadelphia",
  team_name: "Eagles",
  team_slug: "philadelphia-eagles",
  championship_name: "Super Bowl",
  championship_slug: "super-bowl",
  season_name: "2024 NFL season",
  season_start_year: 2024,
  runner_up_city: "Kansas City",
  runner_up_name: "Chiefs",
  result: "40–22",
  result_type: "game",
  overtime: null,
  record: "14–3",
  coach: "Nick Sirianni",
  mvp: "Jalen Hurts",
  venue: "Caesars Superdome, New Orleans",
  game_date: "2025-02-09",
  notes: "Super Bowl LIX",
  sport: { name: "Football", slug: "football", abbreviation: "FB" },
} satisfies ContractChampion;

export const notPlayed1994: RawChampion = {
  id: 169,
  team_city: null,
  team_name: null,
  team_slug: null,
  championship_name: "World Series",
  season_name: "1994 MLB season",
  season_start_year: 1994,
  result: null,
  result_type: null,
  record: null,
  coach: null,
  mvp: null,
  notes: "Not played: the 1994 season was ended by a players' strike.",
};
