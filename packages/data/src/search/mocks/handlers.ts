// GET /api/search/ answered from rows.ts as the API would: every word of the query found in a
// result's name or secondary line (case and accents ignored), groups in the API's order with
// every match counted and `limit` shown, the site's sport__slug/level__slug applied, and 400
// `{"detail": …}` for a query it refuses.
import { delay, http, HttpResponse } from "msw";
import type { CallLog } from "../../shared/mocks";
import { SEARCH_PATH } from "../get-search";
import { SEARCH_KIND_LABELS } from "../normalise-search";
import { SEARCH_KINDS, type SearchAnswer, type SearchKind, type SearchResult } from "@tl/contract/search";
import { babeRuth, jaromirJagr, marioLemieux, newYorkYankees, scottyBowman, royPlayers, stanleyCup, yankees1998 } from "./rows";

export const searchPool: readonly SearchResult[] = [
  newYorkYankees,
  ...royPlayers,
  jaromirJagr,
  marioLemieux,
  babeRuth,
  scottyBowman,
  stanleyCup,
  yankees1998,
];

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** A kind's count of every match where the pool holds only the first few ("roy": 603 players on the hub). */
export type SearchTotals = Partial<Record<SearchKind, number>>;

/** The answer for `q` over `pool`, as /api/search/ groups it. */
export function answerFor(url: URL, pool: readonly SearchResult[] = searchPool, totals: SearchTotals = {}): SearchAnswer {
  const q = url.searchParams.get("q") ?? "";
  const limit = Number(url.searchParams.get("limit") ?? 5);
  const sport = url.searchParams.get("sport__slug");
  const kindWanted = url.searchParams.get("kind");
  const words = fold(q).split(/\s+/).filter(Boolean);
  const matches = pool.filter(
    (row) =>
      (sport === null || row.sport.slug === sport) && words.every((word) => fold(`${row.name} ${row.detail}`).includes(word)),
  );
  const groups = SEARCH_KINDS.filter((kind) => kindWanted === null || kind === kindWanted).flatMap((kind) => {
    const rows = matches.filter((row) => row.kind === kind);
    return rows.length === 0 ? [] : [{ kind, label: SEARCH_KIND_LABELS[kind].label, count: totals[kind] ?? rows.length, results: rows.slice(0, limit) }];
  });
  return { query: q, count: groups.reduce((sum, group) => sum + group.results.length, 0), groups };
}

/** The API's refusal of an empty, overlong or control-character query. */
export function refusal(q: string): Response | undefined {
  if (q.trim() === "") return HttpResponse.json({ detail: "q: enter something to search for." }, { status: 400 });
  if (q.length > 100) return HttpResponse.json({ detail: "q: at most 100 characters." }, { status: 400 });
  return undefined;
}

/** `calls` receives `path?query` of each request; `wait` ms of latency before answering. */
export function searchHandler(options: { calls?: CallLog; wait?: number; pool?: readonly SearchResult[]; totals?: SearchTotals } = {}) {
  return http.get(SEARCH_PATH, async ({ request }) => {
    const url = new URL(request.url);
    options.calls?.push(`${url.pathname}${url.search}`);
    if (options.wait) await delay(options.wait);
    return refusal(url.searchParams.get("q") ?? "") ?? HttpResponse.json(answerFor(url, options.pool, options.totals));
  });
}
