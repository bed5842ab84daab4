// NFL franchises. (Starter set: the teams of the recent Super Bowls; the data issue
// completes the league.)
import { teamsOf, withDetails } from "./helpers";

export const NFL_TEAMS = withDetails(
  teamsOf("nfl", "USA", [
    ["philadelphia-eagles", "Philadelphia", "Eagles", "PHI", "NFC", "NFC East", "PA", "Lincoln Financial Field", 1933],
    ["kansas-city-chiefs", "Kansas City", "Chiefs", "KC", "AFC", "AFC West", "MO", "Arrowhead Stadium", 1960],
    ["san-francisco-49ers", "San Francisco", "49ers", "SF", "NFC", "NFC West", "CA", "Levi's Stadium", 1946],
    ["los-angeles-rams", "Los Angeles", "Rams", "LAR", "NFC", "NFC West", "CA", "SoFi Stadium", 1936],
    ["cincinnati-bengals", "Cincinnati", "Bengals", "CIN", "AFC", "AFC North", "OH", "Paycor Stadium", 1968],
    ["tampa-bay-buccaneers", "Tampa Bay", "Buccaneers", "TB", "NFC", "NFC South", "FL", "Raymond James Stadium", 1976],
  ]),
  {
    "kansas-city-chiefs": { history: [{ firstYear: 1960, lastYear: 1962, city: "Dallas", name: "Texans" }] },
    "los-angeles-rams": {
      history: [
        { firstYear: 1936, lastYear: 1945, city: "Cleveland", name: "Rams" },
        { firstYear: 1946, lastYear: 1994, city: "Los Angeles", name: "Rams" },
        { firstYear: 1995, lastYear: 2015, city: "St. Louis", name: "Rams" },
      ],
    },
  },
);
