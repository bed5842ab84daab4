// world-series: champions by season (start year), newest first. (Starter set: the latest three;
// the data issue completes the history.)
import type { ChampionFacts } from "../types";

export const WORLD_SERIES: ChampionFacts[] = [
  { season: 2024, champion: "los-angeles-dodgers", runnerUp: "new-york-yankees", result: "4–1", resultType: "series", record: "98–64", mvp: "Freddie Freeman", coach: "Dave Roberts" },
  { season: 2023, champion: "texas-rangers", runnerUp: "arizona-diamondbacks", result: "4–1", resultType: "series", record: "90–72", mvp: "Corey Seager", coach: "Bruce Bochy" },
  { season: 2022, champion: "houston-astros", runnerUp: "philadelphia-phillies", result: "4–2", resultType: "series", record: "106–56", mvp: "Jeremy Peña", coach: "Dusty Baker" },
];
