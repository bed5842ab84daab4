// NBA franchises: the 30 current teams and the defunct BAA/NBA franchises that reached a Finals.
//
// foundedYear is the franchise's first season (start year) in the BAA/NBA lineage — for the
// teams that came from the NBL (Lakers, Pistons, Kings, Hawks, 76ers) the first BAA/NBA season,
// not their NBL years; for the four ABA teams (Pacers, Nuggets, Spurs, Nets) their first ABA
// season, 1967, with their ABA names in `history`. Arenas are those of the 2025-26 season.
import { teamsOf, withDetails } from "./helpers";

const name = (firstYear: number, lastYear: number, city: string, nickname: string) => ({ firstYear, lastYear, city, name: nickname });

export const NBA_TEAMS = withDetails(
  [
    ...teamsOf("nba", "USA", [
      ["atlanta-hawks", "Atlanta", "Hawks", "ATL", "Eastern", "Southeast", "GA", "State Farm Arena", 1949],
      ["boston-celtics", "Boston", "Celtics", "BOS", "Eastern", "Atlantic", "MA", "TD Garden", 1946],
      ["brooklyn-nets", "Brooklyn", "Nets", "BKN", "Eastern", "Atlantic", "NY", "Barclays Center", 1967],
      ["charlotte-hornets", "Charlotte", "Hornets", "CHA", "Eastern", "Southeast", "NC", "Spectrum Center", 1988],
      ["chicago-bulls", "Chicago", "Bulls", "CHI", "Eastern", "Central", "IL", "United Center", 1966],
      ["cleveland-cavaliers", "Cleveland", "Cavaliers", "CLE", "Eastern", "Central", "OH", "Rocket Arena", 1970],
      ["dallas-mavericks", "Dallas", "Mavericks", "DAL", "Western", "Southwest", "TX", "American Airlines Center", 1980],
      ["denver-nuggets", "Denver", "Nuggets", "DEN", "Western", "Northwest", "CO", "Ball Arena", 1967],
      ["detroit-pistons", "Detroit", "Pistons", "DET", "Eastern", "Central", "MI", "Little Caesars Arena", 1948],
      ["golden-state-warriors", "Golden State", "Warriors", "GSW", "Western", "Pacific", "CA", "Chase Center", 1946],
      ["houston-rockets", "Houston", "Rockets", "HOU", "Western", "Southwest", "TX", "Toyota Center", 1967],
      ["indiana-pacers", "Indiana", "Pacers", "IND", "Eastern", "Central", "IN", "Gainbridge Fieldhouse", 1967],
      ["los-angeles-clippers", "Los Angeles", "Clippers", "LAC", "Western", "Pacific", "CA", "Intuit Dome", 1970],
      ["los-angeles-lakers", "Los Angeles", "Lakers", "LAL", "Western", "Pacific", "CA", "Crypto.com Arena", 1948],
      ["memphis-grizzlies", "Memphis", "Grizzlies", "MEM", "Western", "Southwest", "TN", "FedExForum", 1995],
      ["miami-heat", "Miami", "Heat", "MIA", "Eastern", "Southeast", "FL", "Kaseya Center", 1988],
      ["milwaukee-bucks", "Milwaukee", "Bucks", "MIL", "Eastern", "Central", "WI", "Fiserv Forum", 1968],
      ["minnesota-timberwolves", "Minnesota", "Timberwolves", "MIN", "Western", "Northwest", "MN", "Target Center", 1989],
      ["new-orleans-pelicans", "New Orleans", "Pelicans", "NOP", "Western", "Southwest", "LA", "Smoothie King Center", 2002],
      ["new-york-knicks", "New York", "Knicks", "NYK", "Eastern", "Atlantic", "NY", "Madison Square Garden", 1946],
      ["oklahoma-city-thunder", "Oklahoma City", "Thunder", "OKC", "Western", "Northwest", "OK", "Paycom Center", 1967],
      ["orlando-magic", "Orlando", "Magic", "ORL", "Eastern", "Southeast", "FL", "Kia Center", 1989],
      ["philadelphia-76ers", "Philadelphia", "76ers", "PHI", "Eastern", "Atlantic", "PA", "Xfinity Mobile Arena", 1949],
      ["phoenix-suns", "Phoenix", "Suns", "PHX", "Western", "Pacific", "AZ", "Mortgage Matchup Center", 1968],
      ["portland-trail-blazers", "Portland", "Trail Blazers", "POR", "Western", "Northwest", "OR", "Moda Center", 1970],
      ["sacramento-kings", "Sacramento", "Kings", "SAC", "Western", "Pacific", "CA", "Golden 1 Center", 1948],
      ["san-antonio-spurs", "San Antonio", "Spurs", "SAS", "Western", "Southwest", "TX", "Frost Bank Center", 1967],
      ["utah-jazz", "Utah", "Jazz", "UTA", "Western", "Northwest", "UT", "Delta Center", 1974],
      ["washington-wizards", "Washington", "Wizards", "WAS", "Eastern", "Southeast", "DC", "Capital One Arena", 1961],
      // Defunct franchises that played in a Finals.
      ["chicago-stags", "Chicago", "Stags", "CHS", null, null, "IL", null, 1946],
      ["baltimore-bullets-1947", "Baltimore", "Bullets", "BLB", null, null, "MD", null, 1947],
      ["washington-capitols", "Washington", "Capitols", "WSC", null, null, "DC", null, 1946],
    ]),
    ...teamsOf("nba", "Canada", [["toronto-raptors", "Toronto", "Raptors", "TOR", "Eastern", "Atlantic", "ON", "Scotiabank Arena", 1995]]),
  ],
  {
    "atlanta-hawks": {
      history: [name(1949, 1950, "Tri-Cities", "Blackhawks"), name(1951, 1954, "Milwaukee", "Hawks"), name(1955, 1967, "St. Louis", "Hawks")],
    },
    "brooklyn-nets": {
      history: [name(1967, 1967, "New Jersey", "Americans"), name(1968, 1976, "New York", "Nets"), name(1977, 2011, "New Jersey", "Nets")],
    },
    // The Charlotte franchise holds the 1988-2002 Hornets history; it did not play in 2002-03 and 2003-04.
    "charlotte-hornets": { history: [name(1988, 2001, "Charlotte", "Hornets"), name(2004, 2013, "Charlotte", "Bobcats")] },
    "denver-nuggets": { history: [name(1967, 1973, "Denver", "Rockets")] },
    "detroit-pistons": { history: [name(1948, 1956, "Fort Wayne", "Pistons")] },
    "golden-state-warriors": { history: [name(1946, 1961, "Philadelphia", "Warriors"), name(1962, 1970, "San Francisco", "Warriors")] },
    "houston-rockets": { history: [name(1967, 1970, "San Diego", "Rockets")] },
    "los-angeles-clippers": { history: [name(1970, 1977, "Buffalo", "Braves"), name(1978, 1983, "San Diego", "Clippers")] },
    "los-angeles-lakers": { history: [name(1948, 1959, "Minneapolis", "Lakers")] },
    "memphis-grizzlies": { history: [name(1995, 2000, "Vancouver", "Grizzlies")] },
    "new-orleans-pelicans": {
      history: [
        name(2002, 2004, "New Orleans", "Hornets"),
        name(2005, 2006, "New Orleans/Oklahoma City", "Hornets"),
        name(2007, 2012, "New Orleans", "Hornets"),
      ],
    },
    "oklahoma-city-thunder": { history: [name(1967, 2007, "Seattle", "SuperSonics")] },
    "philadelphia-76ers": { history: [name(1949, 1962, "Syracuse", "Nationals")] },
    "sacramento-kings": {
      history: [
        name(1948, 1956, "Rochester", "Royals"),
        name(1957, 1971, "Cincinnati", "Royals"),
        name(1972, 1974, "Kansas City-Omaha", "Kings"),
        name(1975, 1984, "Kansas City", "Kings"),
      ],
    },
    "san-antonio-spurs": {
      history: [name(1967, 1969, "Dallas", "Chaparrals"), name(1970, 1970, "Texas", "Chaparrals"), name(1971, 1972, "Dallas", "Chaparrals")],
    },
    "utah-jazz": { history: [name(1974, 1978, "New Orleans", "Jazz")] },
    "washington-wizards": {
      history: [
        name(1961, 1961, "Chicago", "Packers"),
        name(1962, 1962, "Chicago", "Zephyrs"),
        name(1963, 1972, "Baltimore", "Bullets"),
        name(1973, 1973, "Capital", "Bullets"),
        name(1974, 1996, "Washington", "Bullets"),
      ],
    },
    // The first Baltimore Bullets (BAA 1947-48 to 1948-49, NBA until they folded early in 1954-55):
    // a different franchise from the Bullets of 1963-1997, today's Washington Wizards.
    "baltimore-bullets-1947": { isActive: false },
    // BAA 1946-47 to 1948-49, NBA 1949-50; folded before the 1950-51 season.
    "chicago-stags": { isActive: false },
    // BAA 1946-47 to 1948-49, NBA 1949-50; folded during the 1950-51 season.
    "washington-capitols": { isActive: false },
  },
);
