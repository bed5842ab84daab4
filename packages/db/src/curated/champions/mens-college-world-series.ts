// mens-college-world-series: champions by season (start year), newest first. (Starter set: the latest three;
// the data issue completes the history.)
import type { ChampionFacts } from "../types";

export const MENS_COLLEGE_WORLD_SERIES: ChampionFacts[] = [
  { season: 2025, champion: "lsu-tigers-baseball", runnerUp: "coastal-carolina-chanticleers-baseball", result: "2–0", resultType: "series", coach: "Jay Johnson" },
  { season: 2024, champion: "tennessee-volunteers-baseball", runnerUp: "texas-am-aggies-baseball", result: "2–1", resultType: "series", record: "60–13", mvp: "Dylan Dreiling", coach: "Tony Vitello" },
  { season: 2023, champion: "lsu-tigers-baseball", runnerUp: "florida-gators-baseball", result: "2–1", resultType: "series", record: "54–17", mvp: "Paul Skenes", coach: "Jay Johnson" },
];
