// Real URLs for the drills, read from the running API: slugs of players, coaches, franchises
// and seasons (pages of the lists), and the traffic mix the soak replays.
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

async function slugs(base: string, list: string, pages = Infinity): Promise<string[]> {
  const found: string[] = [];
  let next: string | null = `${base}${list}${list.includes("?") ? "&" : "?"}page_size=100`;
  for (let page = 0; next !== null && page < pages; page += 1) {
    const response = await fetch(next);
    if (!response.ok) throw new Error(`${list}: ${String(response.status)}`);
    const body = (await response.json()) as { next: string | null; results: { slug: string }[] };
    found.push(...body.results.map((row) => row.slug));
    next = body.next === null ? null : `${base}${new URL(body.next).pathname}${new URL(body.next).search}`;
  }
  return found;
}

export const playerSlugs = (base: string, pages: number) => slugs(base, "/api/people/players/", pages);

export interface Traffic {
  path: string;
  /** Host (a site's HTML) and Accept-Encoding, as the client sends them. */
  headers: Record<string, string>;
}

/** What Chromium sends with every request, a page's or the API reads of its scripts. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/**
 * A visitor mix, weighted: lists 35, details 30, search 15, summaries 10, site HTML 10 (of 100);
 * four requests in five come from browsers (compression accepted), one from a script without.
 */
export async function trafficMix(base: string): Promise<Traffic[]> {
  const [players, coaches, teams, seasons] = await Promise.all([
    slugs(base, "/api/people/players/", 1),
    slugs(base, "/api/people/coaches/", 1),
    slugs(base, "/api/teams/teams/?level__slug=professional", 1),
    slugs(base, "/api/championships/seasons/?level__slug=professional", 1),
  ]);
  const lists = (n: number) =>
    pick(
      [
        "/api/championships/championships/",
        `/api/championships/champions/?season__start_year=${String(1990 + (n % 34))}`,
        "/api/teams/teams/?sport__slug=football&level__slug=professional&conference=NFC",
        `/api/games/games/?date=2019-10-${String(1 + (n % 28)).padStart(2, "0")}`,
        "/api/games/standings/current/",
        `/api/people/players/?page=${String(1 + (n % 20))}`,
      ],
      n,
    );
  const details = (n: number) =>
    pick(
      [
        `/api/people/players/${pick(players, n * 7)}/`,
        `/api/people/coaches/${pick(coaches, n * 3)}/`,
        `/api/teams/teams/${pick(teams, n * 5)}/`,
        `/api/championships/seasons/${pick(seasons, n * 11)}/`,
      ],
      n,
    );
  const searches = (n: number) =>
    pick(["/api/search/?q=roy", "/api/search/?q=babe%20ruth", "/api/search/?q=yankees%201998", "/api/people/players/?search=smith"], n);
  const summaries = (n: number) =>
    pick(
      ["/api/people/players/summary/?search=ruth", "/api/people/coaches/summary/", "/api/people/players/summary/?sport__slug=hockey"],
      n,
    );
  const sites = (n: number) =>
    pick<{ path: string; host: string }>(
      [
        { path: "/", host: "mlb.localhost" },
        { path: "/players", host: "nhl.localhost" },
        { path: "/", host: "localhost" },
      ],
      n,
    );
  const mix: { path: string; host?: string }[] = [];
  for (let n = 0; n < 35; n += 1) mix.push({ path: lists(n) });
  for (let n = 0; n < 30; n += 1) mix.push({ path: details(n) });
  for (let n = 0; n < 15; n += 1) mix.push({ path: searches(n) });
  for (let n = 0; n < 10; n += 1) mix.push({ path: summaries(n) });
  for (let n = 0; n < 10; n += 1) mix.push(sites(n));
  // Interleaved (a fixed shuffle), so each connection walks the whole mix.
  return mix
    .map(({ path, host }, n): Traffic => ({
      path,
      headers: { ...(host ? { host } : {}), ...(n % 5 === 4 ? {} : { "accept-encoding": BROWSER_ENCODINGS }) },
    }))
    .map((entry, n) => ({ entry, key: (n * 37) % 101 }))
    .sort((a, b) => a.key - b.key)
    .map(({ entry }) => entry);
}
