// The first read of a list URL, which the response cache cannot answer: every request asks for a
// URL not asked before (a random day, season page or search), so each one goes to the database.
// Few connections, because these reads queue on one embedded-database connection: the figure is
// how long one visitor waits for a page nobody opened yet, on the full data (328,000 games).
import autocannon from "autocannon";
import { ANALYTICS_SCENARIOS } from "./analytics-scenarios";

export const UNCACHED_P95_MS = 20;
const CONNECTIONS = 2;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const pad = (n: number) => String(n).padStart(2, "0");
const LETTERS = "abcdefghijklmnoprstw".split("");

const STANDING_ORDERS = ["rank", "-rank", "wins", "-wins", "win_percentage", "-win_percentage", "team", "-team"];

/** Every slug a list holds, fetched from the running API page by page (the pages of issue #16 pick one at random). */
async function slugsOf(base: string, list: string): Promise<string[]> {
  const slugs: string[] = [];
  let next: string | null = `${base}${list}`;
  while (next !== null) {
    const response = await fetch(next);
    if (!response.ok) throw new Error(`${list}: ${String(response.status)}`);
    const body = (await response.json()) as { next: string | null; results: { slug: string }[] };
    slugs.push(...body.results.map((row) => row.slug));
    // The API names its own host; keep asking the bench's server.
    next = body.next === null ? null : `${base}${new URL(body.next).pathname}${new URL(body.next).search}`;
  }
  if (slugs.length === 0) throw new Error(`${list}: no rows`);
  return slugs;
}

/** The slugs of `pages` random pages of 500 of a long list (the players: 33,000 rows, too many to read at start). */
async function sampleSlugsOf(base: string, list: string, pages: number): Promise<string[]> {
  const first = await fetch(`${base}${list}&page_size=1`);
  if (!first.ok) throw new Error(`${list}: ${String(first.status)}`);
  const { count } = (await first.json()) as { count: number };
  const last = Math.max(1, Math.ceil(count / 500));
  const slugs: string[] = [];
  for (let n = 0; n < pages; n += 1) {
    const response = await fetch(`${base}${list}&page_size=500&page=${String(between(1, last))}`);
    if (!response.ok) throw new Error(`${list}: ${String(response.status)}`);
    slugs.push(...((await response.json()) as { results: { slug: string }[] }).results.map((row) => row.slug));
  }
  return slugs;
}

let franchises: string[] = [];
let leagueSeasons: string[] = [];
const loadFranchises = async (base: string) => {
  if (franchises.length === 0) franchises = await slugsOf(base, "/api/teams/teams/?level__slug=professional&page_size=500");
};
const loadSeasons = async (base: string) => {
  if (leagueSeasons.length === 0) leagueSeasons = await slugsOf(base, "/api/championships/seasons/?level__slug=professional&page_size=500");
};
let playerSlugs: string[] = [];
let coachSlugs: string[] = [];
const loadPlayers = async (base: string) => {
  if (playerSlugs.length === 0) playerSlugs = await sampleSlugsOf(base, "/api/people/players/?level__slug=professional", 4);
};
const loadCoaches = async (base: string) => {
  if (coachSlugs.length === 0) coachSlugs = await slugsOf(base, "/api/people/coaches/?level__slug=professional&page_size=500");
};
const TEAM_SEASON_ORDERS = ["season", "-season", "win_percentage", "-win_percentage", "wins", "-wins", "rank"];

/** The whole site's search (issue #17): its own target, five kinds in one answer. */
const SEARCH_P95_MS = 30;
const search = (queries: readonly string[]) => () => `/api/search/?q=${encodeURIComponent(pick(queries))}`;

/**
 * `target`: false for a list measured but not yet held to the target.
 * `p95Ms`: the scenario's own target, where it is not UNCACHED_P95_MS.
 * `prepare`: run once before the scenario, against the running server (the slugs the pages pick from).
 */
export const UNCACHED_SCENARIOS: {
  name: string;
  path: () => string;
  target: boolean;
  p95Ms?: number;
  prepare?: (base: string) => Promise<void>;
}[] = [
  {
    name: "MLB games on a day",
    path: () =>
      `/api/games/games/?sport__slug=baseball&level__slug=professional&date=${String(between(1871, 2025))}-${pad(between(4, 9))}-${pad(between(1, 28))}`,
    target: true,
  },
  {
    name: "games of a season",
    path: () => {
      const [sport, first, last] = pick([
        ["baseball", 1871, 2025],
        ["basketball", 1946, 2018],
        ["football", 1920, 2020],
      ] as const);
      // Every season of these holds at least two pages of 20 games (the fewest: NFL 1943, 42 games; 1932, 48).
      return `/api/games/games/?sport__slug=${sport}&level__slug=professional&season__start_year=${String(between(first, last))}&page_size=20&page=${String(between(1, 2))}`;
    },
    target: true,
  },
  {
    name: "standings of a season",
    path: () =>
      `/api/games/standings/?sport__slug=baseball&level__slug=professional&season=${String(between(1871, 2025))}&ordering=${pick(STANDING_ORDERS)}`,
    target: true,
  },
  {
    name: "player search",
    path: () => `/api/people/players/?search=${pick(LETTERS)}${pick(LETTERS)}&ordering=${pick(["last_name", "-last_name", "full_name"])}`,
    target: false,
  },
  // Issue #17's search box: common names, accented names typed without accents, two words, typos.
  {
    name: "search: a common name",
    path: search(["roy", "smith", "johnson", "brown", "jones", "miller", "davis"]),
    target: true,
    p95Ms: SEARCH_P95_MS,
  },
  {
    name: "search: accents left out",
    path: search(["hernandez", "beliveau", "lidstrom", "jokic", "guillen", "pena", "rodriguez", "jagr", "hasek"]),
    target: true,
    p95Ms: SEARCH_P95_MS,
  },
  {
    name: "search: two words",
    path: search(["babe ruth", "wayne gretzky", "mario lemieux", "new york", "toronto maple leafs", "ruth babe", "yankees 1998"]),
    target: true,
    p95Ms: SEARCH_P95_MS,
  },
  {
    name: "search: a typo",
    path: search(["wayne gretzki", "babe rut", "mickey mantel", "mario lemeiux", "jackie robinsen", "yankes", "gordie how"]),
    target: true,
    p95Ms: SEARCH_P95_MS,
  },
  // Issue #16's pages: a random professional franchise or league season each request.
  { name: "franchise page", path: () => `/api/teams/teams/${pick(franchises)}/`, target: true, prepare: loadFranchises },
  {
    name: "franchise seasons",
    path: () => `/api/teams/teams/${pick(franchises)}/seasons/?ordering=${pick(TEAM_SEASON_ORDERS)}`,
    target: true,
    prepare: loadFranchises,
  },
  { name: "season page", path: () => `/api/championships/seasons/${pick(leagueSeasons)}/`, target: true, prepare: loadSeasons },
  // The player and coach pages: a random professional player (of 2,000 sampled) or coach each request.
  { name: "player page", path: () => `/api/people/players/${pick(playerSlugs)}/`, target: true, prepare: loadPlayers },
  { name: "player seasons", path: () => `/api/people/players/${pick(playerSlugs)}/seasons/`, target: true, prepare: loadPlayers },
  { name: "coach page", path: () => `/api/people/coaches/${pick(coachSlugs)}/`, target: true, prepare: loadCoaches },
  { name: "coach seasons", path: () => `/api/people/coaches/${pick(coachSlugs)}/seasons/`, target: true, prepare: loadCoaches },
  ...ANALYTICS_SCENARIOS,
];

/** The path with a first_read counter (a detail's path has no query of its own yet). */
const withCounter = (path: string, n: number) => `${path}${path.includes("?") ? "&" : "?"}first_read=${String(n)}`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Loads one scenario for `seconds`; answers its p50 and p95 in ms and how many answers were not 2xx. */
export async function runUncached(base: string, scenario: (typeof UNCACHED_SCENARIOS)[number], seconds: number) {
  await scenario.prepare?.(base);
  const times: number[] = [];
  let failed = 0;
  let sent = 0;
  await new Promise<void>((resolve, reject) => {
    const options = {
      url: base,
      connections: CONNECTIONS,
      duration: seconds,
      // A counter no other request has: the response cache keys on the whole URL, and the API ignores
      // a parameter it does not know, so each request is a first read of its list.
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: withCounter(scenario.path(), (sent += 1)) }) }],
    };
    const instance = autocannon(options, (error: unknown) => {
      if (error instanceof Error) reject(error);
      else if (error) reject(new Error("autocannon failed"));
      else resolve();
    });
    instance.on("response", (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      if (status < 200 || status >= 300) failed += 1;
    });
  });
  times.sort((a, b) => a - b);
  return { requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95), failed };
}
