// frozen-four: champions by season (start year), newest first. (Starter set: the latest three;
// the data issue completes the history.)
import type { ChampionFacts } from "../types";

export const FROZEN_FOUR: ChampionFacts[] = [
  { season: 2024, champion: "western-michigan-broncos-hockey", runnerUp: "boston-university-terriers-hockey", result: "6–2", resultType: "game", coach: "Pat Ferschweiler", venue: "Enterprise Center, St. Louis", date: "2025-04-12" },
  { season: 2023, champion: "denver-pioneers-hockey", runnerUp: "boston-college-eagles-hockey", result: "2–0", resultType: "game", coach: "David Carle", venue: "Xcel Energy Center, St. Paul, Minnesota", date: "2024-04-13" },
  { season: 2022, champion: "quinnipiac-bobcats-hockey", runnerUp: "minnesota-golden-gophers-hockey", result: "3–2", resultType: "game", overtime: "OT", coach: "Rand Pecknold", venue: "Amalie Arena, Tampa", date: "2023-04-08" },
];
