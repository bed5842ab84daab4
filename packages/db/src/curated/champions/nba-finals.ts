// nba-finals: champions by season (start year), newest first. (Starter set: the latest three;
// the data issue completes the history.)
import type { ChampionFacts } from "../types";

export const NBA_FINALS: ChampionFacts[] = [
  { season: 2024, champion: "oklahoma-city-thunder", runnerUp: "indiana-pacers", result: "4–3", resultType: "series", record: "68–14", mvp: "Shai Gilgeous-Alexander", coach: "Mark Daigneault" },
  { season: 2023, champion: "boston-celtics", runnerUp: "dallas-mavericks", result: "4–1", resultType: "series", record: "64–18", mvp: "Jaylen Brown", coach: "Joe Mazzulla" },
  { season: 2022, champion: "denver-nuggets", runnerUp: "miami-heat", result: "4–1", resultType: "series", record: "53–29", mvp: "Nikola Jokić", coach: "Michael Malone" },
];
