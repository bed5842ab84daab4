// NHL franchises: the 32 teams of the 2024-25 season, the defunct and inactive NHL franchises,
// and the teams of other leagues (PCHA, WCHL/WHL) that played in a Stanley Cup Final from
// 1917-18 on. Non-NHL teams carry league "nhl" because our schema has no PCHA/WCHL league; the
// champion notes (stanley-cup-final.ts) say which league each came from.
//
// Names and conference/division are those of the 2024-25 season (so the Utah team is the
// "Utah Hockey Club", its name before it became the Utah Mammoth in 2025). Arenas are those of
// the 2025-26 season, as in the other leagues' files.
//
// foundedYear is the franchise's first season (start year), counting its World Hockey
// Association seasons for the four WHA franchises (Oilers, Hurricanes, Avalanche and the
// Winnipeg Jets/Coyotes, all 1972) and the Canadiens' National Hockey Association seasons
// (1909); null where the franchise's first season is not clear-cut. Earlier names in
// `history` follow the Hockey Databank's Teams.csv `name` column season by season (see
// stanley-cup-final.test.ts, which checks them): a mid-season rename is listed under the name the
// club finished the season with, except Toronto's 1926-27 season, listed as St. Patricks (the
// club became the Maple Leafs in February 1927).
//
// Defunct franchises keep one row for the whole franchise under its last city and name, with
// the earlier ones in `history` (the seed shows the name of each season): the original Ottawa
// Senators are "st-louis-eagles" (Ottawa 1917-18 to 1933-34, St. Louis 1934-35), the Vancouver
// Millionaires "vancouver-maroons" (renamed in 1922), the Seals "cleveland-barons".
//
// keys.hockeyDatabank is the Databank's franchID. Seattle (2021) and Utah (2024) began after
// the Databank's last season (2017-18) and have none.
//
// The Stanley Cup before the NHL (1892-93 to 1916-17, stanley-cup-final.ts): the clubs that won or
// last played for it in a season and are no NHL franchise are teams of the league "pre-nhl", under
// their own names. Those that are NHL franchises stay one team: the Canadiens (NHA from 1909-10),
// the Wanderers (1906-1910 holders), the original Ottawa club ("st-louis-eagles"), the Vancouver
// Millionaires ("vancouver-maroons") and the Seattle Metropolitans. The Quebec Bulldogs are a
// pre-NHL team: the Databank files them under the Americans' franchise, which we start in 1925.
import type { TeamFacts, TeamNameFacts } from "../types";
import { teamsOf, withDetails } from "./helpers";

const name = (firstYear: number, lastYear: number, city: string, nickname: string): TeamNameFacts => ({ firstYear, lastYear, city, name: nickname });
const databank = (franchID: string): TeamFacts["keys"] => ({ hockeyDatabank: franchID });

export const NHL_TEAMS = withDetails(
  [
    ...teamsOf("nhl", "USA", [
      // Eastern Conference, Atlantic Division
      ["boston-bruins", "Boston", "Bruins", "BOS", "Eastern", "Atlantic", "MA", "TD Garden", 1924],
      ["buffalo-sabres", "Buffalo", "Sabres", "BUF", "Eastern", "Atlantic", "NY", "KeyBank Center", 1970],
      ["detroit-red-wings", "Detroit", "Red Wings", "DET", "Eastern", "Atlantic", "MI", "Little Caesars Arena", 1926],
      ["florida-panthers", "Florida", "Panthers", "FLA", "Eastern", "Atlantic", "FL", "Amerant Bank Arena", 1993],
      ["tampa-bay-lightning", "Tampa Bay", "Lightning", "TBL", "Eastern", "Atlantic", "FL", "Benchmark International Arena", 1992],
      // Eastern Conference, Metropolitan Division
      ["carolina-hurricanes", "Carolina", "Hurricanes", "CAR", "Eastern", "Metropolitan", "NC", "Lenovo Center", 1972],
      ["columbus-blue-jackets", "Columbus", "Blue Jackets", "CBJ", "Eastern", "Metropolitan", "OH", "Nationwide Arena", 2000],
      ["new-jersey-devils", "New Jersey", "Devils", "NJD", "Eastern", "Metropolitan", "NJ", "Prudential Center", 1974],
      ["new-york-islanders", "New York", "Islanders", "NYI", "Eastern", "Metropolitan", "NY", "UBS Arena", 1972],
      ["new-york-rangers", "New York", "Rangers", "NYR", "Eastern", "Metropolitan", "NY", "Madison Square Garden", 1926],
      ["philadelphia-flyers", "Philadelphia", "Flyers", "PHI", "Eastern", "Metropolitan", "PA", "Xfinity Mobile Arena", 1967],
      ["pittsburgh-penguins", "Pittsburgh", "Penguins", "PIT", "Eastern", "Metropolitan", "PA", "PPG Paints Arena", 1967],
      ["washington-capitals", "Washington", "Capitals", "WSH", "Eastern", "Metropolitan", "DC", "Capital One Arena", 1974],
      // Western Conference, Central Division
      ["chicago-blackhawks", "Chicago", "Blackhawks", "CHI", "Western", "Central", "IL", "United Center", 1926],
      ["colorado-avalanche", "Colorado", "Avalanche", "COL", "Western", "Central", "CO", "Ball Arena", 1972],
      ["dallas-stars", "Dallas", "Stars", "DAL", "Western", "Central", "TX", "American Airlines Center", 1967],
      ["minnesota-wild", "Minnesota", "Wild", "MIN", "Western", "Central", "MN", "Grand Casino Arena", 2000],
      ["nashville-predators", "Nashville", "Predators", "NSH", "Western", "Central", "TN", "Bridgestone Arena", 1998],
      ["st-louis-blues", "St. Louis", "Blues", "STL", "Western", "Central", "MO", "Enterprise Center", 1967],
      // The NHL counts the Utah team as a new franchise (2024-25), not as the Coyotes moved.
      ["utah-hockey-club", "Utah", "Hockey Club", "UTA", "Western", "Central", "UT", "Delta Center", 2024],
      // Western Conference, Pacific Division
      ["anaheim-ducks", "Anaheim", "Ducks", "ANA", "Western", "Pacific", "CA", "Honda Center", 1993],
      ["los-angeles-kings", "Los Angeles", "Kings", "LAK", "Western", "Pacific", "CA", "Crypto.com Arena", 1967],
      ["san-jose-sharks", "San Jose", "Sharks", "SJS", "Western", "Pacific", "CA", "SAP Center", 1991],
      ["seattle-kraken", "Seattle", "Kraken", "SEA", "Western", "Pacific", "WA", "Climate Pledge Arena", 2021],
      ["vegas-golden-knights", "Vegas", "Golden Knights", "VGK", "Western", "Pacific", "NV", "T-Mobile Arena", 2017],
      // Inactive and defunct NHL franchises.
      ["arizona-coyotes", "Arizona", "Coyotes", "ARI", null, null, "AZ", null, 1972],
      ["brooklyn-americans", "Brooklyn", "Americans", "BKN", null, null, "NY", null, 1925],
      ["philadelphia-quakers", "Philadelphia", "Quakers", "PHQ", null, null, "PA", null, 1925],
      ["cleveland-barons", "Cleveland", "Barons", "CLE", null, null, "OH", null, 1967],
      ["st-louis-eagles", "St. Louis", "Eagles", "STE", null, null, "MO", null, null],
      // Pacific Coast Hockey Association.
      ["seattle-metropolitans", "Seattle", "Metropolitans", "SEA", null, null, "WA", null, 1915],
    ]),
    ...teamsOf("nhl", "Canada", [
      // Eastern Conference, Atlantic Division
      ["montreal-canadiens", "Montreal", "Canadiens", "MTL", "Eastern", "Atlantic", "QC", "Bell Centre", 1909],
      ["ottawa-senators", "Ottawa", "Senators", "OTT", "Eastern", "Atlantic", "ON", "Canadian Tire Centre", 1992],
      ["toronto-maple-leafs", "Toronto", "Maple Leafs", "TOR", "Eastern", "Atlantic", "ON", "Scotiabank Arena", 1917],
      // Western Conference, Central Division
      ["winnipeg-jets", "Winnipeg", "Jets", "WPG", "Western", "Central", "MB", "Canada Life Centre", 1999],
      // Western Conference, Pacific Division
      ["calgary-flames", "Calgary", "Flames", "CGY", "Western", "Pacific", "AB", "Scotiabank Saddledome", 1972],
      ["edmonton-oilers", "Edmonton", "Oilers", "EDM", "Western", "Pacific", "AB", "Rogers Place", 1972],
      ["vancouver-canucks", "Vancouver", "Canucks", "VAN", "Western", "Pacific", "BC", "Rogers Arena", 1970],
      // Defunct NHL franchises.
      ["montreal-maroons", "Montreal", "Maroons", "MTM", null, null, "QC", null, 1924],
      ["montreal-wanderers", "Montreal", "Wanderers", "MTW", null, null, "QC", null, null],
      // Pacific Coast Hockey Association (Vancouver and Victoria: Western Canada Hockey League
      // from 1924-25, Western Hockey League in 1925-26).
      ["vancouver-maroons", "Vancouver", "Maroons", "VMR", null, null, "BC", null, 1911],
      ["victoria-cougars", "Victoria", "Cougars", "VIC", null, null, "BC", null, null],
      // Western Canada Hockey League (Western Hockey League in 1925-26).
      ["edmonton-eskimos", "Edmonton", "Eskimos", "EDE", null, null, "AB", null, 1921],
      ["calgary-tigers", "Calgary", "Tigers", "CAT", null, null, "AB", null, 1921],
    ]),
    // The Stanley Cup before the NHL: amateur clubs (to 1908), then the National Hockey
    // Association (NHA) and the PCHA. No abbreviation of their own: ours, for tables.
    ...teamsOf("pre-nhl", "Canada", [
      // The Montreal Amateur Athletic Association's club.
      ["montreal-hockey-club", "Montreal", "Hockey Club", "MHC", null, null, "QC", null, null],
      ["montreal-victorias", "Montreal", "Victorias", "MVI", null, null, "QC", null, null],
      ["winnipeg-victorias", "Winnipeg", "Victorias", "WVI", null, null, "MB", null, null],
      ["montreal-shamrocks", "Montreal", "Shamrocks", "MSH", null, null, "QC", null, null],
      // The Rat Portage Thistles until the town became Kenora in 1905.
      ["kenora-thistles", "Kenora", "Thistles", "KEN", null, null, "ON", null, null],
      ["quebec-bulldogs", "Quebec", "Bulldogs", "QUE", null, null, "QC", null, null],
      // The Toronto Hockey Club of the NHA; the NHL's Toronto club of 1917 was a new franchise.
      ["toronto-blueshirts", "Toronto", "Blueshirts", "TBS", null, null, "ON", null, null],
      ["victoria-aristocrats", "Victoria", "Aristocrats", "VAR", null, null, "BC", null, null],
    ]),
    ...teamsOf("pre-nhl", "USA", [["portland-rosebuds", "Portland", "Rosebuds", "POR", null, null, "OR", null, null]]),
  ].map((team) => (team.slug === "utah-hockey-club" ? { ...team, shortName: "Utah" } : team)),
  {
    "anaheim-ducks": { keys: databank("AND"), history: [name(1993, 2005, "Anaheim", "Mighty Ducks")] },
    "boston-bruins": { keys: databank("BOS") },
    "buffalo-sabres": { keys: databank("BUF") },
    // WHA 1972-73 to 1978-79, NHL from 1979-80.
    "carolina-hurricanes": { keys: databank("CAR"), history: [name(1972, 1978, "New England", "Whalers"), name(1979, 1996, "Hartford", "Whalers")] },
    "calgary-flames": { keys: databank("CAL"), history: [name(1972, 1979, "Atlanta", "Flames")] },
    "chicago-blackhawks": { keys: databank("CHI"), history: [name(1926, 1985, "Chicago", "Black Hawks")] },
    // WHA 1972-73 to 1978-79, NHL from 1979-80.
    "colorado-avalanche": { keys: databank("COL"), history: [name(1972, 1994, "Quebec", "Nordiques")] },
    "columbus-blue-jackets": { keys: databank("CBS") },
    "dallas-stars": { keys: databank("DAL"), history: [name(1967, 1992, "Minnesota", "North Stars")] },
    "detroit-red-wings": { keys: databank("DET"), history: [name(1926, 1929, "Detroit", "Cougars"), name(1930, 1931, "Detroit", "Falcons")] },
    // WHA 1972-73 to 1978-79 (Alberta Oilers in the first season), NHL from 1979-80.
    "edmonton-oilers": { keys: databank("EDM"), history: [name(1972, 1972, "Alberta", "Oilers")] },
    "florida-panthers": { keys: databank("FLO") },
    "los-angeles-kings": { keys: databank("LAK") },
    "minnesota-wild": { keys: databank("MIN") },
    // Founded in December 1909 for the NHA's first season. (The Databank files 1909-10 under
    // Haileybury, following one account of the club's 1910 sale; accounts differ.)
    "montreal-canadiens": { keys: databank("MTL") },
    "nashville-predators": { keys: databank("NAS") },
    "new-jersey-devils": { keys: databank("NJD"), history: [name(1974, 1975, "Kansas City", "Scouts"), name(1976, 1981, "Colorado", "Rockies")] },
    "new-york-islanders": { keys: databank("NYI") },
    "new-york-rangers": { keys: databank("NYR") },
    "ottawa-senators": { keys: databank("OTT") },
    "philadelphia-flyers": { keys: databank("PHI") },
    "pittsburgh-penguins": { keys: databank("PIT") },
    "san-jose-sharks": { keys: databank("SJS") },
    "st-louis-blues": { keys: databank("STL") },
    "tampa-bay-lightning": { keys: databank("TBL") },
    // 1917-18: the Toronto club run by the Arena company, which the NHL's records call the Arenas.
    "toronto-maple-leafs": { keys: databank("TOR"), history: [name(1917, 1918, "Toronto", "Arenas"), name(1919, 1926, "Toronto", "St. Patricks")] },
    "vancouver-canucks": { keys: databank("VAN") },
    "vegas-golden-knights": { keys: databank("VEG") },
    "washington-capitals": { keys: databank("WAS") },
    "winnipeg-jets": { keys: databank("WPG"), history: [name(1999, 2010, "Atlanta", "Thrashers")] },

    // The Coyotes did not play in 2024-25: their hockey operations went to the new Utah franchise
    // in April 2024 and the Coyotes franchise has been inactive since. WHA 1972-73 to 1978-79,
    // NHL from 1979-80 to 2023-24.
    "arizona-coyotes": {
      isActive: false,
      keys: databank("ARI"),
      history: [name(1972, 1995, "Winnipeg", "Jets"), name(1996, 2013, "Phoenix", "Coyotes"), name(2014, 2023, "Arizona", "Coyotes")],
    },
    // 1925-26 to 1941-42; suspended in 1942 and never returned. The Databank files the Quebec
    // Bulldogs (1919-20) and Hamilton Tigers (1920-25), whose players the Americans took over in
    // 1925, under the same franchise; we start the Americans in 1925.
    "brooklyn-americans": { isActive: false, keys: databank("BKN"), history: [name(1925, 1940, "New York", "Americans")] },
    // 1925-26 to 1930-31.
    "philadelphia-quakers": { isActive: false, keys: databank("PHQ"), history: [name(1925, 1929, "Pittsburgh", "Pirates")] },
    // 1967-68 to 1977-78; the club began 1967-68 as the California Seals and became the Oakland
    // Seals during that season. Merged with the Minnesota North Stars in 1978.
    "cleveland-barons": {
      isActive: false,
      keys: databank("CLE"),
      history: [name(1967, 1969, "Oakland", "Seals"), name(1970, 1975, "California", "Golden Seals")],
    },
    // The original Ottawa Senators, founding NHL members, in St. Louis for their last season,
    // 1934-35. First season left null: the Ottawa club long predates the NHL and its NHA years.
    // Before the NHL: the Silver Seven of its Stanley Cups of 1902-03 to 1905-06 and the Senators
    // of 1908-09 on, as the Hockey Hall of Fame names them; no title or final of ours falls in the
    // two seasons between, which the Senators' run covers.
    "st-louis-eagles": {
      isActive: false,
      keys: databank("STE"),
      history: [name(1902, 1905, "Ottawa", "Silver Seven"), name(1906, 1933, "Ottawa", "Senators")],
    },
    // 1924-25 to 1937-38.
    "montreal-maroons": { isActive: false, keys: databank("MTM") },
    // Played only the first weeks of 1917-18 in the NHL: their arena burned in January 1918.
    "montreal-wanderers": { isActive: false, keys: databank("MTW") },

    // Pacific Coast Hockey Association 1915-16 to 1923-24.
    "seattle-metropolitans": { isActive: false, keys: databank("SEA") },
    // PCHA from 1911-12 (the Millionaires; the Maroons from 1922-23), WCHL/WHL 1924-25 and 1925-26.
    "vancouver-maroons": { isActive: false, keys: databank("VMR"), history: [name(1911, 1921, "Vancouver", "Millionaires")] },
    // The Databank's Victoria franchise from the club's return to the PCHA in 1918-19 (the
    // Aristocrats; the Cougars from 1922-23) to 1925-26; the earlier Victoria Aristocrats of
    // 1911-12 to 1915-16 are a separate franchise there, so the first season is left null.
    "victoria-cougars": { isActive: false, keys: databank("VIC"), history: [name(1918, 1921, "Victoria", "Aristocrats")] },
    // Western Canada Hockey League 1921-22 to 1924-25, Western Hockey League 1925-26.
    "edmonton-eskimos": { isActive: false, keys: databank("EDE") },
    "calgary-tigers": { isActive: false, keys: databank("CAT") },
    ...Object.fromEntries(
      ["montreal-hockey-club", "montreal-victorias", "winnipeg-victorias", "montreal-shamrocks", "kenora-thistles", "quebec-bulldogs", "toronto-blueshirts", "victoria-aristocrats", "portland-rosebuds"].map((slug) => [slug, { isActive: false }]),
    ),
  },
);
