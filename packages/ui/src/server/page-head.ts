// A prerendered page's head (issue #18): its own title and description, read from its h1 as the
// browser does (app/page-meta.ts), the canonical URL on the site's production host, Open Graph
// and Twitter card tags, and JSON-LD (schema.org) for what the page is about.
import { isMainSite } from "@tl/site-config/derive";
import { sites } from "@tl/site-config/sites";
import type { SiteConfig } from "@tl/site-config/types";
import { pageTitle } from "../app/page-title";
import { structuredData } from "./structured-data";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

export interface PageHeadInfo {
  title: string;
  description: string;
  /** The h1's own text. */
  heading: string | null;
}

/** The title and description a page's markup states on its h1 (PageHeader's `meta`), as page-focus.ts reads them. */
export function readHead(site: SiteConfig, path: string, html: string): PageHeadInfo {
  const h1 = /<h1\b([^>]*)>([\s\S]*?)<\/h1>/.exec(html);
  const attribute = (name: string) => {
    const found = h1 ? new RegExp(`${name}="([^"]*)"`).exec(h1[1] ?? "") : null;
    return found?.[1] === undefined ? null : unescapeHtml(found[1]);
  };
  const heading = h1 ? unescapeHtml((h1[2] ?? "").replace(/<[^>]*>/g, "")) : null;
  return {
    title: pageTitle(path, attribute("data-page-title") ?? heading, site.name),
    description: attribute("data-page-description") ?? site.description,
    heading,
  };
}

/**
 * The canonical URL of a path of a site: its production host; a hub page about one sport's
 * championship points at that sport's site, where its page lives (entity-link.tsx's rule).
 */
export function canonicalUrl(site: SiteConfig, path: string): string {
  const slug = /^\/championships\/([^/]+)$/.exec(path)?.[1];
  const home = isMainSite(site) && slug ? Object.values(sites).find((other) => other.championship?.slug === slug) : undefined;
  return `https://${(home ?? site).hosts.bare}${path}`;
}

/** The tags after the site's own (charset, viewport, icon, keywords, theme colour). */
export function headTags(site: SiteConfig, path: string, head: PageHeadInfo): string {
  const url = canonicalUrl(site, path);
  const meta = (attribute: "name" | "property", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const jsonLd = JSON.stringify(structuredData(site, path, head)).replace(/</g, "\\u003c");
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", site.name),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", url),
    meta("name", "twitter:card", "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join("\n    ");
}
