// super-bowl: champions by season (start year), newest first. (Starter set: the latest three;
// the data issue completes the history.)
import type { ChampionFacts } from "../types";

export const SUPER_BOWL: ChampionFacts[] = [
  { season: 2024, champion: "philadelphia-eagles", runnerUp: "kansas-city-chiefs", result: "40–22", resultType: "game", record: "14–3", mvp: "Jalen Hurts", coach: "Nick Sirianni", venue: "Caesars Superdome, New Orleans", date: "2025-02-09", home: "runnerUp", notes: "Super Bowl LIX" },
  { season: 2023, champion: "kansas-city-chiefs", runnerUp: "san-francisco-49ers", result: "25–22", resultType: "game", overtime: "OT", record: "11–6", mvp: "Patrick Mahomes", coach: "Andy Reid", venue: "Allegiant Stadium, Las Vegas", date: "2024-02-11", home: "runnerUp", notes: "Super Bowl LVIII" },
  { season: 2022, champion: "kansas-city-chiefs", runnerUp: "philadelphia-eagles", result: "38–35", resultType: "game", record: "14–3", mvp: "Patrick Mahomes", coach: "Andy Reid", venue: "State Farm Stadium, Glendale, Arizona", date: "2023-02-12", home: "champion", notes: "Super Bowl LVII" },
];
