// JSON-LD for a prerendered page (issue #18): a BreadcrumbList on every page below Home, and the
// schema.org type of what an entity page is about (SportsTeam, Person, SportsEvent).
import type { SiteConfig } from "@tl/site-config/types";
import { canonicalUrl, type PageHeadInfo } from "./page-head";

type Thing = Record<string, unknown>;

const SECTION_NAMES: Record<string, string> = {
  championships: "Championships",
  champions: "Champions",
  teams: "Teams",
  scores: "Scores",
  seasons: "Seasons",
  standings: "Standings",
  players: "Players",
  coaches: "Coaches",
  "data-quality": "Data quality",
};

const ENTITY_TYPES: Record<string, string> = {
  teams: "SportsTeam",
  players: "Person",
  coaches: "Person",
  championships: "SportsEvent",
  seasons: "SportsEvent",
};

function breadcrumbs(site: SiteConfig, path: string, head: PageHeadInfo): Thing {
  const [section, slug] = path.split("/").filter(Boolean);
  const items = [{ name: site.name, url: canonicalUrl(site, "/") }];
  if (section) items.push({ name: SECTION_NAMES[section] ?? section, url: canonicalUrl(site, `/${section}`) });
  if (section && slug) items.push({ name: head.heading ?? slug, url: canonicalUrl(site, path) });
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

export function structuredData(site: SiteConfig, path: string, head: PageHeadInfo): Thing {
  const [section, slug] = path.split("/").filter(Boolean);
  const graph: Thing[] = [];
  if (section) graph.push(breadcrumbs(site, path, head));
  const type = section && slug ? ENTITY_TYPES[section] : undefined;
  if (type) {
    const entity: Thing = { "@type": type, name: head.heading ?? slug, url: canonicalUrl(site, path), description: head.description };
    if (type === "SportsTeam" || type === "SportsEvent") entity.sport = site.sport;
    graph.push(entity);
  }
  if (!section) graph.push({ "@type": "WebSite", name: site.name, url: canonicalUrl(site, "/"), description: site.description });
  return { "@context": "https://schema.org", "@graph": graph };
}
