// MLB franchises: all 30 current clubs, with every earlier city and name.
//
// foundedYear is the franchise's first major-league season as Lahman's franchise (franchID)
// counts it (the Braves and Cubs also trace their clubs to the 1871-75 National Association,
// which Lahman keeps as separate franchises). Names and seasons in `history` follow Lahman's
// Teams.csv `name` column, the standard reference (nicknames before about 1900 were informal);
// see world-series.test.ts, which checks them season by season. Two mid-century alternative
// nicknames are deliberately left out, the sources disagreeing on their seasons and the club's
// own name continuing alongside: Cincinnati "Redlegs" (1953/54-1958/59) and Philadelphia
// "Blue Jays" (1943-44).
import type { TeamNameFacts } from "../types";
import { teamsOf, withDetails } from "./helpers";

const names = (city: string, name: string, firstYear: number, lastYear: number): TeamNameFacts => ({ firstYear, lastYear, city, name });

export const MLB_TEAMS = withDetails(
  [
    ...teamsOf("mlb", "USA", [
      ["los-angeles-dodgers", "Los Angeles", "Dodgers", "LAD", "National League", "NL West", "CA", "Dodger Stadium", 1884],
      ["new-york-yankees", "New York", "Yankees", "NYY", "American League", "AL East", "NY", "Yankee Stadium", 1901],
      ["texas-rangers", "Texas", "Rangers", "TEX", "American League", "AL West", "TX", "Globe Life Field", 1961],
      ["arizona-diamondbacks", "Arizona", "Diamondbacks", "ARI", "National League", "NL West", "AZ", "Chase Field", 1998],
      ["houston-astros", "Houston", "Astros", "HOU", "American League", "AL West", "TX", "Daikin Park", 1962],
      ["philadelphia-phillies", "Philadelphia", "Phillies", "PHI", "National League", "NL East", "PA", "Citizens Bank Park", 1883],
      ["atlanta-braves", "Atlanta", "Braves", "ATL", "National League", "NL East", "GA", "Truist Park", 1876],
      // Tropicana Field was damaged by Hurricane Milton (October 2024); the Rays played 2025 elsewhere.
      ["tampa-bay-rays", "Tampa Bay", "Rays", "TB", "American League", "AL East", "FL", null, 1998],
      // AL East
      ["baltimore-orioles", "Baltimore", "Orioles", "BAL", "American League", "AL East", "MD", "Oriole Park at Camden Yards", 1901],
      ["boston-red-sox", "Boston", "Red Sox", "BOS", "American League", "AL East", "MA", "Fenway Park", 1901],
      // AL Central
      ["chicago-white-sox", "Chicago", "White Sox", "CWS", "American League", "AL Central", "IL", "Rate Field", 1901],
      ["cleveland-guardians", "Cleveland", "Guardians", "CLE", "American League", "AL Central", "OH", "Progressive Field", 1901],
      ["detroit-tigers", "Detroit", "Tigers", "DET", "American League", "AL Central", "MI", "Comerica Park", 1901],
      ["kansas-city-royals", "Kansas City", "Royals", "KC", "American League", "AL Central", "MO", "Kauffman Stadium", 1969],
      ["minnesota-twins", "Minnesota", "Twins", "MIN", "American League", "AL Central", "MN", "Target Field", 1901],
      // AL West
      ["los-angeles-angels", "Los Angeles", "Angels", "LAA", "American League", "AL West", "CA", "Angel Stadium", 1961],
      // From 2025 the club is officially just "Athletics" (abbreviation ATH), with no place name,
      // while it plays at Sutter Health Park in West Sacramento ahead of a planned move to Las Vegas.
      ["athletics", "Sacramento", "Athletics", "ATH", "American League", "AL West", "CA", "Sutter Health Park", 1901],
      ["seattle-mariners", "Seattle", "Mariners", "SEA", "American League", "AL West", "WA", "T-Mobile Park", 1977],
      // NL East
      ["miami-marlins", "Miami", "Marlins", "MIA", "National League", "NL East", "FL", "loanDepot park", 1993],
      ["new-york-mets", "New York", "Mets", "NYM", "National League", "NL East", "NY", "Citi Field", 1962],
      ["washington-nationals", "Washington", "Nationals", "WSH", "National League", "NL East", "DC", "Nationals Park", 1969],
      // NL Central
      ["chicago-cubs", "Chicago", "Cubs", "CHC", "National League", "NL Central", "IL", "Wrigley Field", 1876],
      ["cincinnati-reds", "Cincinnati", "Reds", "CIN", "National League", "NL Central", "OH", "Great American Ball Park", 1882],
      ["milwaukee-brewers", "Milwaukee", "Brewers", "MIL", "National League", "NL Central", "WI", "American Family Field", 1969],
      ["pittsburgh-pirates", "Pittsburgh", "Pirates", "PIT", "National League", "NL Central", "PA", "PNC Park", 1882],
      ["st-louis-cardinals", "St. Louis", "Cardinals", "STL", "National League", "NL Central", "MO", "Busch Stadium", 1882],
      // NL West
      ["colorado-rockies", "Colorado", "Rockies", "COL", "National League", "NL West", "CO", "Coors Field", 1993],
      ["san-diego-padres", "San Diego", "Padres", "SD", "National League", "NL West", "CA", "Petco Park", 1969],
      ["san-francisco-giants", "San Francisco", "Giants", "SF", "National League", "NL West", "CA", "Oracle Park", 1883],
    ]),
    ...teamsOf("mlb", "Canada", [
      ["toronto-blue-jays", "Toronto", "Blue Jays", "TOR", "American League", "AL East", "ON", "Rogers Centre", 1977],
    ]),
  ],
  {
    "arizona-diamondbacks": { keys: { lahman: "ARI" } },
    athletics: {
      keys: { lahman: "OAK" },
      history: [
        names("Philadelphia", "Athletics", 1901, 1954),
        names("Kansas City", "Athletics", 1955, 1967),
        names("Oakland", "Athletics", 1968, 2024),
      ],
    },
    "atlanta-braves": {
      keys: { lahman: "ATL" },
      history: [
        names("Boston", "Red Caps", 1876, 1882),
        names("Boston", "Beaneaters", 1883, 1906),
        names("Boston", "Doves", 1907, 1910),
        names("Boston", "Rustlers", 1911, 1911),
        names("Boston", "Braves", 1912, 1935),
        names("Boston", "Bees", 1936, 1940),
        names("Boston", "Braves", 1941, 1952),
        names("Milwaukee", "Braves", 1953, 1965),
      ],
    },
    "baltimore-orioles": {
      keys: { lahman: "BAL" },
      history: [names("Milwaukee", "Brewers", 1901, 1901), names("St. Louis", "Browns", 1902, 1953)],
    },
    "boston-red-sox": { keys: { lahman: "BOS" }, history: [names("Boston", "Americans", 1901, 1907)] },
    "chicago-cubs": {
      keys: { lahman: "CHC" },
      history: [names("Chicago", "White Stockings", 1876, 1889), names("Chicago", "Colts", 1890, 1897), names("Chicago", "Orphans", 1898, 1902)],
    },
    "chicago-white-sox": { keys: { lahman: "CHW" } },
    "cincinnati-reds": { keys: { lahman: "CIN" }, history: [names("Cincinnati", "Red Stockings", 1882, 1889)] },
    "cleveland-guardians": {
      keys: { lahman: "CLE" },
      history: [
        names("Cleveland", "Blues", 1901, 1901),
        names("Cleveland", "Bronchos", 1902, 1902),
        names("Cleveland", "Naps", 1903, 1914),
        names("Cleveland", "Indians", 1915, 2021),
      ],
    },
    "colorado-rockies": { keys: { lahman: "COL" } },
    "detroit-tigers": { keys: { lahman: "DET" } },
    "houston-astros": { keys: { lahman: "HOU" }, history: [names("Houston", "Colt .45s", 1962, 1964)] },
    "kansas-city-royals": { keys: { lahman: "KCR" } },
    "los-angeles-angels": {
      keys: { lahman: "ANA" },
      history: [
        names("Los Angeles", "Angels", 1961, 1964),
        names("California", "Angels", 1965, 1996),
        names("Anaheim", "Angels", 1997, 2004),
        names("Los Angeles", "Angels of Anaheim", 2005, 2015),
      ],
    },
    "los-angeles-dodgers": {
      keys: { lahman: "LAD" },
      history: [
        names("Brooklyn", "Atlantics", 1884, 1884),
        names("Brooklyn", "Grays", 1885, 1887),
        names("Brooklyn", "Bridegrooms", 1888, 1890),
        names("Brooklyn", "Grooms", 1891, 1895),
        names("Brooklyn", "Bridegrooms", 1896, 1898),
        names("Brooklyn", "Superbas", 1899, 1910),
        names("Brooklyn", "Dodgers", 1911, 1912),
        names("Brooklyn", "Superbas", 1913, 1913),
        names("Brooklyn", "Robins", 1914, 1931),
        names("Brooklyn", "Dodgers", 1932, 1957),
      ],
    },
    "miami-marlins": { keys: { lahman: "FLA" }, history: [names("Florida", "Marlins", 1993, 2011)] },
    "milwaukee-brewers": { keys: { lahman: "MIL" }, history: [names("Seattle", "Pilots", 1969, 1969)] },
    "minnesota-twins": { keys: { lahman: "MIN" }, history: [names("Washington", "Senators", 1901, 1960)] },
    "new-york-mets": { keys: { lahman: "NYM" } },
    "new-york-yankees": {
      keys: { lahman: "NYY" },
      history: [names("Baltimore", "Orioles", 1901, 1902), names("New York", "Highlanders", 1903, 1912)],
    },
    "philadelphia-phillies": { keys: { lahman: "PHI" }, history: [names("Philadelphia", "Quakers", 1883, 1889)] },
    "pittsburgh-pirates": { keys: { lahman: "PIT" }, history: [names("Pittsburgh", "Alleghenys", 1882, 1890)] },
    "san-diego-padres": { keys: { lahman: "SDP" } },
    "san-francisco-giants": {
      keys: { lahman: "SFG" },
      history: [names("New York", "Gothams", 1883, 1884), names("New York", "Giants", 1885, 1957)],
    },
    "seattle-mariners": { keys: { lahman: "SEA" } },
    "st-louis-cardinals": {
      keys: { lahman: "STL" },
      history: [names("St. Louis", "Brown Stockings", 1882, 1882), names("St. Louis", "Browns", 1883, 1898), names("St. Louis", "Perfectos", 1899, 1899)],
    },
    "tampa-bay-rays": { keys: { lahman: "TBD" }, history: [names("Tampa Bay", "Devil Rays", 1998, 2007)] },
    "texas-rangers": { keys: { lahman: "TEX" }, history: [names("Washington", "Senators", 1961, 1971)] },
    "toronto-blue-jays": { keys: { lahman: "TOR" } },
    "washington-nationals": { keys: { lahman: "WSN" }, history: [names("Montreal", "Expos", 1969, 2004)] },
  },
);
