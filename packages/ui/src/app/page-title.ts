/**
 * The document title of a page (WCAG 2.4.2): Home is the site itself; every other page is
 * named by its h1, then the site ("Teams · Title Ledger NHL"). While a page has no heading yet
 * (it is loading) the site's name stands alone.
 */
export function pageTitle(pathname: string, heading: string | null | undefined, siteName: string): string {
  const name = heading?.replace(/\s+/g, " ").trim();
  if (pathname === "/" || !name) return siteName;
  return `${name} · ${siteName}`;
}
