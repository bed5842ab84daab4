// stanley-cup-final: champions by season (start year), newest first. (Starter set: the latest three;
// the data issue completes the history.)
import type { ChampionFacts } from "../types";

export const STANLEY_CUP_FINAL: ChampionFacts[] = [
  { season: 2024, champion: "florida-panthers", runnerUp: "edmonton-oilers", result: "4–2", resultType: "series", record: "47–31–4", mvp: "Sam Bennett", coach: "Paul Maurice" },
  { season: 2023, champion: "florida-panthers", runnerUp: "edmonton-oilers", result: "4–3", resultType: "series", record: "52–24–6", mvp: "Connor McDavid", coach: "Paul Maurice", notes: "Conn Smythe Trophy awarded to a player of the losing team." },
  { season: 2022, champion: "vegas-golden-knights", runnerUp: "florida-panthers", result: "4–1", resultType: "series", record: "51–22–9", mvp: "Jonathan Marchessault", coach: "Bruce Cassidy" },
];
