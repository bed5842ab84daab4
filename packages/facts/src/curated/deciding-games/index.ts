import type { DecidingGameFacts } from "../types";
import { MENS_COLLEGE_WORLD_SERIES_DECIDING_GAMES } from "./mens-college-world-series";
import { NBA_FINALS_DECIDING_GAMES } from "./nba-finals";
import { STANLEY_CUP_FINAL_DECIDING_GAMES } from "./stanley-cup-final";
import { WORLD_SERIES_DECIDING_GAMES } from "./world-series";

/** The deciding games of series finals, keyed by championship slug. */
export const DECIDING_GAMES: Record<string, DecidingGameFacts[]> = {
  "world-series": WORLD_SERIES_DECIDING_GAMES,
  "nba-finals": NBA_FINALS_DECIDING_GAMES,
  "stanley-cup-final": STANLEY_CUP_FINAL_DECIDING_GAMES,
  "mens-college-world-series": MENS_COLLEGE_WORLD_SERIES_DECIDING_GAMES,
};
