// Real rows for the search tests (issue #17), copied from a full import (Lahman 2025, the Hockey
// Databank, the curated NFL and NBA people): names stored with accents (Béliveau, Lidström,
// Hernández, Jokić, Guillén) and without (Jagr, Hasek, Hernandez), several Roys and Babes to rank,
// franchises with their former names (the Expos, the Brooklyn Dodgers and Nets, the Toronto
// Arenas) and two team seasons (1998 Yankees, 1986 Mets). The person-pages fixture adds Babe
// Ruth, Patrick Roy, Scotty Bowman and the Yankees with the Highlanders.

type PersonFacts = [slug: string, first: string, last: string, full: string];
type PlayerFacts = [
  person: string,
  league: string,
  position: string | null,
  debut: number | null,
  final: number | null,
  yearsPro: number | null,
  allStars: number,
  titles: number,
];
type CoachFacts = [
  person: string,
  league: string,
  position: string | null,
  years: number | null,
  wins: number | null,
  losses: number | null,
  titles: number,
];
type TeamFacts = [slug: string, city: string, name: string, abbreviation: string, league: string, founded: number | null];
type TeamNameFacts = [team: string, firstYear: number, lastYear: number | null, city: string, name: string];
type StandingFacts = [
  team: string,
  league: string,
  year: number,
  city: string,
  name: string,
  abbreviation: string | null,
  wins: number,
  losses: number,
  ties: number,
];

export const PEOPLE: PersonFacts[] = [
  ["tom-brady", "Tom", "Brady", "Tom Brady"],
  ["vince-lombardi", "Vince", "Lombardi", "Vince Lombardi"],
  ["nikola-jokic", "Nikola", "Jokić", "Nikola Jokić"],
  ["ozzie-guillen", "Ozzie", "Guillén", "Ozzie Guillén"],
  ["livan-hernandez", "Liván", "Hernández", "Liván Hernández"],
  ["nicklas-lidstrom", "Nicklas", "Lidström", "Nicklas Lidström"],
  ["mario-lemieux", "Mario", "Lemieux", "Mario Lemieux"],
  ["wayne-gretzky", "Wayne", "Gretzky", "Wayne Gretzky"],
  ["jean-beliveau", "Jean", "Béliveau", "Jean Béliveau"],
  ["frank-abercrombie", "Frank", "Abercrombie", "Frank Abercrombie"],
  ["roy-campanella", "Roy", "Campanella", "Roy Campanella"],
  ["roy-face", "Roy", "Face", "Roy Face"],
  ["keith-hernandez", "Keith", "Hernandez", "Keith Hernandez"],
  ["orlando-hernandez", "Orlando", "Hernandez", "Orlando Hernandez"],
  ["roy-halladay", "Roy", "Halladay", "Roy Halladay"],
  ["felix-hernandez", "Felix", "Hernandez", "Felix Hernandez"],
  ["ramon-hernandez-hernara03", "Ramón", "Hernández", "Ramón Hernández"],
  ["babe-dye", "Babe", "Dye", "Babe Dye"],
  ["dominik-hasek", "Dominik", "Hasek", "Dominik Hasek"],
  ["jaromir-jagr", "Jaromir", "Jagr", "Jaromir Jagr"],
];
export const PLAYERS: PlayerFacts[] = [
  ["tom-brady", "nfl", null, null, null, null, 0, 0],
  ["nikola-jokic", "nba", null, null, null, null, 0, 0],
  ["livan-hernandez", "mlb", "Pitcher", 1996, 2012, 17, 2, 1],
  ["nicklas-lidstrom", "nhl", "Defense", 1991, 2011, 20, 0, 4],
  ["mario-lemieux", "nhl", "Center", 1984, 2005, 17, 0, 2],
  ["wayne-gretzky", "nhl", "Center", 1979, 1998, 20, 0, 4],
  ["jean-beliveau", "nhl", "Center", 1950, 1970, 20, 0, 10],
  ["frank-abercrombie", "mlb", "Shortstop", 1871, 1871, 1, 0, 0],
  ["roy-campanella", "mlb", "Catcher", 1948, 1957, 10, 8, 1],
  ["roy-face", "mlb", "Pitcher", 1953, 1969, 17, 3, 2],
  ["roy-halladay", "mlb", "Pitcher", 1998, 2013, 16, 8, 0],
  ["felix-hernandez", "mlb", "Pitcher", 2005, 2019, 15, 6, 0],
  ["keith-hernandez", "mlb", "First Base", 1974, 1990, 17, 5, 2],
  ["orlando-hernandez", "mlb", "Pitcher", 1998, 2007, 10, 0, 4],
  ["roy-campanella", "negro-national-league-ii", "Catcher", 1937, 1945, 9, 3, 0],
  ["ramon-hernandez-hernara03", "negro-national-league-i", "Third Base", 1929, 1930, 2, 0, 0],
  ["babe-dye", "nhl", "Right Wing", 1919, 1930, 11, 0, 1],
  ["dominik-hasek", "nhl", "Goalie", 1990, 2007, 16, 0, 2],
  ["jaromir-jagr", "nhl", "Right Wing", 1990, 2017, 24, 0, 2],
];
export const COACHES: CoachFacts[] = [
  ["vince-lombardi", "nfl", "Head Coach", null, null, null, 0],
  ["ozzie-guillen", "mlb", "Manager", 9, 743, 705, 1],
];
export const TEAMS: TeamFacts[] = [
  ["brooklyn-nets", "Brooklyn", "Nets", "BKN", "nba", 1967],
  ["los-angeles-dodgers", "Los Angeles", "Dodgers", "LAD", "mlb", 1884],
  ["new-york-mets", "New York", "Mets", "NYM", "mlb", 1962],
  ["washington-nationals", "Washington", "Nationals", "WSH", "mlb", 1969],
  ["toronto-maple-leafs", "Toronto", "Maple Leafs", "TOR", "nhl", 1917],
];
export const TEAM_NAMES: TeamNameFacts[] = [
  ["brooklyn-nets", 1967, 1967, "New Jersey", "Americans"],
  ["brooklyn-nets", 1968, 1976, "New York", "Nets"],
  ["brooklyn-nets", 1977, 2011, "New Jersey", "Nets"],
  ["brooklyn-nets", 2012, null, "Brooklyn", "Nets"],
  ["los-angeles-dodgers", 1884, 1884, "Brooklyn", "Atlantics"],
  ["los-angeles-dodgers", 1885, 1887, "Brooklyn", "Grays"],
  ["los-angeles-dodgers", 1888, 1890, "Brooklyn", "Bridegrooms"],
  ["los-angeles-dodgers", 1891, 1895, "Brooklyn", "Grooms"],
  ["los-angeles-dodgers", 1896, 1898, "Brooklyn", "Bridegrooms"],
  ["los-angeles-dodgers", 1899, 1910, "Brooklyn", "Superbas"],
  ["los-angeles-dodgers", 1911, 1912, "Brooklyn", "Dodgers"],
  ["los-angeles-dodgers", 1913, 1913, "Brooklyn", "Superbas"],
  ["los-angeles-dodgers", 1914, 1931, "Brooklyn", "Robins"],
  ["los-angeles-dodgers", 1932, 1957, "Brooklyn", "Dodgers"],
  ["los-angeles-dodgers", 1958, null, "Los Angeles", "Dodgers"],
  ["new-york-mets", 1962, null, "New York", "Mets"],
  ["washington-nationals", 1969, 2004, "Montreal", "Expos"],
  ["washington-nationals", 2005, null, "Washington", "Nationals"],
  ["toronto-maple-leafs", 1917, 1918, "Toronto", "Arenas"],
  ["toronto-maple-leafs", 1919, 1926, "Toronto", "St. Patricks"],
  ["toronto-maple-leafs", 1927, null, "Toronto", "Maple Leafs"],
];
export const STANDINGS: StandingFacts[] = [
  ["new-york-yankees", "mlb", 1998, "New York", "Yankees", "NYY", 114, 48, 0],
  ["new-york-mets", "mlb", 1986, "New York", "Mets", "NYM", 108, 54, 0],
];
