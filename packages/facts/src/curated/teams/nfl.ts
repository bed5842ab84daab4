// NFL franchises: the 32 of today under their current names, then the defunct clubs of
// FiveThirtyEight's nfl_games.csv (1920-1952), then the clubs outside the league that 1920's
// members played and the file counts (the 1920 APFA counted such games in its standings).
// foundedYear is the franchise's first season in its league lineage (AAFC for the Browns and
// 49ers, AFL for the 1960 clubs, the 1936 AFL for the Rams); for a defunct club, its first season
// in the APFA/NFL (or the AAFC); null for a club that was never a member. history holds every
// earlier city/name, oldest first, by start year of the season; the current (for a defunct club,
// last) name runs from the season after the last entry.
// state is where the team plays its home games (the Giants and Jets in New Jersey, Washington
// in Maryland). keys.nflElo: the team codes of FiveThirtyEight's nfl_games.csv (one code per
// franchise across its moves; the file gives a few clubs a second code for a season outside the
// league, e.g. the 1920 Toledo Maroons TLM, or for a new owner, e.g. the 1949-51 New York NYY).
// The 1943 Phil-Pitt and 1944 Card-Pitt wartime merged teams have codes of their own there and
// are clubs of their own here; the merged seasons are not counted as either franchise's.
import type { TeamFacts, TeamNameFacts } from "../types";
import { teamsOf, withDetails } from "./helpers";

const ACTIVE = withDetails(
  teamsOf("nfl", "USA", [
    // AFC East
    ["buffalo-bills", "Buffalo", "Bills", "BUF", "AFC", "AFC East", "NY", "Highmark Stadium", 1960],
    ["miami-dolphins", "Miami", "Dolphins", "MIA", "AFC", "AFC East", "FL", "Hard Rock Stadium", 1966],
    ["new-england-patriots", "New England", "Patriots", "NE", "AFC", "AFC East", "MA", "Gillette Stadium", 1960],
    ["new-york-jets", "New York", "Jets", "NYJ", "AFC", "AFC East", "NJ", "MetLife Stadium", 1960],
    // AFC North
    ["baltimore-ravens", "Baltimore", "Ravens", "BAL", "AFC", "AFC North", "MD", "M&T Bank Stadium", 1996],
    ["cincinnati-bengals", "Cincinnati", "Bengals", "CIN", "AFC", "AFC North", "OH", "Paycor Stadium", 1968],
    ["cleveland-browns", "Cleveland", "Browns", "CLE", "AFC", "AFC North", "OH", "Huntington Bank Field", 1946],
    ["pittsburgh-steelers", "Pittsburgh", "Steelers", "PIT", "AFC", "AFC North", "PA", "Acrisure Stadium", 1933],
    // AFC South
    ["houston-texans", "Houston", "Texans", "HOU", "AFC", "AFC South", "TX", "NRG Stadium", 2002],
    ["indianapolis-colts", "Indianapolis", "Colts", "IND", "AFC", "AFC South", "IN", "Lucas Oil Stadium", 1953],
    ["jacksonville-jaguars", "Jacksonville", "Jaguars", "JAX", "AFC", "AFC South", "FL", "EverBank Stadium", 1995],
    ["tennessee-titans", "Tennessee", "Titans", "TEN", "AFC", "AFC South", "TN", "Nissan Stadium", 1960],
    // AFC West
    ["denver-broncos", "Denver", "Broncos", "DEN", "AFC", "AFC West", "CO", "Empower Field at Mile High", 1960],
    ["kansas-city-chiefs", "Kansas City", "Chiefs", "KC", "AFC", "AFC West", "MO", "Arrowhead Stadium", 1960],
    ["las-vegas-raiders", "Las Vegas", "Raiders", "LV", "AFC", "AFC West", "NV", "Allegiant Stadium", 1960],
    ["los-angeles-chargers", "Los Angeles", "Chargers", "LAC", "AFC", "AFC West", "CA", "SoFi Stadium", 1960],
    // NFC East
    ["dallas-cowboys", "Dallas", "Cowboys", "DAL", "NFC", "NFC East", "TX", "AT&T Stadium", 1960],
    ["new-york-giants", "New York", "Giants", "NYG", "NFC", "NFC East", "NJ", "MetLife Stadium", 1925],
    ["philadelphia-eagles", "Philadelphia", "Eagles", "PHI", "NFC", "NFC East", "PA", "Lincoln Financial Field", 1933],
    ["washington-commanders", "Washington", "Commanders", "WAS", "NFC", "NFC East", "MD", "Northwest Stadium", 1932],
    // NFC North
    ["chicago-bears", "Chicago", "Bears", "CHI", "NFC", "NFC North", "IL", "Soldier Field", 1920],
    ["detroit-lions", "Detroit", "Lions", "DET", "NFC", "NFC North", "MI", "Ford Field", 1930],
    ["green-bay-packers", "Green Bay", "Packers", "GB", "NFC", "NFC North", "WI", "Lambeau Field", 1921],
    ["minnesota-vikings", "Minnesota", "Vikings", "MIN", "NFC", "NFC North", "MN", "U.S. Bank Stadium", 1961],
    // NFC South
    ["atlanta-falcons", "Atlanta", "Falcons", "ATL", "NFC", "NFC South", "GA", "Mercedes-Benz Stadium", 1966],
    ["carolina-panthers", "Carolina", "Panthers", "CAR", "NFC", "NFC South", "NC", "Bank of America Stadium", 1995],
    ["new-orleans-saints", "New Orleans", "Saints", "NO", "NFC", "NFC South", "LA", "Caesars Superdome", 1967],
    ["tampa-bay-buccaneers", "Tampa Bay", "Buccaneers", "TB", "NFC", "NFC South", "FL", "Raymond James Stadium", 1976],
    // NFC West
    ["arizona-cardinals", "Arizona", "Cardinals", "ARI", "NFC", "NFC West", "AZ", "State Farm Stadium", 1920],
    ["los-angeles-rams", "Los Angeles", "Rams", "LAR", "NFC", "NFC West", "CA", "SoFi Stadium", 1936],
    ["san-francisco-49ers", "San Francisco", "49ers", "SF", "NFC", "NFC West", "CA", "Levi's Stadium", 1946],
    ["seattle-seahawks", "Seattle", "Seahawks", "SEA", "NFC", "NFC West", "WA", "Lumen Field", 1976],
  ]),
  {
    "buffalo-bills": { keys: { nflElo: ["BUF"] } },
    "miami-dolphins": { keys: { nflElo: ["MIA"] } },
    "new-england-patriots": {
      history: [{ firstYear: 1960, lastYear: 1970, city: "Boston", name: "Patriots" }],
      keys: { nflElo: ["NE"] },
    },
    "new-york-jets": {
      history: [{ firstYear: 1960, lastYear: 1962, city: "New York", name: "Titans" }],
      keys: { nflElo: ["NYJ"] },
    },
    "baltimore-ravens": { keys: { nflElo: ["BAL"] } },
    "cincinnati-bengals": { keys: { nflElo: ["CIN"] } },
    // Inactive 1996-1998; the 1946-1995 Browns and the 1999- Browns are one franchise.
    "cleveland-browns": { keys: { nflElo: ["CLE"] } },
    "pittsburgh-steelers": {
      history: [{ firstYear: 1933, lastYear: 1939, city: "Pittsburgh", name: "Pirates" }],
      keys: { nflElo: ["PIT"] },
    },
    "houston-texans": { keys: { nflElo: ["HOU"] } },
    "indianapolis-colts": {
      history: [{ firstYear: 1953, lastYear: 1983, city: "Baltimore", name: "Colts" }],
      keys: { nflElo: ["IND"] },
    },
    "jacksonville-jaguars": { keys: { nflElo: ["JAX"] } },
    "tennessee-titans": {
      history: [
        { firstYear: 1960, lastYear: 1996, city: "Houston", name: "Oilers" },
        { firstYear: 1997, lastYear: 1998, city: "Tennessee", name: "Oilers" },
      ],
      keys: { nflElo: ["TEN"] },
    },
    "denver-broncos": { keys: { nflElo: ["DEN"] } },
    "kansas-city-chiefs": {
      history: [{ firstYear: 1960, lastYear: 1962, city: "Dallas", name: "Texans" }],
      keys: { nflElo: ["KC"] },
    },
    "las-vegas-raiders": {
      history: [
        { firstYear: 1960, lastYear: 1981, city: "Oakland", name: "Raiders" },
        { firstYear: 1982, lastYear: 1994, city: "Los Angeles", name: "Raiders" },
        { firstYear: 1995, lastYear: 2019, city: "Oakland", name: "Raiders" },
      ],
      keys: { nflElo: ["OAK"] },
    },
    "los-angeles-chargers": {
      history: [
        { firstYear: 1960, lastYear: 1960, city: "Los Angeles", name: "Chargers" },
        { firstYear: 1961, lastYear: 2016, city: "San Diego", name: "Chargers" },
      ],
      keys: { nflElo: ["LAC"] },
    },
    "dallas-cowboys": { keys: { nflElo: ["DAL"] } },
    "new-york-giants": { keys: { nflElo: ["NYG"] } },
    "philadelphia-eagles": { keys: { nflElo: ["PHI"] } },
    "washington-commanders": {
      history: [
        { firstYear: 1932, lastYear: 1932, city: "Boston", name: "Braves" },
        { firstYear: 1933, lastYear: 1936, city: "Boston", name: "Redskins" },
        { firstYear: 1937, lastYear: 2019, city: "Washington", name: "Redskins" },
        { firstYear: 2020, lastYear: 2021, city: "Washington", name: "Football Team" },
      ],
      keys: { nflElo: ["WSH"] },
    },
    "chicago-bears": {
      history: [
        { firstYear: 1920, lastYear: 1920, city: "Decatur", name: "Staleys" },
        { firstYear: 1921, lastYear: 1921, city: "Chicago", name: "Staleys" },
      ],
      keys: { nflElo: ["CHI"] },
    },
    "detroit-lions": {
      history: [{ firstYear: 1930, lastYear: 1933, city: "Portsmouth", name: "Spartans" }],
      keys: { nflElo: ["DET"] },
    },
    "green-bay-packers": { keys: { nflElo: ["GB"] } },
    "minnesota-vikings": { keys: { nflElo: ["MIN"] } },
    "atlanta-falcons": { keys: { nflElo: ["ATL"] } },
    "carolina-panthers": { keys: { nflElo: ["CAR"] } },
    "new-orleans-saints": { keys: { nflElo: ["NO"] } },
    "tampa-bay-buccaneers": { keys: { nflElo: ["TB"] } },
    // 1920-1921: often listed as the "Racine Cardinals" (after Racine Avenue in Chicago), a name
    // whose use at the time is disputed; the club played in Chicago, so Chicago Cardinals here.
    "arizona-cardinals": {
      history: [
        { firstYear: 1920, lastYear: 1959, city: "Chicago", name: "Cardinals" },
        { firstYear: 1960, lastYear: 1987, city: "St. Louis", name: "Cardinals" },
        { firstYear: 1988, lastYear: 1993, city: "Phoenix", name: "Cardinals" },
      ],
      keys: { nflElo: ["ARI"] },
    },
    "los-angeles-rams": {
      history: [
        { firstYear: 1936, lastYear: 1945, city: "Cleveland", name: "Rams" },
        { firstYear: 1946, lastYear: 1994, city: "Los Angeles", name: "Rams" },
        { firstYear: 1995, lastYear: 2015, city: "St. Louis", name: "Rams" },
      ],
      keys: { nflElo: ["LAR"] },
    },
    "san-francisco-49ers": { keys: { nflElo: ["SF"] } },
    "seattle-seahawks": { keys: { nflElo: ["SEA"] } },
  },
);

const name = (firstYear: number, lastYear: number, city: string, nickname: string): TeamNameFacts => ({ firstYear, lastYear, city, name: nickname });

/** [slug, city, last name, abbreviation, state, foundedYear, the file's codes, earlier names]. */
type DefunctRow = [slug: string, city: string, name: string, abbreviation: string, state: string | null, foundedYear: number | null, codes: string[], history?: TeamNameFacts[]];

/** Clubs that no longer play: no conference, division or stadium of today. */
const defunct = (rows: DefunctRow[]): TeamFacts[] =>
  rows.map(([slug, city, nickname, abbreviation, state, foundedYear, codes, history]) => ({
    slug,
    league: "nfl",
    city,
    name: nickname,
    abbreviation,
    shortName: nickname,
    conference: null,
    division: null,
    state,
    country: "USA",
    stadium: null,
    foundedYear,
    isActive: false,
    keys: { nflElo: codes },
    ...(history ? { history } : {}),
  }));

// Slugs carry "-nfl" or a year where another club (often a Lahman baseball franchise) has the plain one.
const DEFUNCT = defunct([
  // The APFA of 1920 and 1921 (the NFL from 1922).
  ["akron-indians", "Akron", "Indians", "AKR", "OH", 1920, ["AKR"], [name(1920, 1925, "Akron", "Pros")]],
  // Inactive in 1924, when its owner's Cleveland club played as the Cleveland Bulldogs (cleveland-bulldogs).
  ["canton-bulldogs", "Canton", "Bulldogs", "CBD", "OH", 1920, ["CBD"]],
  ["dayton-triangles", "Dayton", "Triangles", "DAY", "OH", 1920, ["DAY"]],
  ["columbus-tigers", "Columbus", "Tigers", "COL", "OH", 1920, ["COL"], [name(1920, 1922, "Columbus", "Panhandles")]],
  ["rochester-jeffersons", "Rochester", "Jeffersons", "RCH", "NY", 1920, ["RCH"]],
  ["rock-island-independents", "Rock Island", "Independents", "RII", "IL", 1920, ["RII"]],
  // Did not play in 1928.
  [
    "buffalo-bisons-nfl",
    "Buffalo",
    "Bisons",
    "BFF",
    "NY",
    1920,
    ["BFF"],
    [name(1920, 1923, "Buffalo", "All-Americans"), name(1924, 1925, "Buffalo", "Bisons"), name(1926, 1926, "Buffalo", "Rangers")],
  ],
  ["hammond-pros", "Hammond", "Pros", "HAM", "IN", 1920, ["HAM"]],
  ["muncie-flyers", "Muncie", "Flyers", "MUN", "IN", 1920, ["MUN"]],
  ["chicago-tigers", "Chicago", "Tigers", "CHT", "IL", 1920, ["CHT"]],
  ["detroit-heralds", "Detroit", "Heralds", "DHR", "MI", 1920, ["DHR"]],
  ["cleveland-indians-1920", "Cleveland", "Indians", "CTI", "OH", 1920, ["CTI"], [name(1920, 1920, "Cleveland", "Tigers")]],
  // A member in 1921; the file codes its 1920 games against members CNC.
  ["cincinnati-celts", "Cincinnati", "Celts", "CCL", "OH", 1921, ["CNC", "CCL"]],
  ["evansville-crimson-giants", "Evansville", "Crimson Giants", "ECG", "IN", 1921, ["ECG"]],
  // Did not play in 1924 and 1925.
  ["louisville-colonels-nfl", "Louisville", "Colonels", "LOU", "KY", 1921, ["LOU"], [name(1921, 1923, "Louisville", "Brecks")]],
  // A member from 1921 (MNN); its 1920 game against the Staleys, as an independent club, is coded MNM.
  // Did not play 1925-1928.
  ["minneapolis-red-jackets", "Minneapolis", "Red Jackets", "MNN", "MN", 1921, ["MNM", "MNN"], [name(1920, 1924, "Minneapolis", "Marines")]],
  ["detroit-tigers-nfl", "Detroit", "Tigers", "DTI", "MI", 1921, ["DTI"]],
  // Known as Brickley's Giants after their coach Charlie Brickley; no relation to today's Giants (1925).
  ["new-york-brickley-giants", "New York", "Brickley Giants", "NG1", "NY", 1921, ["NG1"]],
  ["tonawanda-kardex", "Tonawanda", "Kardex", "TON", "NY", 1921, ["TON"]],
  ["washington-senators-nfl", "Washington", "Senators", "SEN", "DC", 1921, ["SEN"]],
  // The NFL from 1922. Racine did not play in 1925.
  ["racine-tornadoes", "Racine", "Tornadoes", "RAC", "WI", 1922, ["RAC"], [name(1922, 1924, "Racine", "Legion")]],
  // A member 1922-1923; its 1920 games as an independent club are coded TLM.
  ["toledo-maroons", "Toledo", "Maroons", "TOL", "OH", 1922, ["TLM", "TOL"]],
  ["milwaukee-badgers", "Milwaukee", "Badgers", "MIL", "WI", 1922, ["MIL"]],
  // Jim Thorpe's all-Native American club, from LaRue, Ohio, named for the Oorang kennels.
  ["oorang-indians", "", "Oorang Indians", "OOR", "OH", 1922, ["OOR"]],
  ["duluth-eskimos", "Duluth", "Eskimos", "DUL", "MN", 1923, ["DUL"], [name(1923, 1925, "Duluth", "Kelleys")]],
  ["st-louis-all-stars", "St. Louis", "All-Stars", "SLA", "MO", 1923, ["SLA"]],
  // Did not play in 1926.
  ["cleveland-bulldogs", "Cleveland", "Bulldogs", "CIB", "OH", 1923, ["CIB"], [name(1923, 1923, "Cleveland", "Indians")]],
  ["frankford-yellow-jackets", "Frankford", "Yellow Jackets", "FYJ", "PA", 1924, ["FYJ"]],
  ["kenosha-maroons", "Kenosha", "Maroons", "KEN", "WI", 1924, ["KEN"]],
  ["kansas-city-cowboys-nfl", "Kansas City", "Cowboys", "KCB", "MO", 1924, ["KCB"], [name(1924, 1924, "Kansas City", "Blues")]],
  ["detroit-panthers", "Detroit", "Panthers", "DPN", "MI", 1925, ["DPN"]],
  ["boston-bulldogs", "Boston", "Bulldogs", "PTB", "MA", 1925, ["PTB"], [name(1925, 1928, "Pottsville", "Maroons")]],
  ["providence-steam-roller", "Providence", "Steam Roller", "PRV", "RI", 1925, ["PRV"]],
  ["los-angeles-buccaneers", "Los Angeles", "Buccaneers", "LAB", "CA", 1926, ["LAB"]],
  ["brooklyn-lions", "Brooklyn", "Lions", "BRL", "NY", 1926, ["BRL"]],
  ["hartford-blues", "Hartford", "Blues", "HRT", "CT", 1926, ["HRT"]],
  ["new-york-yankees-nfl", "New York", "Yankees", "NYA", "NY", 1927, ["NYA"]],
  ["detroit-wolverines-nfl", "Detroit", "Wolverines", "DWL", "MI", 1928, ["DWL"]],
  ["newark-tornadoes", "Newark", "Tornadoes", "TOR", "NJ", 1929, ["TOR"], [name(1929, 1929, "Orange", "Tornadoes")]],
  ["staten-island-stapletons", "Staten Island", "Stapletons", "SIS", "NY", 1929, ["SIS"]],
  ["brooklyn-tigers", "Brooklyn", "Tigers", "BKN", "NY", 1930, ["BKN"], [name(1930, 1943, "Brooklyn", "Dodgers")]],
  ["cleveland-indians-1931", "Cleveland", "Indians", "CLI", "OH", 1931, ["CLI"]],
  ["cincinnati-reds-nfl", "Cincinnati", "Reds", "RED", "OH", 1933, ["RED"]],
  ["st-louis-gunners", "St. Louis", "Gunners", "GUN", "MO", 1934, ["GUN"]],
  // The wartime merged teams: the Eagles and Steelers in 1943 (popularly the "Steagles"), the
  // Cardinals and Steelers in 1944; each played home games in both cities, so no city is named.
  ["phil-pitt-combine", "", "Phil-Pitt Combine", "STG", "PA", 1943, ["STG"]],
  ["card-pitt", "", "Card-Pitt", "CRP", null, 1944, ["CRP"]],
  // One franchise (Ted Collins's): Boston 1944-1948 (merged with the Brooklyn Tigers in 1945),
  // New York from 1949; the file codes its New York seasons NYY.
  [
    "new-york-yanks",
    "New York",
    "Yanks",
    "BYK",
    "NY",
    1944,
    ["BYK", "NYY"],
    [name(1944, 1948, "Boston", "Yanks"), name(1949, 1949, "New York", "Bulldogs")],
  ],
  ["dallas-texans-1952", "Dallas", "Texans", "DTX", "TX", 1952, ["DTX"]],
  // The All-America Football Conference, 1946-1949, whose games the file holds beside the
  // NFL's (as it does the Browns' and 49ers'); the Baltimore Colts played the NFL's 1950 season
  // too (a different franchise from the Colts of 1953, today's Indianapolis Colts).
  ["miami-seahawks", "Miami", "Seahawks", "MSA", "FL", 1946, ["MSA"]],
  ["buffalo-bills-aafc", "Buffalo", "Bills", "BBA", "NY", 1946, ["BBA"], [name(1946, 1946, "Buffalo", "Bisons")]],
  ["brooklyn-dodgers-aafc", "Brooklyn", "Dodgers", "BDA", "NY", 1946, ["BDA"]],
  ["new-york-yankees-aafc", "New York", "Yankees", "NAA", "NY", 1946, ["NAA"]],
  ["chicago-hornets", "Chicago", "Hornets", "CRA", "IL", 1946, ["CRA"], [name(1946, 1948, "Chicago", "Rockets")]],
  ["los-angeles-dons", "Los Angeles", "Dons", "LDA", "CA", 1946, ["LDA"]],
  ["baltimore-colts-1947", "Baltimore", "Colts", "BCL", "MD", 1947, ["BCL"]],

  // Clubs outside the APFA that its members played in 1920 (never members; no first season).
  // Names as the season's records give them; the 1920 opponents whose names we could not
  // establish with certainty are left out, and their games rejected with that reason.
  ["st-paul-ideals", "St. Paul", "Ideals", "STP", "MN", null, ["STP"]],
  ["wheeling-stogies", "Wheeling", "Stogies", "WHE", "WV", null, ["WHE"]],
  ["all-buffalo", "", "All-Buffalo", "ABU", "NY", null, ["ABU"]],
  ["west-buffalo", "", "West Buffalo", "WBU", "NY", null, ["WBU"]],
  ["pitcairn-quakers", "Pitcairn", "Quakers", "PTQ", "PA", null, ["PTQ"]],
  ["fort-porter", "", "Fort Porter", "FTP", "NY", null, ["FTP"]],
  ["kewanee-walworths", "Kewanee", "Walworths", "KEW", "IL", null, ["KEW"]],
  ["mckeesport-olympics", "McKeesport", "Olympics", "MCK", "PA", null, ["MCK"]],
  ["all-tonawanda-lumberjacks", "", "All-Tonawanda Lumberjacks", "ATN", "NY", null, ["ATN"]],
  ["syracuse-stars-1920", "Syracuse", "Stars", "SYR", "NY", null, ["SYR"]],
  ["rochester-scalpers", "Rochester", "Scalpers", "ROS", "NY", null, ["ROS"]],
  ["lansing-oldsmobiles", "Lansing", "Oldsmobiles", "LAN", "MI", null, ["LAN"]],
  ["fort-wayne-friars", "Fort Wayne", "Friars", "FTW", "IN", null, ["FTW"]],
  ["chicago-pullman-thorns", "Chicago", "Pullman Thorns", "PUL", "IL", null, ["PUL"]],
  ["gary-elks", "Gary", "Elks", "GAR", "IN", null, ["GAR"]],
  // The 1920 season's records also call it the Union AA of Phoenixville.
  ["union-club-of-phoenixville", "", "Union Club of Phoenixville", "UAP", "PA", null, ["UAP"]],
  ["cleveland-panthers", "Cleveland", "Panthers", "CLP", "OH", null, ["CLP"]],
  ["detroit-maroons", "Detroit", "Maroons", "DTM", "MI", null, ["DTM"]],
  ["zanesville-mark-grays", "Zanesville", "Mark Grays", "ZAN", "OH", null, ["ZAN"]],
  // Played the Cardinals after the APFA's season was over (the file holds one of the two games).
  ["chicago-stayms-foresters", "Chicago", "Stayms Foresters", "CST", "IL", null, ["CST"]],
]);

export const NFL_TEAMS: TeamFacts[] = [...ACTIVE, ...DEFUNCT];

/**
 * The file's codes of clubs outside the APFA that its members played in 1920 and whose names we
 * could not establish with certainty (sources differ, or we found none): their 15 games are
 * rejected with that reason rather than given a name we are not sure of (the members' results
 * in them still count in the standings). E.g. the Staleys'
 * first opponent (MUT) is the "Moline Universal Tractors" in some records, the "Moline
 * Athletics" in others.
 */
export const NFL_ELO_UNNAMED_1920 = ["MUT", "UTI", "LOG", "RCK", "CHL", "THO", "ELY", "CHB", "WJA", "CWP", "WGC", "RIC"] as const;
