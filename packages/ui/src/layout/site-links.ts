// The sites a visitor can switch between (issue #13): the hub first, then the eight sport
// sites in registry order, each at its home on the same kind of host the visitor is on
// (the local development hosts when served locally). No framer-motion: the shell imports this.
import { siteHref, type Here } from "@tl/site-config/links";
import { sites } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";

export interface SiteLink {
  id: string;
  /** "All Sports", "NFL", "College Hockey" … */
  name: string;
  /** What the site is about: its championship, or every championship on the hub. */
  about: string;
  href: string;
  current: boolean;
}

export function siteLinks(current: SiteConfig, here: Here): SiteLink[] {
  return Object.values(sites).map((site) => ({
    id: site.id,
    name: site.shortName,
    about: site.championship?.name ?? "Every championship",
    href: siteHref(site, "/", here),
    current: site.id === current.id,
  }));
}
