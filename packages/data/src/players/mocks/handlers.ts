// MSW handlers answering from the rows of rows.ts, as the API would.
import type { RawPlayer, RawPlayerSummary } from "../index";
import { http, HttpResponse, type HttpHandler } from "msw";
import { babeRuth, mikeTrout, wayneGretzky } from "./rows";

/** A list page as the API answers it; `count` is the rows matching on the server across all pages. */
export function playerPage(results: readonly RawPlayer[], options: { count?: number; next?: string | null } = {}) {
  return { count: options.count ?? results.length, next: options.next ?? null, previous: null, results };
}

const baseball = { name: "Baseball", slug: "baseball", abbreviation: "BSB" };
const hockey = { name: "Hockey", slug: "hockey", abbreviation: "HKY" };

const baseballPositions = ["Catcher", "Center Field", "Designated Hitter", "First Base", "Left Field", "Outfield", "Pitcher", "Right Field", "Second Base", "Shortstop", "Third Base"];
const hockeyPositions = ["Center", "Center/Left Wing", "Center/Right Wing", "Defense", "Defense/Left Wing", "Forward", "Goalie", "Left Wing", "Left Wing/Center", "Left Wing/Defense", "Right Wing", "Wing"];

const teams = {
  atlantaBraves: { slug: "atlanta-braves", abbreviation: "ATL", name: "Braves", city: "Atlanta", sport_name: "Baseball" },
  carolinaHurricanes: { slug: "carolina-hurricanes", abbreviation: "CAR", name: "Hurricanes", city: "Carolina", sport_name: "Hockey" },
  losAngelesAngels: { slug: "los-angeles-angels", abbreviation: "LAA", name: "Angels", city: "Los Angeles", sport_name: "Baseball" },
  losAngelesDodgers: { slug: "los-angeles-dodgers", abbreviation: "LAD", name: "Dodgers", city: "Los Angeles", sport_name: "Baseball" },
  newYorkRangers: { slug: "new-york-rangers", abbreviation: "NYR", name: "Rangers", city: "New York", sport_name: "Hockey" },
  newYorkYankees: { slug: "new-york-yankees", abbreviation: "NYY", name: "Yankees", city: "New York", sport_name: "Baseball" },
  ottawaSenators: { slug: "ottawa-senators", abbreviation: "OTT", name: "Senators", city: "Ottawa", sport_name: "Hockey" },
  stLouisCardinals: { slug: "st-louis-cardinals", abbreviation: "STL", name: "Cardinals", city: "St. Louis", sport_name: "Baseball" },
  stLouisBlues: { slug: "st-louis-blues", abbreviation: "STL", name: "Blues", city: "St. Louis", sport_name: "Hockey" },
};

/** Every player of the full data (hub), with the options over both sports. */
export const hubSummary = {
  count: 28467,
  active: 2442,
  championships: 6961,
  all_star_selections: 5398,
  sports: [baseball, hockey],
  positions: [...baseballPositions, ...hockeyPositions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  teams: Object.values(teams),
} satisfies RawPlayerSummary;

/** Every baseball player (MLB site, or the hub's sport dropdown on Baseball). */
export const baseballSummary = {
  count: 20730,
  active: 1457,
  championships: 4345,
  all_star_selections: 5398,
  sports: [baseball],
  positions: baseballPositions,
  teams: Object.values(teams).filter((team) => team.sport_name === "Baseball"),
} satisfies RawPlayerSummary;

/** Every hockey player (NHL site, or the hub's sport dropdown on Hockey). */
export const hockeySummary = {
  count: 7737,
  active: 985,
  championships: 2616,
  // No All-Star data for the NHL: unknown, not 0.
  all_star_selections: null,
  sports: [hockey],
  positions: hockeyPositions,
  teams: Object.values(teams).filter((team) => team.sport_name === "Hockey"),
} satisfies RawPlayerSummary;

/** The summary for a call's sport (its other filters are not applied: tests assert the call itself). */
export function summaryFor(url: URL) {
  const sport = url.searchParams.get("sport__slug");
  if (sport === "baseball") return baseballSummary;
  if (sport === "hockey") return hockeySummary;
  return hubSummary;
}

/** A JSON body, or a Response (an error …). */
type Reply = object;

export const PLAYER_LIST_PATHS = ["/api/people/players/", "/api/people/players/active/", "/api/people/players/by_position/"] as const;

/**
 * Handlers for the players lists (all, active/, by_position/) and summary/. `calls` receives
 * `path?query` of every request, in order. Defaults: Ruth, Trout and Gretzky; summaryFor.
 */
export function playersHandlers(
  options: { list?: (url: URL) => Reply | Promise<Reply>; summary?: (url: URL) => Reply | Promise<Reply>; calls?: string[] } = {},
): HttpHandler[] {
  const { list = () => playerPage([babeRuth, mikeTrout, wayneGretzky]), summary = summaryFor, calls } = options;
  const answer = (respond: (url: URL) => Reply | Promise<Reply>) => async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    calls?.push(`${url.pathname}${url.search}`);
    const reply = await respond(url);
    return reply instanceof Response ? reply : HttpResponse.json(reply);
  };
  return [
    http.get("/api/people/players/summary/", answer(summary)),
    ...PLAYER_LIST_PATHS.map((path) => http.get(path, answer(list))),
  ];
}
