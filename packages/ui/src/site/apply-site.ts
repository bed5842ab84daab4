// Writes a site's identity into the document (spec §3): theme colour variables, the body's
// data attribute, title and meta description/keywords. Uses the CSSOM, never inline
// <style> markup, so it satisfies a strict Content-Security-Policy.
import { siteSlug } from "@tl/site-config/derive";
import { SHADES, type SiteConfig } from "@tl/site-config/types";

const SCALES = ["primary", "secondary", "accent"] as const;

export function themeVariables(site: SiteConfig): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const scale of SCALES) {
    for (const shade of SHADES) variables[`--color-${scale}-${shade}`] = site.theme[scale][shade];
  }
  return variables;
}

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
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(themeVariables(site))) root.style.setProperty(name, value);
  doc.body.dataset.site = siteSlug(site);
  doc.title = site.name;
  setMeta(doc, "description", site.description);
  setMeta(doc, "keywords", site.keywords.join(", "));
  setMeta(doc, "theme-color", site.theme.primary[600]);
}
