// Prerenders one site into its dist folder: its screens, then the entity pages found through
// their links (pages.ts), each with its head and query cache (README "Prerendering").
import { hostname } from "@tl/site-config/resolve";
import type { SiteConfig } from "@tl/site-config/types";
import { canonicalUrl, headTags, queryStateScript, readHead, renderPage, routePatterns } from "@tl/ui/server";
import { linkedEntities, SCREENS } from "./pages";
import type { PrerenderOptions } from "./options";
import { fillShell, writePage, writeRobots, writeSiteIndexes } from "./site-files";

export interface SiteResult {
  pages: number;
  bytes: number;
  /** Pages left to the shell: a query failed while rendering them. */
  skipped: string[];
}

function siteOrigin(site: SiteConfig, origin: PrerenderOptions["origin"]): string {
  return origin.kind === "production" ? `https://${site.hosts.bare}` : `http://${hostname(site.hosts.local)}:${String(origin.port)}`;
}

/**
 * What the app reads of `window` while rendering: the page's own address (entity-link.tsx and
 * the site switcher build cross-site links from it). react-hot-toast's styling library (goober)
 * takes a defined window for a browser at import: it is handed the server's own style sheet.
 */
function setLocation(url: string) {
  const serverSheet = { parentNode: {}, firstChild: { data: "" } };
  (globalThis as { window?: unknown }).window = { location: new URL(url), _goober: serverSheet };
}

export async function prerenderSite(site: SiteConfig, dist: string, shell: string, options: PrerenderOptions): Promise<SiteResult> {
  const origin = siteOrigin(site, options.origin);
  const queue = [...SCREENS];
  const seen = new Set(queue);
  const perKind = new Map<string, number>();
  const written: string[] = [];
  const result: SiteResult = { pages: 0, bytes: 0, skipped: [] };
  // Screens first, then the entities kind by kind (histories, franchises, seasons, people).
  const order = (path: string) => (SCREENS.includes(path) ? -1 : options.entities.indexOf(path.split("/")[1] as never));
  while (queue.length > 0) {
    queue.sort((a, b) => order(a) - order(b));
    const path = queue.shift() ?? "/";
    setLocation(`${origin}${path}`);
    const page = await renderPage(site, path);
    if (page.failed) {
      result.skipped.push(path);
      continue;
    }
    const head = readHead(site, path, page.html);
    result.bytes += await writePage(dist, path, fillShell(shell, headTags(site, path, head), page.html, queryStateScript(page.state)));
    result.pages += 1;
    written.push(path);
    for (const [kind, paths] of linkedEntities(page.html, options.entities)) {
      for (const linked of paths) {
        const count = perKind.get(kind) ?? 0;
        if (seen.has(linked) || count >= options.limit) continue;
        seen.add(linked);
        perKind.set(kind, count + 1);
        queue.push(linked);
      }
    }
  }
  // A sitemap lists its own host's URLs: a hub page whose canonical is on a sport's site is left out.
  const own = written.map((path) => canonicalUrl(site, path)).filter((url) => url.startsWith(`https://${site.hosts.bare}/`));
  await writeSiteIndexes(dist, own, routePatterns());
  await writeRobots(dist, canonicalUrl(site, "/sitemap.xml"));
  return result;
}
