// NFL franchises: all 32, under their current names. foundedYear is the franchise's first
// season in its league lineage (AAFC for the Browns and 49ers, AFL for the 1960 clubs, the
// 1936 AFL for the Rams). history holds every earlier city/name, oldest first, by start year
// of the season; the current name runs from the season after the last entry.
// state is where the team plays its home games (the Giants and Jets in New Jersey, Washington
// in Maryland). keys.nflElo: the team codes of FiveThirtyEight's nfl_games.csv (one code per
// franchise across its moves; the 1943 Phil-Pitt and 1944 Card-Pitt wartime merged teams have
// codes of their own there and are not counted as either franchise's seasons by those codes).
// The merged 1943/1944 seasons are left under the franchises' own names here.
import { teamsOf, withDetails } from "./helpers";

export const NFL_TEAMS = withDetails(
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
