// The sites the prerender tests read (prerender-setup.e2e.ts writes their pages) and helpers.
import { sites } from "@tl/site-config/sites";
import type { APIRequestContext } from "@playwright/test";
import { E2E_PORT } from "./hosts";
import { hostOf } from "./site-routes";

export const PRERENDERED_SITES = [sites.mlb, sites.nhl, sites.hub];

/** The screens every site prerenders: the prerenderer's own list. */
export { SCREENS } from "../../prerender/src/pages";

/** A path of a site without a browser: Node cannot resolve *.localhost, so the Host header names the site. */
export const getFrom = (request: APIRequestContext, host: string, path: string) =>
  request.get(`http://127.0.0.1:${String(E2E_PORT)}${path}`, { headers: { host: `${host}:${String(E2E_PORT)}` } });

/** The paths a site's sitemap lists. */
export async function sitemapPaths(request: APIRequestContext, host: string): Promise<string[]> {
  const xml = await (await getFrom(request, host, "/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>https:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? "/");
}

/** One prerendered page of each entity kind of a site (its sitemap's first of each). */
export async function entityPages(request: APIRequestContext, site: (typeof PRERENDERED_SITES)[number]): Promise<string[]> {
  const paths = await sitemapPaths(request, hostOf(site));
  const kinds = ["championships", "teams", "seasons", "players", "coaches"];
  return kinds.flatMap((kind) => paths.find((path) => path.startsWith(`/${kind}/`)) ?? []);
}
