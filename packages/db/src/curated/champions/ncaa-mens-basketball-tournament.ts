// ncaa-mens-basketball-tournament: champions by season (start year), newest first. (Starter set: the latest three;
// the data issue completes the history.)
import type { ChampionFacts } from "../types";

export const NCAA_MENS_BASKETBALL_TOURNAMENT: ChampionFacts[] = [
  { season: 2024, champion: "florida-gators-basketball", runnerUp: "houston-cougars-basketball", result: "65–63", resultType: "game", record: "36–4", mvp: "Walter Clayton Jr.", coach: "Todd Golden", venue: "Alamodome, San Antonio", date: "2025-04-07" },
  { season: 2023, champion: "uconn-huskies-basketball", runnerUp: "purdue-boilermakers-basketball", result: "75–60", resultType: "game", record: "37–3", mvp: "Tristen Newton", coach: "Dan Hurley", venue: "State Farm Stadium, Glendale, Arizona", date: "2024-04-08" },
  { season: 2022, champion: "uconn-huskies-basketball", runnerUp: "san-diego-state-aztecs-basketball", result: "76–59", resultType: "game", record: "31–8", mvp: "Adama Sanogo", coach: "Dan Hurley", venue: "NRG Stadium, Houston", date: "2023-04-03" },
];
