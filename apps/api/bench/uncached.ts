// The first read of a list URL, which the response cache cannot answer: every request asks for a
// URL not asked before (a random day, season page or search), so each one goes to the database.
// Few connections, because these reads queue on one embedded-database connection: the figure is
// how long one visitor waits for a page nobody opened yet, on the full data (328,000 games).
import autocannon from "autocannon";

export const UNCACHED_P95_MS = 20;
const CONNECTIONS = 2;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const pad = (n: number) => String(n).padStart(2, "0");
const LETTERS = "abcdefghijklmnoprstw".split("");

const STANDING_ORDERS = ["rank", "-rank", "wins", "-wins", "win_percentage", "-win_percentage", "team", "-team"];

/** `target`: false for a list measured but not yet held to the target (player search: issue #17 indexes it). */
export const UNCACHED_SCENARIOS: { name: string; path: () => string; target: boolean }[] = [
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
      // Every season of these holds at least three pages of 25 games (1920 NFL: 75 of the file's games).
      return `/api/games/games/?sport__slug=${sport}&level__slug=professional&season__start_year=${String(between(first, last))}&page_size=25&page=${String(between(1, 3))}`;
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
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Loads one scenario for `seconds`; answers its p50 and p95 in ms and how many answers were not 2xx. */
export async function runUncached(base: string, scenario: (typeof UNCACHED_SCENARIOS)[number], seconds: number) {
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
      requests: [
        { setupRequest: (request: autocannon.Request) => ({ ...request, path: `${scenario.path()}&first_read=${String((sent += 1))}` }) },
      ],
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
