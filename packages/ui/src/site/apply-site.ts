// Writes a site's identity into the document (spec §3): theme colour variables, the body's
// data attribute, title and meta description/keywords. Uses the CSSOM, never inline
// <style> markup, so it satisfies a strict Content-Security-Policy. A site's own build already
// carries all of it (its style sheet holds its theme, its HTML its head: tooling/vite), so on
// its pages nothing is written (the body's data attribute names the site): no restyle of a
// prerendered page while its script starts, and the page's own title stays.
import { siteSlug } from "@tl/site-config/derive";
import { themeVariables } from "@tl/site-config/theme";
import type { SiteConfig } from "@tl/site-config/types";

function setMeta(doc: Document, name: string, content: string) {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = name;
    doc.head.append(meta);
  }
  meta.content = content;
}

export function applySiteToDocument(site: SiteConfig, doc: Document = document) {
  const slug = siteSlug(site);
  // A page of the site's own build (which wrote this attribute with its head), or already applied.
  if (doc.body.dataset.site === slug) return;
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(themeVariables(site))) root.style.setProperty(name, value);
  doc.body.dataset.site = slug;
  doc.title = site.name;
  setMeta(doc, "description", site.description);
  setMeta(doc, "keywords", site.keywords.join(", "));
  setMeta(doc, "theme-color", site.theme.primary[600]);
}
