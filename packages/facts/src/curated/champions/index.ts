import type { ChampionFacts } from "../types";
import { COLLEGE_FOOTBALL_NATIONAL_CHAMPIONSHIP } from "./college-football-national-championship";
import { FROZEN_FOUR } from "./frozen-four";
import { MENS_COLLEGE_WORLD_SERIES } from "./mens-college-world-series";
import { NBA_FINALS } from "./nba-finals";
import { NCAA_MENS_BASKETBALL_TOURNAMENT } from "./ncaa-mens-basketball-tournament";
import { STANLEY_CUP_FINAL } from "./stanley-cup-final";
import { SUPER_BOWL } from "./super-bowl";
import { WORLD_SERIES } from "./world-series";

/** Every championship's champions, keyed by championship slug. */
export const CHAMPIONS: Record<string, ChampionFacts[]> = {
  "super-bowl": SUPER_BOWL,
  "nba-finals": NBA_FINALS,
  "world-series": WORLD_SERIES,
  "stanley-cup-final": STANLEY_CUP_FINAL,
  "college-football-national-championship": COLLEGE_FOOTBALL_NATIONAL_CHAMPIONSHIP,
  "ncaa-mens-basketball-tournament": NCAA_MENS_BASKETBALL_TOURNAMENT,
  "mens-college-world-series": MENS_COLLEGE_WORLD_SERIES,
  "frozen-four": FROZEN_FOUR,
};
