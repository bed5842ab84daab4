// NBA franchises: the 30 current teams and every defunct BAA, NBA and ABA club of
// FiveThirtyEight's games file (1946-47 to 2014-15), each with its names as it played (checked
// against Basketball-Reference's team list): a club that played only in the BAA or the ABA is in
// that league. keys.nba538 holds the file's fran_id codes, or a team_id where the file groups a
// club under another franchise than the NBA does (CHH: the 1988-2002 Charlotte Hornets, whose
// history the NBA gives to today's Charlotte franchise, while the file files them as "Pelicans").
//
// foundedYear is the franchise's first season (start year) in the BAA/NBA lineage — for the
// teams that came from the NBL (Lakers, Pistons, Kings, Hawks, 76ers) the first BAA/NBA season,
// not their NBL years; for the four ABA teams (Pacers, Nuggets, Spurs, Nets) their first ABA
// season, 1967, with their ABA names in `history`. Arenas are those of the 2025-26 season.
import { teamsOf, withDetails } from "./helpers";

const name = (firstYear: number, lastYear: number, city: string, nickname: string) => ({ firstYear, lastYear, city, name: nickname });

const DETAILED = withDetails(
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
      // Defunct clubs that reached the NBA.
      ["st-louis-bombers", "St. Louis", "Bombers", "STB", null, null, "MO", null, 1946],
      ["indianapolis-olympians", "Indianapolis", "Olympians", "INO", null, null, "IN", null, 1949],
      ["anderson-packers", "Anderson", "Packers", "AND", null, null, "IN", null, 1949],
      ["denver-nuggets-1949", "Denver", "Nuggets", "DNN", null, null, "CO", null, 1949],
      ["sheboygan-red-skins", "Sheboygan", "Red Skins", "SHE", null, null, "WI", null, 1949],
      ["waterloo-hawks", "Waterloo", "Hawks", "WAT", null, null, "IA", null, 1949],
    ]),
    // Defunct clubs that played only in the BAA (1946-47 to 1948-49).
    ...teamsOf("baa", "USA", [
      ["cleveland-rebels", "Cleveland", "Rebels", "CLR", null, null, "OH", null, 1946],
      ["detroit-falcons", "Detroit", "Falcons", "DTF", null, null, "MI", null, 1946],
      ["pittsburgh-ironmen", "Pittsburgh", "Ironmen", "PIT", null, null, "PA", null, 1946],
      ["providence-steamrollers", "Providence", "Steamrollers", "PRO", null, null, "RI", null, 1946],
      ["indianapolis-jets", "Indianapolis", "Jets", "INJ", null, null, "IN", null, 1948],
    ]),
    ...teamsOf("baa", "Canada", [["toronto-huskies", "Toronto", "Huskies", "TRH", null, null, "ON", null, 1946]]),
    // ABA clubs (1967-68 to 1975-76) that did not join the NBA, named as they last played.
    ...teamsOf("aba", "USA", [
      ["kentucky-colonels", "Kentucky", "Colonels", "KEN", null, null, "KY", null, 1967],
      ["pittsburgh-condors", "Pittsburgh", "Condors", "PTC", null, null, "PA", null, 1967],
      // "The Floridians" (1970-72), a regional club based in Miami.
      ["floridians", "Florida", "Floridians", "FLO", null, null, "FL", null, 1967],
      ["memphis-sounds", "Memphis", "Sounds", "MMS", null, null, "TN", null, 1967],
      ["spirits-of-st-louis", "St. Louis", "Spirits", "SSL", null, null, "MO", null, 1967],
      ["virginia-squires", "Virginia", "Squires", "VIR", null, null, "VA", null, 1967],
      ["utah-stars", "Utah", "Stars", "UTS", null, null, "UT", null, 1967],
      ["san-diego-sails", "San Diego", "Sails", "SDS", null, null, "CA", null, 1972],
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
    // BAA 1946-47 to 1948-49, NBA 1949-50.
    "st-louis-bombers": { isActive: false },
    // NBA 1949-50 to 1952-53.
    "indianapolis-olympians": { isActive: false },
    // NBA 1949-50 only, each of them.
    "anderson-packers": { isActive: false },
    "denver-nuggets-1949": { isActive: false },
    "sheboygan-red-skins": { isActive: false },
    "waterloo-hawks": { isActive: false },
    "cleveland-rebels": { isActive: false },
    "detroit-falcons": { isActive: false },
    "pittsburgh-ironmen": { isActive: false },
    "providence-steamrollers": { isActive: false },
    "indianapolis-jets": { isActive: false },
    "toronto-huskies": { isActive: false },
    "kentucky-colonels": { isActive: false },
    "pittsburgh-condors": {
      isActive: false,
      history: [name(1967, 1967, "Pittsburgh", "Pipers"), name(1968, 1968, "Minnesota", "Pipers"), name(1969, 1969, "Pittsburgh", "Pipers")],
    },
    floridians: { isActive: false, history: [name(1967, 1967, "Minnesota", "Muskies"), name(1968, 1969, "Miami", "Floridians")] },
    "memphis-sounds": {
      isActive: false,
      history: [name(1967, 1969, "New Orleans", "Buccaneers"), name(1970, 1971, "Memphis", "Pros"), name(1972, 1973, "Memphis", "Tams")],
    },
    "spirits-of-st-louis": { isActive: false, history: [name(1967, 1968, "Houston", "Mavericks"), name(1969, 1973, "Carolina", "Cougars")] },
    // 1969-70 in Washington: Basketball-Reference names the club the Washington Capitols.
    "virginia-squires": { isActive: false, history: [name(1967, 1968, "Oakland", "Oaks"), name(1969, 1969, "Washington", "Capitols")] },
    "utah-stars": { isActive: false, history: [name(1967, 1967, "Anaheim", "Amigos"), name(1968, 1969, "Los Angeles", "Stars")] },
    "san-diego-sails": { isActive: false, history: [name(1972, 1974, "San Diego", "Conquistadors")] },
  },
);

/** FiveThirtyEight's fran_id of each franchise (and CHH, see above). */
const NBA538: Record<string, string[]> = {
  "atlanta-hawks": ["Hawks"],
  "boston-celtics": ["Celtics"],
  "brooklyn-nets": ["Nets"],
  "charlotte-hornets": ["Hornets", "CHH"],
  "chicago-bulls": ["Bulls"],
  "cleveland-cavaliers": ["Cavaliers"],
  "dallas-mavericks": ["Mavericks"],
  "denver-nuggets": ["Nuggets"],
  "detroit-pistons": ["Pistons"],
  "golden-state-warriors": ["Warriors"],
  "houston-rockets": ["Rockets"],
  "indiana-pacers": ["Pacers"],
  "los-angeles-clippers": ["Clippers"],
  "los-angeles-lakers": ["Lakers"],
  "memphis-grizzlies": ["Grizzlies"],
  "miami-heat": ["Heat"],
  "milwaukee-bucks": ["Bucks"],
  "minnesota-timberwolves": ["Timberwolves"],
  "new-orleans-pelicans": ["Pelicans"],
  "new-york-knicks": ["Knicks"],
  "oklahoma-city-thunder": ["Thunder"],
  "orlando-magic": ["Magic"],
  "philadelphia-76ers": ["Sixers"],
  "phoenix-suns": ["Suns"],
  "portland-trail-blazers": ["Trailblazers"],
  "sacramento-kings": ["Kings"],
  "san-antonio-spurs": ["Spurs"],
  "utah-jazz": ["Jazz"],
  "washington-wizards": ["Wizards"],
  "toronto-raptors": ["Raptors"],
  "chicago-stags": ["Stags"],
  "baltimore-bullets-1947": ["Baltimore"],
  "washington-capitols": ["Capitols"],
  "st-louis-bombers": ["Bombers"],
  "indianapolis-olympians": ["Olympians"],
  "anderson-packers": ["Packers"],
  "denver-nuggets-1949": ["Denver"],
  "sheboygan-red-skins": ["Redskins"],
  "waterloo-hawks": ["Waterloo"],
  "cleveland-rebels": ["Rebels"],
  "detroit-falcons": ["Falcons"],
  "pittsburgh-ironmen": ["Ironmen"],
  "providence-steamrollers": ["Steamrollers"],
  "indianapolis-jets": ["Jets"],
  "toronto-huskies": ["Huskies"],
  "kentucky-colonels": ["Colonels"],
  "pittsburgh-condors": ["Condors"],
  "floridians": ["Floridians"],
  "memphis-sounds": ["Sounds"],
  "spirits-of-st-louis": ["Spirits"],
  "virginia-squires": ["Squires"],
  "utah-stars": ["Stars"],
  "san-diego-sails": ["Sails"],
};

export const NBA_TEAMS = DETAILED.map((team) => ({ ...team, keys: { ...team.keys, nba538: NBA538[team.slug] ?? [] } }));
