// Teams as the running API answers them (packages/contract/src/teams.ts), copied from its
// full data: every NFL and NBA franchise plus a few others that exercise the spec's fallbacks
// (a college program without a division, Canadian clubs, a Union Association club without a
// city, stadium or division). The handlers page like the API does, for tests and stories.
// The data tests' rows (trimmed where noted) come first.
import type { Team as ContractTeam } from "@tl/contract/teams";
import type { Team } from "./team";
import { TEAMS_PATH } from "./index";
import { http, HttpResponse } from "msw";

// Real rows of the running API (full data).
export const eagles = {
  id: 19,
  slug: "philadelphia-eagles",
  name: "Eagles",
  city: "Philadelphia",
  abbreviation: "PHI",
  short_name: "Eagles",
  sport_name: "Football",
  level_name: "Professional",
  league_name: "National Football League",
  division: "NFC East",
  conference: "NFC",
  state: "PA",
  country: "USA",
  stadium: "Lincoln Financial Field",
  founded_year: 1933,
  is_active: true,
  championships_won: 2,
  // Super Bowl LIX, February 2025, closed the 2024 season.
  last_championship_year: 2024,
  last_championship_season: "2024",
  sport: { name: "Football", slug: "football", abbreviation: "FB" },
} satisfies ContractTeam;

export const eaglesCard: Team = {
  key: "19",
  slug: "philadelphia-eagles",
  name: "Eagles",
  city: "Philadelphia",
  fullName: "Philadelphia Eagles",
  abbreviation: "PHI",
  sportName: "Football",
  sportSlug: "football",
  levelName: "Professional",
  levelSlug: "professional",
  division: "NFC East",
  conference: "NFC",
  stadium: "Lincoln Financial Field",
  location: "Philadelphia, PA",
  foundedYear: "1933",
  championshipsWon: 2,
  lastChampionship: "2024",
};

interface SportRef {
  name: string;
  slug: string;
  abbreviation: string;
}

/** One team in the API's shape (spec §3 Team). */
export interface ApiTeam {
  id: number;
  slug: string;
  name: string;
  city: string;
  abbreviation: string;
  short_name: string | null;
  sport_name: string;
  level_name: string;
  league_name: string;
  division: string | null;
  conference: string | null;
  state: string | null;
  country: string | null;
  stadium: string | null;
  founded_year: number | null;
  is_active: boolean;
  championships_won: number;
  last_championship_year: number | null;
  last_championship_season: string | null;
  sport: SportRef;
}

const SPORTS: Record<string, SportRef> = {
  Football: { name: "Football", slug: "football", abbreviation: "FB" },
  Basketball: { name: "Basketball", slug: "basketball", abbreviation: "BB" },
  Baseball: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
  Hockey: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
};

const LEVEL_SLUGS: Record<string, string> = { Professional: "professional", "NCAA Division I": "ncaa-division-i" };

type TeamFields = Pick<ApiTeam, "id" | "slug" | "name" | "city" | "abbreviation" | "sport_name" | "level_name" | "league_name"> & Partial<ApiTeam>;

/** The API's row, with the values most rows share written once. */
function team(fields: TeamFields): ApiTeam {
  const sport = SPORTS[fields.sport_name];
  if (!sport) throw new Error(`No sport ${fields.sport_name}`);
  return {
    short_name: fields.name,
    division: null,
    conference: null,
    state: null,
    country: "USA",
    stadium: null,
    founded_year: null,
    is_active: true,
    championships_won: 0,
    last_championship_year: null,
    last_championship_season: null,
    sport,
    ...fields,
  };
}

/** In the API's default order (city, name, id). */
export const apiTeams: readonly ApiTeam[] = [
  team({ id: 376, slug: "chicago-pittsburgh-union-league", name: "Chicago/Pittsburgh (Union League)", city: "", abbreviation: "CPI", sport_name: "Baseball", level_name: "Professional", league_name: "Major League Baseball", conference: "Union Association", country: null, founded_year: 1884, is_active: false }),
  team({ id: 146, slug: "alabama-crimson-tide-football", name: "Crimson Tide", city: "Alabama", abbreviation: "ALA", sport_name: "Football", level_name: "NCAA Division I", league_name: "NCAA Division I Football Bowl Subdivision", conference: "SEC", state: "AL", stadium: "Bryant-Denny Stadium", championships_won: 12, last_championship_year: 2020, last_championship_season: "2020" }),
  team({ id: 29, slug: "arizona-cardinals", name: "Cardinals", city: "Arizona", abbreviation: "ARI", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC West", conference: "NFC", state: "AZ", stadium: "State Farm Stadium", founded_year: 1920 }),
  team({ id: 25, slug: "atlanta-falcons", name: "Falcons", city: "Atlanta", abbreviation: "ATL", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC South", conference: "NFC", state: "GA", stadium: "Mercedes-Benz Stadium", founded_year: 1966 }),
  team({ id: 33, slug: "atlanta-hawks", name: "Hawks", city: "Atlanta", abbreviation: "ATL", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Southeast", conference: "Eastern", state: "GA", stadium: "State Farm Arena", founded_year: 1949, championships_won: 1, last_championship_year: 1957, last_championship_season: "1957-58" }),
  team({ id: 63, slug: "baltimore-bullets-1947", name: "Bullets", city: "Baltimore", abbreviation: "BLB", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", state: "MD", founded_year: 1947, is_active: false, championships_won: 1, last_championship_year: 1947, last_championship_season: "1947-48" }),
  team({ id: 5, slug: "baltimore-ravens", name: "Ravens", city: "Baltimore", abbreviation: "BAL", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC North", conference: "AFC", state: "MD", stadium: "M&T Bank Stadium", founded_year: 1996, championships_won: 2, last_championship_year: 2012, last_championship_season: "2012" }),
  team({ id: 34, slug: "boston-celtics", name: "Celtics", city: "Boston", abbreviation: "BOS", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Atlantic", conference: "Eastern", state: "MA", stadium: "TD Garden", founded_year: 1946, championships_won: 18, last_championship_year: 2023, last_championship_season: "2023-24" }),
  team({ id: 35, slug: "brooklyn-nets", name: "Nets", city: "Brooklyn", abbreviation: "BKN", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Atlantic", conference: "Eastern", state: "NY", stadium: "Barclays Center", founded_year: 1967 }),
  team({ id: 1, slug: "buffalo-bills", name: "Bills", city: "Buffalo", abbreviation: "BUF", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC East", conference: "AFC", state: "NY", stadium: "Highmark Stadium", founded_year: 1960 }),
  team({ id: 26, slug: "carolina-panthers", name: "Panthers", city: "Carolina", abbreviation: "CAR", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC South", conference: "NFC", state: "NC", stadium: "Bank of America Stadium", founded_year: 1995 }),
  team({ id: 36, slug: "charlotte-hornets", name: "Hornets", city: "Charlotte", abbreviation: "CHA", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Southeast", conference: "Eastern", state: "NC", stadium: "Spectrum Center", founded_year: 1988 }),
  team({ id: 21, slug: "chicago-bears", name: "Bears", city: "Chicago", abbreviation: "CHI", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC North", conference: "NFC", state: "IL", stadium: "Soldier Field", founded_year: 1920, championships_won: 1, last_championship_year: 1985, last_championship_season: "1985" }),
  team({ id: 37, slug: "chicago-bulls", name: "Bulls", city: "Chicago", abbreviation: "CHI", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Central", conference: "Eastern", state: "IL", stadium: "United Center", founded_year: 1966, championships_won: 6, last_championship_year: 1997, last_championship_season: "1997-98" }),
  team({ id: 62, slug: "chicago-stags", name: "Stags", city: "Chicago", abbreviation: "CHS", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", state: "IL", founded_year: 1946, is_active: false }),
  team({ id: 6, slug: "cincinnati-bengals", name: "Bengals", city: "Cincinnati", abbreviation: "CIN", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC North", conference: "AFC", state: "OH", stadium: "Paycor Stadium", founded_year: 1968 }),
  team({ id: 7, slug: "cleveland-browns", name: "Browns", city: "Cleveland", abbreviation: "CLE", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC North", conference: "AFC", state: "OH", stadium: "Huntington Bank Field", founded_year: 1946 }),
  team({ id: 38, slug: "cleveland-cavaliers", name: "Cavaliers", city: "Cleveland", abbreviation: "CLE", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Central", conference: "Eastern", state: "OH", stadium: "Rocket Arena", founded_year: 1970, championships_won: 1, last_championship_year: 2015, last_championship_season: "2015-16" }),
  team({ id: 17, slug: "dallas-cowboys", name: "Cowboys", city: "Dallas", abbreviation: "DAL", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC East", conference: "NFC", state: "TX", stadium: "AT&T Stadium", founded_year: 1960, championships_won: 5, last_championship_year: 1995, last_championship_season: "1995" }),
  team({ id: 39, slug: "dallas-mavericks", name: "Mavericks", city: "Dallas", abbreviation: "DAL", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Southwest", conference: "Western", state: "TX", stadium: "American Airlines Center", founded_year: 1980, championships_won: 1, last_championship_year: 2010, last_championship_season: "2010-11" }),
  team({ id: 13, slug: "denver-broncos", name: "Broncos", city: "Denver", abbreviation: "DEN", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC West", conference: "AFC", state: "CO", stadium: "Empower Field at Mile High", founded_year: 1960, championships_won: 3, last_championship_year: 2015, last_championship_season: "2015" }),
  team({ id: 40, slug: "denver-nuggets", name: "Nuggets", city: "Denver", abbreviation: "DEN", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Northwest", conference: "Western", state: "CO", stadium: "Ball Arena", founded_year: 1967, championships_won: 1, last_championship_year: 2022, last_championship_season: "2022-23" }),
  team({ id: 22, slug: "detroit-lions", name: "Lions", city: "Detroit", abbreviation: "DET", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC North", conference: "NFC", state: "MI", stadium: "Ford Field", founded_year: 1930 }),
  team({ id: 41, slug: "detroit-pistons", name: "Pistons", city: "Detroit", abbreviation: "DET", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Central", conference: "Eastern", state: "MI", stadium: "Little Caesars Arena", founded_year: 1948, championships_won: 3, last_championship_year: 2003, last_championship_season: "2003-04" }),
  team({ id: 188, slug: "duke-blue-devils-basketball", name: "Blue Devils", city: "Duke", abbreviation: "DUKE", sport_name: "Basketball", level_name: "NCAA Division I", league_name: "NCAA Division I Men's Basketball", conference: "ACC", state: "NC", stadium: "Cameron Indoor Stadium", championships_won: 5, last_championship_year: 2014, last_championship_season: "2014-15" }),
  team({ id: 132, slug: "edmonton-oilers", name: "Oilers", city: "Edmonton", abbreviation: "EDM", sport_name: "Hockey", level_name: "Professional", league_name: "National Hockey League", division: "Pacific", conference: "Western", state: "AB", country: "Canada", stadium: "Rogers Place", founded_year: 1972, championships_won: 5, last_championship_year: 1989, last_championship_season: "1989-90" }),
  team({ id: 42, slug: "golden-state-warriors", name: "Warriors", city: "Golden State", abbreviation: "GSW", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Pacific", conference: "Western", state: "CA", stadium: "Chase Center", founded_year: 1946, championships_won: 7, last_championship_year: 2021, last_championship_season: "2021-22" }),
  team({ id: 23, slug: "green-bay-packers", name: "Packers", city: "Green Bay", abbreviation: "GB", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC North", conference: "NFC", state: "WI", stadium: "Lambeau Field", founded_year: 1921, championships_won: 4, last_championship_year: 2010, last_championship_season: "2010" }),
  team({ id: 43, slug: "houston-rockets", name: "Rockets", city: "Houston", abbreviation: "HOU", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Southwest", conference: "Western", state: "TX", stadium: "Toyota Center", founded_year: 1967, championships_won: 2, last_championship_year: 1994, last_championship_season: "1994-95" }),
  team({ id: 9, slug: "houston-texans", name: "Texans", city: "Houston", abbreviation: "HOU", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC South", conference: "AFC", state: "TX", stadium: "NRG Stadium", founded_year: 2002 }),
  team({ id: 44, slug: "indiana-pacers", name: "Pacers", city: "Indiana", abbreviation: "IND", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Central", conference: "Eastern", state: "IN", stadium: "Gainbridge Fieldhouse", founded_year: 1967 }),
  team({ id: 10, slug: "indianapolis-colts", name: "Colts", city: "Indianapolis", abbreviation: "IND", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC South", conference: "AFC", state: "IN", stadium: "Lucas Oil Stadium", founded_year: 1953, championships_won: 2, last_championship_year: 2006, last_championship_season: "2006" }),
  team({ id: 11, slug: "jacksonville-jaguars", name: "Jaguars", city: "Jacksonville", abbreviation: "JAX", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC South", conference: "AFC", state: "FL", stadium: "EverBank Stadium", founded_year: 1995 }),
  team({ id: 14, slug: "kansas-city-chiefs", name: "Chiefs", city: "Kansas City", abbreviation: "KC", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC West", conference: "AFC", state: "MO", stadium: "Arrowhead Stadium", founded_year: 1960, championships_won: 4, last_championship_year: 2023, last_championship_season: "2023" }),
  team({ id: 15, slug: "las-vegas-raiders", name: "Raiders", city: "Las Vegas", abbreviation: "LV", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC West", conference: "AFC", state: "NV", stadium: "Allegiant Stadium", founded_year: 1960, championships_won: 3, last_championship_year: 1983, last_championship_season: "1983" }),
  team({ id: 16, slug: "los-angeles-chargers", name: "Chargers", city: "Los Angeles", abbreviation: "LAC", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC West", conference: "AFC", state: "CA", stadium: "SoFi Stadium", founded_year: 1960 }),
  team({ id: 45, slug: "los-angeles-clippers", name: "Clippers", city: "Los Angeles", abbreviation: "LAC", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Pacific", conference: "Western", state: "CA", stadium: "Intuit Dome", founded_year: 1970 }),
  team({ id: 46, slug: "los-angeles-lakers", name: "Lakers", city: "Los Angeles", abbreviation: "LAL", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Pacific", conference: "Western", state: "CA", stadium: "Crypto.com Arena", founded_year: 1948, championships_won: 17, last_championship_year: 2019, last_championship_season: "2019-20" }),
  team({ id: 30, slug: "los-angeles-rams", name: "Rams", city: "Los Angeles", abbreviation: "LAR", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC West", conference: "NFC", state: "CA", stadium: "SoFi Stadium", founded_year: 1936, championships_won: 2, last_championship_year: 2021, last_championship_season: "2021" }),
  team({ id: 47, slug: "memphis-grizzlies", name: "Grizzlies", city: "Memphis", abbreviation: "MEM", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Southwest", conference: "Western", state: "TN", stadium: "FedExForum", founded_year: 1995 }),
  team({ id: 2, slug: "miami-dolphins", name: "Dolphins", city: "Miami", abbreviation: "MIA", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC East", conference: "AFC", state: "FL", stadium: "Hard Rock Stadium", founded_year: 1966, championships_won: 2, last_championship_year: 1973, last_championship_season: "1973" }),
  team({ id: 48, slug: "miami-heat", name: "Heat", city: "Miami", abbreviation: "MIA", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Southeast", conference: "Eastern", state: "FL", stadium: "Kaseya Center", founded_year: 1988, championships_won: 3, last_championship_year: 2012, last_championship_season: "2012-13" }),
  team({ id: 49, slug: "milwaukee-bucks", name: "Bucks", city: "Milwaukee", abbreviation: "MIL", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Central", conference: "Eastern", state: "WI", stadium: "Fiserv Forum", founded_year: 1968, championships_won: 2, last_championship_year: 2020, last_championship_season: "2020-21" }),
  team({ id: 50, slug: "minnesota-timberwolves", name: "Timberwolves", city: "Minnesota", abbreviation: "MIN", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Northwest", conference: "Western", state: "MN", stadium: "Target Center", founded_year: 1989 }),
  team({ id: 24, slug: "minnesota-vikings", name: "Vikings", city: "Minnesota", abbreviation: "MIN", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC North", conference: "NFC", state: "MN", stadium: "U.S. Bank Stadium", founded_year: 1961 }),
  team({ id: 127, slug: "montreal-canadiens", name: "Canadiens", city: "Montreal", abbreviation: "MTL", sport_name: "Hockey", level_name: "Professional", league_name: "National Hockey League", division: "Atlantic", conference: "Eastern", state: "QC", country: "Canada", stadium: "Bell Centre", founded_year: 1909, championships_won: 23, last_championship_year: 1992, last_championship_season: "1992-93" }),
  team({ id: 3, slug: "new-england-patriots", name: "Patriots", city: "New England", abbreviation: "NE", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC East", conference: "AFC", state: "MA", stadium: "Gillette Stadium", founded_year: 1960, championships_won: 6, last_championship_year: 2018, last_championship_season: "2018" }),
  team({ id: 51, slug: "new-orleans-pelicans", name: "Pelicans", city: "New Orleans", abbreviation: "NOP", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Southwest", conference: "Western", state: "LA", stadium: "Smoothie King Center", founded_year: 2002 }),
  team({ id: 27, slug: "new-orleans-saints", name: "Saints", city: "New Orleans", abbreviation: "NO", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC South", conference: "NFC", state: "LA", stadium: "Caesars Superdome", founded_year: 1967, championships_won: 1, last_championship_year: 2009, last_championship_season: "2009" }),
  team({ id: 18, slug: "new-york-giants", name: "Giants", city: "New York", abbreviation: "NYG", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC East", conference: "NFC", state: "NJ", stadium: "MetLife Stadium", founded_year: 1925, championships_won: 4, last_championship_year: 2011, last_championship_season: "2011" }),
  team({ id: 4, slug: "new-york-jets", name: "Jets", city: "New York", abbreviation: "NYJ", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC East", conference: "AFC", state: "NJ", stadium: "MetLife Stadium", founded_year: 1960, championships_won: 1, last_championship_year: 1968, last_championship_season: "1968" }),
  team({ id: 52, slug: "new-york-knicks", name: "Knicks", city: "New York", abbreviation: "NYK", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Atlantic", conference: "Eastern", state: "NY", stadium: "Madison Square Garden", founded_year: 1946, championships_won: 2, last_championship_year: 1972, last_championship_season: "1972-73" }),
  team({ id: 67, slug: "new-york-yankees", name: "Yankees", city: "New York", abbreviation: "NYY", sport_name: "Baseball", level_name: "Professional", league_name: "Major League Baseball", division: "AL East", conference: "American League", state: "NY", stadium: "Yankee Stadium", founded_year: 1901, championships_won: 27, last_championship_year: 2009, last_championship_season: "2009" }),
  team({ id: 53, slug: "oklahoma-city-thunder", name: "Thunder", city: "Oklahoma City", abbreviation: "OKC", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Northwest", conference: "Western", state: "OK", stadium: "Paycom Center", founded_year: 1967, championships_won: 2, last_championship_year: 2024, last_championship_season: "2024-25" }),
  team({ id: 54, slug: "orlando-magic", name: "Magic", city: "Orlando", abbreviation: "ORL", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Southeast", conference: "Eastern", state: "FL", stadium: "Kia Center", founded_year: 1989 }),
  team({ id: 55, slug: "philadelphia-76ers", name: "76ers", city: "Philadelphia", abbreviation: "PHI", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Atlantic", conference: "Eastern", state: "PA", stadium: "Xfinity Mobile Arena", founded_year: 1949, championships_won: 3, last_championship_year: 1982, last_championship_season: "1982-83" }),
  eagles,
  team({ id: 56, slug: "phoenix-suns", name: "Suns", city: "Phoenix", abbreviation: "PHX", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Pacific", conference: "Western", state: "AZ", stadium: "Mortgage Matchup Center", founded_year: 1968 }),
  team({ id: 8, slug: "pittsburgh-steelers", name: "Steelers", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC North", conference: "AFC", state: "PA", stadium: "Acrisure Stadium", founded_year: 1933, championships_won: 6, last_championship_year: 2008, last_championship_season: "2008" }),
  team({ id: 57, slug: "portland-trail-blazers", name: "Trail Blazers", city: "Portland", abbreviation: "POR", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Northwest", conference: "Western", state: "OR", stadium: "Moda Center", founded_year: 1970, championships_won: 1, last_championship_year: 1976, last_championship_season: "1976-77" }),
  team({ id: 58, slug: "sacramento-kings", name: "Kings", city: "Sacramento", abbreviation: "SAC", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Pacific", conference: "Western", state: "CA", stadium: "Golden 1 Center", founded_year: 1948, championships_won: 1, last_championship_year: 1950, last_championship_season: "1950-51" }),
  team({ id: 59, slug: "san-antonio-spurs", name: "Spurs", city: "San Antonio", abbreviation: "SAS", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Southwest", conference: "Western", state: "TX", stadium: "Frost Bank Center", founded_year: 1967, championships_won: 5, last_championship_year: 2013, last_championship_season: "2013-14" }),
  team({ id: 31, slug: "san-francisco-49ers", name: "49ers", city: "San Francisco", abbreviation: "SF", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC West", conference: "NFC", state: "CA", stadium: "Levi's Stadium", founded_year: 1946, championships_won: 5, last_championship_year: 1994, last_championship_season: "1994" }),
  team({ id: 32, slug: "seattle-seahawks", name: "Seahawks", city: "Seattle", abbreviation: "SEA", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC West", conference: "NFC", state: "WA", stadium: "Lumen Field", founded_year: 1976, championships_won: 1, last_championship_year: 2013, last_championship_season: "2013" }),
  team({ id: 28, slug: "tampa-bay-buccaneers", name: "Buccaneers", city: "Tampa Bay", abbreviation: "TB", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC South", conference: "NFC", state: "FL", stadium: "Raymond James Stadium", founded_year: 1976, championships_won: 2, last_championship_year: 2020, last_championship_season: "2020" }),
  team({ id: 12, slug: "tennessee-titans", name: "Titans", city: "Tennessee", abbreviation: "TEN", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "AFC South", conference: "AFC", state: "TN", stadium: "Nissan Stadium", founded_year: 1960 }),
  team({ id: 68, slug: "texas-rangers", name: "Rangers", city: "Texas", abbreviation: "TEX", sport_name: "Baseball", level_name: "Professional", league_name: "Major League Baseball", division: "AL West", conference: "American League", state: "TX", stadium: "Globe Life Field", founded_year: 1961, championships_won: 1, last_championship_year: 2023, last_championship_season: "2023" }),
  team({ id: 65, slug: "toronto-raptors", name: "Raptors", city: "Toronto", abbreviation: "TOR", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Atlantic", conference: "Eastern", state: "ON", country: "Canada", stadium: "Scotiabank Arena", founded_year: 1995, championships_won: 1, last_championship_year: 2018, last_championship_season: "2018-19" }),
  team({ id: 115, slug: "utah-hockey-club", name: "Hockey Club", city: "Utah", abbreviation: "UTA", short_name: "Utah", sport_name: "Hockey", level_name: "Professional", league_name: "National Hockey League", division: "Central", conference: "Western", state: "UT", stadium: "Delta Center", founded_year: 2024 }),
  team({ id: 60, slug: "utah-jazz", name: "Jazz", city: "Utah", abbreviation: "UTA", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Northwest", conference: "Western", state: "UT", stadium: "Delta Center", founded_year: 1974 }),
  team({ id: 64, slug: "washington-capitols", name: "Capitols", city: "Washington", abbreviation: "WSC", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", state: "DC", founded_year: 1946, is_active: false }),
  team({ id: 20, slug: "washington-commanders", name: "Commanders", city: "Washington", abbreviation: "WAS", sport_name: "Football", level_name: "Professional", league_name: "National Football League", division: "NFC East", conference: "NFC", state: "MD", stadium: "Northwest Stadium", founded_year: 1932, championships_won: 3, last_championship_year: 1991, last_championship_season: "1991" }),
  team({ id: 61, slug: "washington-wizards", name: "Wizards", city: "Washington", abbreviation: "WAS", sport_name: "Basketball", level_name: "Professional", league_name: "National Basketball Association", division: "Southeast", conference: "Eastern", state: "DC", stadium: "Capital One Arena", founded_year: 1961, championships_won: 1, last_championship_year: 1977, last_championship_season: "1977-78" }),
];

function find(slug: string): ApiTeam {
  const found = apiTeams.find((row) => row.slug === slug);
  if (!found) throw new Error(`No team fixture ${slug}`);
  return found;
}

export const philadelphiaEagles = find("philadelphia-eagles");
export const greenBayPackers = find("green-bay-packers");
export const alabamaFootball = find("alabama-crimson-tide-football");
export const bostonCeltics = find("boston-celtics");
export const montrealCanadiens = find("montreal-canadiens");
export const texasRangers = find("texas-rangers");

/** A short list of one team per kind, for tests that need a few cards. */
export const someTeams: readonly ApiTeam[] = [alabamaFootball, bostonCeltics, greenBayPackers, montrealCanadiens, philadelphiaEagles, texasRangers];

export interface MockListOptions {
  /** Rows per page at most; the API's is 500. Smaller values exercise following `next`. */
  maxPageSize?: number;
  /** Receives each request's path and query, in order. */
  calls?: string[];
}

/** GET /api/teams/teams/, paged and filtered (sport__slug, level__slug) like the API. */
export function teamsHandler(teams: readonly ApiTeam[] = apiTeams, options: MockListOptions = {}) {
  return http.get(TEAMS_PATH, ({ request }) => {
    const url = new URL(request.url);
    options.calls?.push(url.pathname + url.search);
    const sport = url.searchParams.get("sport__slug");
    const level = url.searchParams.get("level__slug");
    const rows = teams.filter((row) => (!sport || row.sport.slug === sport) && (!level || LEVEL_SLUGS[row.level_name] === level));
    const page = Number(url.searchParams.get("page") ?? "1");
    const size = Math.min(Number(url.searchParams.get("page_size") ?? "100"), options.maxPageSize ?? 500);
    const results = rows.slice((page - 1) * size, page * size);
    const nextUrl = new URL(url);
    nextUrl.searchParams.set("page", String(page + 1));
    return HttpResponse.json({
      count: rows.length,
      next: page * size < rows.length ? nextUrl.toString() : null,
      previous: null,
      results,
    });
  });
}

// Issue #16: a franchise's page.
export { franchiseHandlers, maroonsDetail, maroonsSeasons, rangersDetail, rangersSeasons } from "./franchise-mocks";
