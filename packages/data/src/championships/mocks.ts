// The eight championships as the API answers them (GET /api/championships/championships/,
// taken from the running API with the full data), and mock handlers for tests and stories.
// The data tests' row and its normalised card come first.
import type { Championship as ContractChampionship } from "@tl/contract/championships";
import type { Championship } from "./championship";
import { CHAMPIONSHIPS_PATH, type RawChampionship } from "./index";
import { http, HttpResponse } from "msw";
import { drfPage, notFound, type Intercept } from "../shared/mocks";

// As the API answers it (GET /api/championships/championships/world-series/).
export const worldSeries = {
  id: 3,
  slug: "world-series",
  name: "World Series",
  official_name: "World Series",
  description: "The championship series of Major League Baseball between the American and National League pennant winners, first played in 1903.",
  trophy_name: "Commissioner's Trophy",
  first_year: 1903,
  first_season_start_year: 1903,
  last_season_start_year: 2024,
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
  level: { name: "Professional", slug: "professional" },
  league: { name: "Major League Baseball", slug: "mlb", abbreviation: "MLB" },
} satisfies ContractChampionship;

export const normalisedWorldSeries: Championship = {
  key: "3",
  slug: "world-series",
  name: "World Series",
  officialName: "World Series",
  description: worldSeries.description,
  trophyName: "Commissioner's Trophy",
  firstYear: 1903,
  firstSeasonStartYear: 1903,
  lastSeasonStartYear: 2024,
  sportName: "Baseball",
  sportSlug: "baseball",
  sportAbbreviation: "BSB",
  levelName: "Professional",
  levelSlug: "professional",
  leagueName: "Major League Baseball",
};

/** A DRF page, as the API answers every list. */

/** In the API's order: by first year. */
export const championships = [
  worldSeries,
  {
    id: 4, slug: "stanley-cup-final", name: "Stanley Cup Final", official_name: "Stanley Cup Final",
    description: "The NHL's best-of-seven championship series for the Stanley Cup, the oldest trophy in North American professional sport.",
    trophy_name: "Stanley Cup", first_year: 1918, first_season_start_year: 1917, last_season_start_year: 2024, sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
    level: { name: "Professional", slug: "professional" }, league: { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" },
  },
  {
    id: 5, slug: "college-football-national-championship", name: "College Football National Championship",
    official_name: "College Football Playoff National Championship",
    description: "The national champion of major college football: the AP poll champion from 1936, the BCS champion from 1998 and the College Football Playoff champion from 2014.",
    trophy_name: "College Football Playoff National Championship Trophy", first_year: 1936, first_season_start_year: 1936, last_season_start_year: 2024,
    sport: { name: "Football", slug: "football", abbreviation: "FB" }, level: { name: "NCAA Division I", slug: "ncaa-division-i" },
    league: { name: "NCAA Division I Football Bowl Subdivision", slug: "ncaa-fbs", abbreviation: "FBS" },
  },
  {
    id: 6, slug: "ncaa-mens-basketball-tournament", name: "NCAA Men's Basketball Tournament",
    official_name: "NCAA Division I Men's Basketball Tournament",
    description: "March Madness: the single-elimination tournament that has decided the men's college basketball national champion since 1939.",
    trophy_name: "NCAA Championship Trophy", first_year: 1939, first_season_start_year: 1938, last_season_start_year: 2024, sport: { name: "Basketball", slug: "basketball", abbreviation: "BB" },
    level: { name: "NCAA Division I", slug: "ncaa-division-i" },
    league: { name: "NCAA Division I Men's Basketball", slug: "ncaa-d1-mbb", abbreviation: "NCAA" },
  },
  {
    id: 2, slug: "nba-finals", name: "NBA Finals", official_name: "NBA Finals",
    description: "The best-of-seven championship series of the NBA, contested since the league's first season as the BAA in 1946-47.",
    trophy_name: "Larry O'Brien Championship Trophy", first_year: 1947, first_season_start_year: 1946, last_season_start_year: 2024, sport: { name: "Basketball", slug: "basketball", abbreviation: "BB" },
    level: { name: "Professional", slug: "professional" }, league: { name: "National Basketball Association", slug: "nba", abbreviation: "NBA" },
  },
  {
    id: 7, slug: "mens-college-world-series", name: "Men's College World Series", official_name: "NCAA Division I Men's College World Series",
    description: "The final stage of the NCAA Division I baseball tournament, played in Omaha since 1950 and first held in 1947.",
    trophy_name: "NCAA Championship Trophy", first_year: 1947, first_season_start_year: 1947, last_season_start_year: 2025, sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
    level: { name: "NCAA Division I", slug: "ncaa-division-i" },
    league: { name: "NCAA Division I Baseball", slug: "ncaa-d1-baseball", abbreviation: "NCAA" },
  },
  {
    id: 8, slug: "frozen-four", name: "Frozen Four", official_name: "NCAA Division I Men's Ice Hockey Championship",
    description: "The semifinals and final of the NCAA men's ice hockey tournament, which has crowned a national champion since 1948.",
    trophy_name: "NCAA Championship Trophy", first_year: 1948, first_season_start_year: 1947, last_season_start_year: 2024, sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
    level: { name: "NCAA Division I", slug: "ncaa-division-i" },
    league: { name: "NCAA Division I Men's Ice Hockey", slug: "ncaa-d1-mih", abbreviation: "NCAA" },
  },
  {
    id: 1, slug: "super-bowl", name: "Super Bowl", official_name: "Super Bowl",
    description: "The NFL's championship game, played since the 1966 season between the champions of the AFC and the NFC.",
    trophy_name: "Vince Lombardi Trophy", first_year: 1967, first_season_start_year: 1966, last_season_start_year: 2024, sport: { name: "Football", slug: "football", abbreviation: "FB" },
    level: { name: "Professional", slug: "professional" }, league: { name: "National Football League", slug: "nfl", abbreviation: "NFL" },
  },
] satisfies RawChampionship[];

const matches = (wanted: string | null, actual: string | null | undefined) => wanted === null || wanted === actual;
const refSlug = (ref: RawChampionship["sport"]) => (typeof ref === "string" ? ref : ref?.slug);

/** GET /api/championships/championships/, honouring sport__slug and level__slug as the API does. */
export function championshipsHandler(options: { results?: readonly RawChampionship[]; intercept?: Intercept } = {}) {
  const { results = championships, intercept } = options;
  return http.get(CHAMPIONSHIPS_PATH, ({ request }) => {
    const url = new URL(request.url);
    const answer = intercept?.(url);
    if (answer) return answer;
    const sport = url.searchParams.get("sport__slug");
    const level = url.searchParams.get("level__slug");
    return HttpResponse.json(drfPage(results.filter((row) => matches(sport, refSlug(row.sport)) && matches(level, refSlug(row.level)))));
  });
}

/** GET /api/championships/championships/{slug}/: one of `results`, else 404. */
export function championshipHandler(options: { results?: readonly RawChampionship[]; intercept?: Intercept } = {}) {
  const { results = championships, intercept } = options;
  return http.get(`${CHAMPIONSHIPS_PATH}:slug/`, ({ request, params }) => {
    const answer = intercept?.(new URL(request.url));
    if (answer) return answer;
    const found = results.find((row) => row.slug === params.slug);
    return found ? HttpResponse.json(found) : notFound();
  });
}
