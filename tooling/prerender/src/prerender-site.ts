// Prerenders one site into its dist folder: its screens, then the entity pages found through
// their links (pages.ts), each with its head and query cache (README "Prerendering").
import { hostname } from "@tl/site-config/resolve";
import type { SiteConfig } from "@tl/site-config/types";
import { canonicalUrl, routePatterns } from "@tl/ui/server";
import { SCREENS } from "./pages";
import { listedPeople, PERSON_KINDS } from "./people";
import type { EntityKind, PrerenderOptions } from "./options";
import type { RenderPool } from "./render-pool";
import { writeRobots, writeSiteIndexes } from "./site-files";

export interface SiteResult {
  pages: number;
  bytes: number;
  /** Pages left to the shell: a query failed while rendering them (or a list of people failed). */
  skipped: string[];
}

function siteOrigin(site: SiteConfig, origin: PrerenderOptions["origin"]): string {
  return origin.kind === "production" ? `https://${site.hosts.bare}` : `http://${hostname(site.hosts.local)}:${String(origin.port)}`;
}

/**
 * The pages still to render, screens first, then the entities kind by kind (histories,
 * franchises, seasons, people), each path once.
 */
function pageQueue(entities: readonly EntityKind[]) {
  const queues = [[...SCREENS], ...entities.map((): string[] => [])];
  const seen = new Set(SCREENS);
  return {
    seen,
    add: (kind: EntityKind, path: string) => {
      seen.add(path);
      queues[entities.indexOf(kind) + 1]?.push(path);
    },
    next: () => queues.find((queue) => queue.length > 0)?.shift(),
  };
}

export async function prerenderSite(
  site: SiteConfig,
  dist: string,
  shell: string,
  options: PrerenderOptions,
  pool: RenderPool,
): Promise<SiteResult> {
  const location = `${siteOrigin(site, options.origin)}/`;
  const queue = pageQueue(options.entities);
  const perKind = new Map<string, number>();
  const written = new Set<string>();
  const result: SiteResult = { pages: 0, bytes: 0, skipped: [] };

  async function render(path: string) {
    const page = await pool.render({ siteId: site.id, location, dist, shell, path, kinds: options.entities });
    if (page.error !== undefined) throw new Error(`${path}: ${page.error}`);
    if (page.bytes === null) {
      result.skipped.push(path);
      return;
    }
    result.bytes += page.bytes;
    result.pages += 1;
    written.add(path);
    for (const [kind, linked] of page.links) found(kind, linked);
  }

  function found(kind: EntityKind, path: string) {
    const count = perKind.get(kind) ?? 0;
    if (queue.seen.has(path) || count >= options.limit) return;
    perKind.set(kind, count + 1);
    queue.add(kind, path);
  }

  /** The people no page links to, from the API's lists (a list that fails is left out, as a page is). */
  async function list(kind: (typeof PERSON_KINDS)[number]) {
    const paths = await listedPeople(site, kind, options.limit).catch(() => null);
    if (paths === null) result.skipped.push(`/api/people/${kind}/`);
    for (const path of paths ?? []) found(kind, path);
  }

  // Several pages in flight across the workers: they render while the others wait for the API (another process).
  const inFlight = new Set<Promise<void>>();
  const start = (work: Promise<void>) => {
    const task: Promise<void> = work.finally(() => inFlight.delete(task));
    inFlight.add(task);
  };
  for (const kind of PERSON_KINDS) if (options.entities.includes(kind)) start(list(kind));
  for (;;) {
    for (let path = queue.next(); path !== undefined; path = queue.next()) {
      start(render(path));
      if (inFlight.size >= options.concurrency) break;
    }
    if (inFlight.size === 0) break;
    await Promise.race(inFlight);
  }
  // A sitemap lists its own host's URLs, in the order the pages were found: a hub page whose
  // canonical is on a sport's site is left out.
  const own = [...queue.seen]
    .filter((path) => written.has(path))
    .map((path) => canonicalUrl(site, path))
    .filter((url) => url.startsWith(`https://${site.hosts.bare}/`));
  await writeSiteIndexes(dist, own, routePatterns());
  await writeRobots(dist, canonicalUrl(site, "/sitemap.xml"));
  return result;
}
