import type { TeamFacts } from "../types";
import { COLLEGE_BASEBALL_TEAMS } from "./college-baseball";
import { COLLEGE_BASKETBALL_TEAMS } from "./college-basketball";
import { COLLEGE_FOOTBALL_TEAMS } from "./college-football";
import { COLLEGE_HOCKEY_TEAMS } from "./college-hockey";
import { MLB_TEAMS } from "./mlb";
import { NBA_TEAMS } from "./nba";
import { NFL_TEAMS } from "./nfl";
import { NHL_TEAMS } from "./nhl";

export const TEAMS: TeamFacts[] = [
  ...NFL_TEAMS,
  ...NBA_TEAMS,
  ...MLB_TEAMS,
  ...NHL_TEAMS,
  ...COLLEGE_FOOTBALL_TEAMS,
  ...COLLEGE_BASKETBALL_TEAMS,
  ...COLLEGE_BASEBALL_TEAMS,
  ...COLLEGE_HOCKEY_TEAMS,
];
