// Host → site (spec §1): the host with its port is tried first, then the host name alone,
// so nfl.localhost on any port is still the NFL site. Unknown hosts get the hub.
import { defaultSite, sites } from "./sites/index";
import type { SiteConfig } from "./types";

const normalise = (host: string) => host.trim().toLowerCase().replace(/\.$/, "");

/** Strip a trailing :port (IPv6 literals keep their brackets). */
export function hostname(host: string): string {
  const h = normalise(host);
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  const colon = h.lastIndexOf(":");
  return colon === -1 ? h : h.slice(0, colon);
}

export function buildHostIndex(all: readonly SiteConfig[]) {
  const withPort = new Map<string, SiteConfig>();
  const byName = new Map<string, SiteConfig>();
  for (const site of all) {
    for (const host of [site.hosts.bare, site.hosts.www, site.hosts.local]) {
      withPort.set(normalise(host), site);
      byName.set(hostname(host), site);
    }
  }
  return { withPort, byName };
}

const index = buildHostIndex(Object.values(sites));

/** The site a visitor on `host` (e.g. "nfl.localhost:4173") should see; undefined when unknown. */
export function findSite(host: string): SiteConfig | undefined {
  return index.withPort.get(normalise(host)) ?? index.byName.get(hostname(host));
}

export function resolveSite(host: string | null | undefined): SiteConfig {
  return (host ? findSite(host) : undefined) ?? defaultSite;
}
