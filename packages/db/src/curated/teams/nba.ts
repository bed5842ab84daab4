// NBA franchises. (Starter set: the teams of the recent Finals; the data issue completes the league.)
import { teamsOf, withDetails } from "./helpers";

export const NBA_TEAMS = withDetails(
  teamsOf("nba", "USA", [
    ["oklahoma-city-thunder", "Oklahoma City", "Thunder", "OKC", "Western", "Northwest", "OK", "Paycom Center", 1967],
    ["indiana-pacers", "Indiana", "Pacers", "IND", "Eastern", "Central", "IN", "Gainbridge Fieldhouse", 1967],
    ["boston-celtics", "Boston", "Celtics", "BOS", "Eastern", "Atlantic", "MA", "TD Garden", 1946],
    ["dallas-mavericks", "Dallas", "Mavericks", "DAL", "Western", "Southwest", "TX", "American Airlines Center", 1980],
    ["denver-nuggets", "Denver", "Nuggets", "DEN", "Western", "Northwest", "CO", "Ball Arena", 1967],
    ["miami-heat", "Miami", "Heat", "MIA", "Eastern", "Southeast", "FL", "Kaseya Center", 1988],
    ["golden-state-warriors", "Golden State", "Warriors", "GSW", "Western", "Pacific", "CA", "Chase Center", 1946],
    ["milwaukee-bucks", "Milwaukee", "Bucks", "MIL", "Eastern", "Central", "WI", "Fiserv Forum", 1968],
    ["phoenix-suns", "Phoenix", "Suns", "PHX", "Western", "Pacific", "AZ", null, 1968],
  ]),
  {
    "oklahoma-city-thunder": { history: [{ firstYear: 1967, lastYear: 2007, city: "Seattle", name: "SuperSonics" }] },
  },
);
