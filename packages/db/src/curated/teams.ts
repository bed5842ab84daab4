// Teams of the starter seed: every team that won or lost one of the finals in champions.ts.
// College programs: city is the school, name the nickname. A history entry lists an
// earlier city/name of the franchise; the current one is implied from the last entry on.

export interface TeamNameFacts {
  firstYear: number;
  lastYear: number;
  city: string;
  name: string;
}

export interface TeamFacts {
  slug: string;
  league: string;
  city: string;
  name: string;
  abbreviation: string;
  shortName: string;
  conference: string | null;
  division: string | null;
  state: string | null;
  country: string;
  stadium: string | null;
  foundedYear: number | null;
  history?: TeamNameFacts[];
}

type Row = [slug: string, city: string, name: string, abbreviation: string, conference: string | null, division: string | null, state: string, stadium: string | null, foundedYear: number | null];

const usa = (league: string, rows: Row[]): TeamFacts[] =>
  rows.map(([slug, city, name, abbreviation, conference, division, state, stadium, foundedYear]) => ({
    slug,
    league,
    city,
    name,
    abbreviation,
    shortName: name,
    conference,
    division,
    state,
    country: "USA",
    stadium,
    foundedYear,
  }));

const withHistory = (teams: TeamFacts[], histories: Record<string, TeamNameFacts[]>) =>
  teams.map((team) => (histories[team.slug] ? { ...team, history: histories[team.slug] } : team));

const canadian = (team: TeamFacts): TeamFacts => ({ ...team, country: "Canada" });

export const TEAMS: TeamFacts[] = [
  ...withHistory(
    usa("nfl", [
      ["philadelphia-eagles", "Philadelphia", "Eagles", "PHI", "NFC", "NFC East", "PA", "Lincoln Financial Field", 1933],
      ["kansas-city-chiefs", "Kansas City", "Chiefs", "KC", "AFC", "AFC West", "MO", "Arrowhead Stadium", 1960],
      ["san-francisco-49ers", "San Francisco", "49ers", "SF", "NFC", "NFC West", "CA", "Levi's Stadium", 1946],
      ["los-angeles-rams", "Los Angeles", "Rams", "LAR", "NFC", "NFC West", "CA", "SoFi Stadium", 1936],
      ["cincinnati-bengals", "Cincinnati", "Bengals", "CIN", "AFC", "AFC North", "OH", "Paycor Stadium", 1968],
      ["tampa-bay-buccaneers", "Tampa Bay", "Buccaneers", "TB", "NFC", "NFC South", "FL", "Raymond James Stadium", 1976],
    ]),
    {
      "kansas-city-chiefs": [{ firstYear: 1960, lastYear: 1962, city: "Dallas", name: "Texans" }],
      "los-angeles-rams": [
        { firstYear: 1936, lastYear: 1945, city: "Cleveland", name: "Rams" },
        { firstYear: 1946, lastYear: 1994, city: "Los Angeles", name: "Rams" },
        { firstYear: 1995, lastYear: 2015, city: "St. Louis", name: "Rams" },
      ],
    },
  ),
  ...withHistory(
    usa("nba", [
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
      "oklahoma-city-thunder": [{ firstYear: 1967, lastYear: 2007, city: "Seattle", name: "SuperSonics" }],
    },
  ),
  ...usa("mlb", [
    ["los-angeles-dodgers", "Los Angeles", "Dodgers", "LAD", "National League", "NL West", "CA", "Dodger Stadium", 1884],
    ["new-york-yankees", "New York", "Yankees", "NYY", "American League", "AL East", "NY", "Yankee Stadium", 1901],
    ["texas-rangers", "Texas", "Rangers", "TEX", "American League", "AL West", "TX", "Globe Life Field", 1961],
    ["arizona-diamondbacks", "Arizona", "Diamondbacks", "ARI", "National League", "NL West", "AZ", "Chase Field", 1998],
    ["houston-astros", "Houston", "Astros", "HOU", "American League", "AL West", "TX", "Daikin Park", 1962],
    ["philadelphia-phillies", "Philadelphia", "Phillies", "PHI", "National League", "NL East", "PA", "Citizens Bank Park", 1883],
    ["atlanta-braves", "Atlanta", "Braves", "ATL", "National League", "NL East", "GA", "Truist Park", 1871],
    ["tampa-bay-rays", "Tampa Bay", "Rays", "TB", "American League", "AL East", "FL", null, 1998],
  ]),
  ...withHistory(
    [
      ...usa("nhl", [
        ["florida-panthers", "Florida", "Panthers", "FLA", "Eastern", "Atlantic", "FL", "Amerant Bank Arena", 1993],
        ["vegas-golden-knights", "Vegas", "Golden Knights", "VGK", "Western", "Pacific", "NV", "T-Mobile Arena", 2017],
        ["colorado-avalanche", "Colorado", "Avalanche", "COL", "Western", "Central", "CO", "Ball Arena", 1972],
        ["tampa-bay-lightning", "Tampa Bay", "Lightning", "TBL", "Eastern", "Atlantic", "FL", "Benchmark International Arena", 1992],
      ]),
      ...usa("nhl", [
        ["edmonton-oilers", "Edmonton", "Oilers", "EDM", "Western", "Pacific", "AB", "Rogers Place", 1972],
        ["montreal-canadiens", "Montreal", "Canadiens", "MTL", "Eastern", "Atlantic", "QC", "Bell Centre", 1909],
      ]).map(canadian),
    ],
    { "colorado-avalanche": [{ firstYear: 1972, lastYear: 1994, city: "Quebec", name: "Nordiques" }] },
  ),
  ...usa("ncaa-fbs", [
    ["ohio-state-buckeyes-football", "Ohio State", "Buckeyes", "OSU", "Big Ten", null, "OH", "Ohio Stadium", null],
    ["notre-dame-fighting-irish-football", "Notre Dame", "Fighting Irish", "ND", "Independent", null, "IN", "Notre Dame Stadium", null],
    ["michigan-wolverines-football", "Michigan", "Wolverines", "MICH", "Big Ten", null, "MI", "Michigan Stadium", null],
    ["washington-huskies-football", "Washington", "Huskies", "WASH", "Big Ten", null, "WA", "Husky Stadium", null],
    ["georgia-bulldogs-football", "Georgia", "Bulldogs", "UGA", "SEC", null, "GA", "Sanford Stadium", null],
    ["tcu-horned-frogs-football", "TCU", "Horned Frogs", "TCU", "Big 12", null, "TX", "Amon G. Carter Stadium", null],
    ["alabama-crimson-tide-football", "Alabama", "Crimson Tide", "ALA", "SEC", null, "AL", "Bryant-Denny Stadium", null],
  ]),
  ...usa("ncaa-d1-mbb", [
    ["florida-gators-basketball", "Florida", "Gators", "FLA", "SEC", null, "FL", null, null],
    ["houston-cougars-basketball", "Houston", "Cougars", "HOU", "Big 12", null, "TX", "Fertitta Center", null],
    ["uconn-huskies-basketball", "UConn", "Huskies", "CONN", "Big East", null, "CT", null, null],
    ["purdue-boilermakers-basketball", "Purdue", "Boilermakers", "PUR", "Big Ten", null, "IN", "Mackey Arena", null],
    ["san-diego-state-aztecs-basketball", "San Diego State", "Aztecs", "SDSU", "Mountain West", null, "CA", "Viejas Arena", null],
  ]),
  ...usa("ncaa-d1-baseball", [
    ["lsu-tigers-baseball", "LSU", "Tigers", "LSU", "SEC", null, "LA", "Alex Box Stadium", null],
    ["coastal-carolina-chanticleers-baseball", "Coastal Carolina", "Chanticleers", "CCU", "Sun Belt", null, "SC", null, null],
    ["tennessee-volunteers-baseball", "Tennessee", "Volunteers", "TENN", "SEC", null, "TN", "Lindsey Nelson Stadium", null],
    ["texas-am-aggies-baseball", "Texas A&M", "Aggies", "TAMU", "SEC", null, "TX", null, null],
    ["florida-gators-baseball", "Florida", "Gators", "FLA", "SEC", null, "FL", null, null],
  ]),
  ...usa("ncaa-d1-mih", [
    ["western-michigan-broncos-hockey", "Western Michigan", "Broncos", "WMU", "NCHC", null, "MI", "Lawson Arena", null],
    ["boston-university-terriers-hockey", "Boston University", "Terriers", "BU", "Hockey East", null, "MA", "Agganis Arena", null],
    ["denver-pioneers-hockey", "Denver", "Pioneers", "DEN", "NCHC", null, "CO", "Magness Arena", null],
    ["boston-college-eagles-hockey", "Boston College", "Eagles", "BC", "Hockey East", null, "MA", "Conte Forum", null],
    ["quinnipiac-bobcats-hockey", "Quinnipiac", "Bobcats", "QU", "ECAC Hockey", null, "CT", null, null],
    ["minnesota-golden-gophers-hockey", "Minnesota", "Golden Gophers", "MINN", "Big Ten", null, "MN", null, null],
  ]),
];
