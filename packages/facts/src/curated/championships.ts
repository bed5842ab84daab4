// The eight championships the product covers. firstYear is the calendar year its first title
// was decided, as a visitor counts it ('Since 1967' for Super Bowl I, played in January 1967);
// firstSeason is the start year of that season (1966), from which the seasons are numbered.

export interface ChampionshipFacts {
  slug: string;
  league: string;
  name: string;
  officialName: string;
  description: string;
  trophyName: string;
  /** Calendar year of the first title. */
  firstYear: number;
  /** Start year of the first season a title was decided in: firstYear, or the year before for a season spanning two years. */
  firstSeason: number;
  /**
   * Leagues the championship was contested in before its league took its name, oldest first:
   * the seasons up to lastSeason (a start year) were played in that league (the NBA's first
   * three seasons were the BAA's). Those seasons belong to the earlier league, not to `league`.
   */
  earlierLeagues?: { league: string; lastSeason: number }[];
}

export const CHAMPIONSHIPS: ChampionshipFacts[] = [
  {
    slug: "super-bowl",
    league: "nfl",
    name: "Super Bowl",
    officialName: "Super Bowl",
    description: "The NFL's championship game, played since the 1966 season between the champions of the AFC and the NFC.",
    trophyName: "Vince Lombardi Trophy",
    firstYear: 1967,
    firstSeason: 1966,
  },
  {
    slug: "nba-finals",
    league: "nba",
    name: "NBA Finals",
    officialName: "NBA Finals",
    description: "The best-of-seven championship series of the NBA, contested since the league's first season as the BAA in 1946-47.",
    trophyName: "Larry O'Brien Championship Trophy",
    firstYear: 1947,
    firstSeason: 1946,
    // The league was the Basketball Association of America until it merged with the National
    // Basketball League in August 1949 and took the name NBA for 1949-50.
    earlierLeagues: [{ league: "baa", lastSeason: 1948 }],
  },
  {
    slug: "world-series",
    league: "mlb",
    name: "World Series",
    officialName: "World Series",
    description: "The championship series of Major League Baseball between the American and National League pennant winners, first played in 1903.",
    trophyName: "Commissioner's Trophy",
    firstYear: 1903,
    firstSeason: 1903,
  },
  {
    slug: "stanley-cup-final",
    league: "nhl",
    name: "Stanley Cup Final",
    officialName: "Stanley Cup Final",
    description:
      "The Stanley Cup, first awarded in 1893: a challenge trophy of Canada's amateur clubs, from 1914 the prize of a series between the champions of the professional leagues, the NHL's alone since 1926-27, and decided in a best-of-seven final since 1939.",
    trophyName: "Stanley Cup",
    firstYear: 1893,
    firstSeason: 1892,
    // The Cup's holders before the NHL's first season, 1917-18: amateur clubs, then the NHA and
    // the PCHA (stanley-cup-final.ts).
    earlierLeagues: [{ league: "pre-nhl", lastSeason: 1916 }],
  },
  {
    slug: "college-football-national-championship",
    league: "ncaa-fbs",
    name: "College Football National Championship",
    officialName: "College Football Playoff National Championship",
    description:
      "The national champion of major college football: the AP poll champion from 1936, the BCS champion from 1998 and the College Football Playoff champion from 2014.",
    trophyName: "College Football Playoff National Championship Trophy",
    firstYear: 1936,
    firstSeason: 1936,
  },
  {
    slug: "ncaa-mens-basketball-tournament",
    league: "ncaa-d1-mbb",
    name: "NCAA Men's Basketball Tournament",
    officialName: "NCAA Division I Men's Basketball Tournament",
    description: "March Madness: the single-elimination tournament that has decided the men's college basketball national champion since 1939.",
    trophyName: "NCAA Championship Trophy",
    firstYear: 1939,
    firstSeason: 1938,
  },
  {
    slug: "mens-college-world-series",
    league: "ncaa-d1-baseball",
    name: "Men's College World Series",
    officialName: "NCAA Division I Men's College World Series",
    description: "The final stage of the NCAA Division I baseball tournament, played in Omaha since 1950 and first held in 1947.",
    trophyName: "NCAA Championship Trophy",
    firstYear: 1947,
    firstSeason: 1947,
  },
  {
    slug: "frozen-four",
    league: "ncaa-d1-mih",
    name: "Frozen Four",
    officialName: "NCAA Division I Men's Ice Hockey Championship",
    description: "The semifinals and final of the NCAA men's ice hockey tournament, which has crowned a national champion since 1948.",
    trophyName: "NCAA Championship Trophy",
    firstYear: 1948,
    firstSeason: 1947,
  },
];
