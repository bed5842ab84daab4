import { headlineTerm, siteSlug } from "@tl/site-config/derive";
import { hostname } from "@tl/site-config/resolve";
import { sites } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";

// E2E_PORT lets two checkouts (or two developers) run the browser tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);

export interface HostCase {
  host: string;
  site: SiteConfig;
  headline: string;
  bodySite: string;
}

const hostCase = (host: string, site: SiteConfig): HostCase => ({
  host,
  site,
  headline: `${headlineTerm(site.sport, site.level).display} Analytics`,
  bodySite: siteSlug(site),
});

/** Every site on its local host (the hub on plain localhost), plus an unknown host → hub. */
export const HOST_CASES: HostCase[] = [
  ...Object.values(sites).map((site) => hostCase(hostname(site.hosts.local), site)),
  hostCase("127.0.0.1", sites.hub),
];

export const urlFor = (host: string, path = "/") => `http://${host}:${String(E2E_PORT)}${path}`;
