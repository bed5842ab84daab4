// college-football-national-championship: champions by season (start year), newest first. (Starter set: the latest three;
// the data issue completes the history.)
import type { ChampionFacts } from "../types";

export const COLLEGE_FOOTBALL_NATIONAL_CHAMPIONSHIP: ChampionFacts[] = [
  { season: 2024, champion: "ohio-state-buckeyes-football", runnerUp: "notre-dame-fighting-irish-football", result: "34–23", resultType: "game", record: "14–2", coach: "Ryan Day", venue: "Mercedes-Benz Stadium, Atlanta", date: "2025-01-20", notes: "College Football Playoff National Championship" },
  { season: 2023, champion: "michigan-wolverines-football", runnerUp: "washington-huskies-football", result: "34–13", resultType: "game", record: "15–0", coach: "Jim Harbaugh", venue: "NRG Stadium, Houston", date: "2024-01-08", notes: "College Football Playoff National Championship" },
  { season: 2022, champion: "georgia-bulldogs-football", runnerUp: "tcu-horned-frogs-football", result: "65–7", resultType: "game", record: "15–0", coach: "Kirby Smart", venue: "SoFi Stadium, Inglewood, California", date: "2023-01-09", notes: "College Football Playoff National Championship" },
];
