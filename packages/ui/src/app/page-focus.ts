// After a change of page, a keyboard or screen-reader user lands on the new page, not on the
// link they left (WCAG 2.4.3): its h1 takes focus once it has rendered, and the document title
// names it. The page may arrive late: its chunk loads lazily and, from the second change of page
// on, the old page fades out first (layout/animated-pages.tsx), so the hook watches <main> for a
// heading other than the old one. Changes of query string (filters) are not changes of page.
// A page may state its own title and meta description on its heading (page-meta.ts).
import { useEffect, useRef } from "react";
import { PAGE_META_ATTRIBUTES, readPageMeta, setMetaDescription } from "./page-meta";
import { pageTitle } from "./page-title";

const MAIN_ID = "main";
/** Give up on a page that never shows a heading; the focus stays where it was. */
const WAIT_MS = 15_000;

/** `siteDescription`: the meta description of a page that states none (left alone when not given). */
export function usePageFocusAndTitle(pathname: string, siteName: string, siteDescription?: string) {
  const first = useRef(true);
  const lastHeading = useRef<Element | null>(null);

  useEffect(() => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const moveFocus = !first.current;
    first.current = false;
    // The heading of the page being left; the new page's is any other.
    const stale = moveFocus ? lastHeading.current : null;
    let focused = !moveFocus;

    const update = () => {
      const heading = [...main.querySelectorAll("h1")].find((element) => element !== stale) ?? null;
      const meta = readPageMeta(heading);
      document.title = pageTitle(pathname, meta.title, siteName);
      const description = meta.description ?? siteDescription;
      if (description !== undefined) setMetaDescription(document, description);
      if (!heading) return;
      lastHeading.current = heading;
      if (focused) return;
      focused = true;
      // Leave the focus alone if the visitor has already moved into the new page.
      if (main.contains(document.activeElement) && !stale?.contains(document.activeElement)) return;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      (heading as HTMLElement).focus();
    };

    update();
    const observer = new MutationObserver(update);
    observer.observe(main, {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: PAGE_META_ATTRIBUTES,
    });
    const stopWaiting = window.setTimeout(() => {
      focused = true;
    }, WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(stopWaiting);
    };
  }, [pathname, siteName, siteDescription]);
}
