// College basketball programs that appear as a champion or runner-up. City is the school, name
// the nickname; conference is the current one. (Starter set: the recent finals; the data
// issue completes the history.)
import { teamsOf } from "./helpers";

export const COLLEGE_BASKETBALL_TEAMS = teamsOf("ncaa-d1-mbb", "USA", [
  ["florida-gators-basketball", "Florida", "Gators", "FLA", "SEC", null, "FL", null, null],
  ["houston-cougars-basketball", "Houston", "Cougars", "HOU", "Big 12", null, "TX", "Fertitta Center", null],
  ["uconn-huskies-basketball", "UConn", "Huskies", "CONN", "Big East", null, "CT", null, null],
  ["purdue-boilermakers-basketball", "Purdue", "Boilermakers", "PUR", "Big Ten", null, "IN", "Mackey Arena", null],
  ["san-diego-state-aztecs-basketball", "San Diego State", "Aztecs", "SDSU", "Mountain West", null, "CA", "Viejas Arena", null],
]);
