// The site switcher: a toolbar global holding a site id from the registry. The shell
// decorator hands the chosen site to the real SiteProvider, which writes its theme variables
// onto the document and gives screens its name, hero headline and API filters.
import { defaultSite, siteIds, sites, type SiteId } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";

export const siteGlobalType = {
  description: "Site: theme, name, hero headline and sport/level API filters",
  toolbar: {
    title: "Site",
    icon: "globe",
    dynamicTitle: true,
    items: siteIds.map((id) => ({ value: id, title: sites[id].name })),
  },
} as const;

const isSiteId = (value: unknown): value is SiteId => typeof value === "string" && Object.hasOwn(sites, value);

export function siteFromGlobals(globals: Readonly<Record<string, unknown>>): SiteConfig {
  return isSiteId(globals.site) ? sites[globals.site] : defaultSite;
}

/** `globals` that pin a story to one site: `globals: { ...onSite("nfl") }`. */
export function onSite(id: SiteId) {
  return { site: id };
}
