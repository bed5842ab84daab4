// A page's own document title and meta description (issue #16: "New York Rangers: seasons,
// titles and records · Title Ledger NHL"). A page states them on its h1 (PageHeader's `meta`),
// where page-focus.ts already looks for the page's name: the same watch that names the document
// after the heading reads them, so a page arriving late, or fading in over the one it replaces,
// is named by its own heading and no page has to clean up after itself. A page that states
// nothing is named by its heading, and its description is the site's.

export interface PageMeta {
  /** The document title before " · <site name>": "New York Rangers: seasons, titles and records". */
  title: string;
  /** The `<meta name="description">` content while the page shows. */
  description: string;
}

const TITLE_ATTRIBUTE = "data-page-title";
const DESCRIPTION_ATTRIBUTE = "data-page-description";
/** The attributes to watch: a heading may state them after it first shows. */
export const PAGE_META_ATTRIBUTES = [TITLE_ATTRIBUTE, DESCRIPTION_ATTRIBUTE];

/** The attributes a page's h1 carries to state its title and description. */
export function pageMetaAttributes(meta: PageMeta | undefined): Record<string, string> {
  if (!meta) return {};
  return { [TITLE_ATTRIBUTE]: meta.title, [DESCRIPTION_ATTRIBUTE]: meta.description };
}

/** What a heading states: its page's title (else its own text) and description (else null). */
export function readPageMeta(heading: Element | null): { title: string | null; description: string | null } {
  if (!heading) return { title: null, description: null };
  return {
    title: heading.getAttribute(TITLE_ATTRIBUTE) ?? heading.textContent,
    description: heading.getAttribute(DESCRIPTION_ATTRIBUTE),
  };
}

/** Writes the document's `<meta name="description">`, creating it where the document has none (tests). */
export function setMetaDescription(doc: Document, description: string) {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = "description";
    doc.head.append(meta);
  }
  if (meta.content !== description) meta.content = description;
}
