// Links between the sites (issue #13): the site of a sport and level, and the address of a
// page on another site, on the same kind of host the visitor is on — the local development
// hosts (with the visitor's port) when served locally, the bare production hosts otherwise.
import { levelSlug } from "./derive";
import { defaultSite, sites } from "./sites/index";
import type { SiteConfig } from "./types";

const sportSites: readonly SiteConfig[] = Object.values(sites).filter((site) => site.sport !== "none");

/**
 * The sport site for a sport slug and a level (a site level such as "college", or an API
 * level slug such as "ncaa-division-i"); the hub when no site matches.
 */
export function siteFor(sport: string | null | undefined, level: string | null | undefined): SiteConfig {
  const wanted = level ? levelSlug(level) : undefined;
  return sportSites.find((site) => site.sport === sport && levelSlug(site.level) === wanted) ?? defaultSite;
}

/** The sport site whose championship this is (the Stanley Cup Final's is the NHL site); the hub for any other. */
export function siteOfChampionship(slug: string | null | undefined): SiteConfig {
  return sportSites.find((site) => site.championship !== null && site.championship.slug === slug) ?? defaultSite;
}

/** Where the visitor is: `window.location`, or the same three fields in a test. */
export interface Here {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
}

const isLocal = (hostname: string) =>
  hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";

/** `siteHref(sites.nhl, "/champions", here)` → "http://nhl.localhost:4173/champions" locally, "https://nhl.titleledger.com/champions" otherwise. */
export function siteHref(site: SiteConfig, path: string, here: Here): string {
  if (isLocal(here.hostname)) {
    const local = site.hosts.local.replace(/:\d+$/, "");
    return `${here.protocol}//${local}${here.port ? `:${here.port}` : ""}${path}`;
  }
  return `https://${site.hosts.bare}${path}`;
}
