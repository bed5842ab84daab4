// NHL franchises. (Starter set: the teams of the recent Stanley Cup Finals; the data issue
// completes the league.)
import { teamsOf, withDetails } from "./helpers";

export const NHL_TEAMS = withDetails(
  [
    ...teamsOf("nhl", "USA", [
      ["florida-panthers", "Florida", "Panthers", "FLA", "Eastern", "Atlantic", "FL", "Amerant Bank Arena", 1993],
      ["vegas-golden-knights", "Vegas", "Golden Knights", "VGK", "Western", "Pacific", "NV", "T-Mobile Arena", 2017],
      ["colorado-avalanche", "Colorado", "Avalanche", "COL", "Western", "Central", "CO", "Ball Arena", 1972],
      ["tampa-bay-lightning", "Tampa Bay", "Lightning", "TBL", "Eastern", "Atlantic", "FL", "Benchmark International Arena", 1992],
    ]),
    ...teamsOf("nhl", "Canada", [
      ["edmonton-oilers", "Edmonton", "Oilers", "EDM", "Western", "Pacific", "AB", "Rogers Place", 1972],
      ["montreal-canadiens", "Montreal", "Canadiens", "MTL", "Eastern", "Atlantic", "QC", "Bell Centre", 1909],
    ]),
  ],
  {
    "colorado-avalanche": { history: [{ firstYear: 1972, lastYear: 1994, city: "Quebec", name: "Nordiques" }] },
  },
);
