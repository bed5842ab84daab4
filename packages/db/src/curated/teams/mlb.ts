// MLB franchises. (Starter set: the teams of the recent World Series; the data issue
// completes the league.)
import { teamsOf } from "./helpers";

export const MLB_TEAMS = teamsOf("mlb", "USA", [
  ["los-angeles-dodgers", "Los Angeles", "Dodgers", "LAD", "National League", "NL West", "CA", "Dodger Stadium", 1884],
  ["new-york-yankees", "New York", "Yankees", "NYY", "American League", "AL East", "NY", "Yankee Stadium", 1901],
  ["texas-rangers", "Texas", "Rangers", "TEX", "American League", "AL West", "TX", "Globe Life Field", 1961],
  ["arizona-diamondbacks", "Arizona", "Diamondbacks", "ARI", "National League", "NL West", "AZ", "Chase Field", 1998],
  ["houston-astros", "Houston", "Astros", "HOU", "American League", "AL West", "TX", "Daikin Park", 1962],
  ["philadelphia-phillies", "Philadelphia", "Phillies", "PHI", "National League", "NL East", "PA", "Citizens Bank Park", 1883],
  ["atlanta-braves", "Atlanta", "Braves", "ATL", "National League", "NL East", "GA", "Truist Park", 1871],
  ["tampa-bay-rays", "Tampa Bay", "Rays", "TB", "American League", "AL East", "FL", null, 1998],
]);
