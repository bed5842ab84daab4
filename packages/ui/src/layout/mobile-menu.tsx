// The narrow-screen menu, with framer-motion, in a chunk of its own: the header loads it once
// the first page has shown (or when the menu is first opened), so framer-motion is not part of
// any site's first download (README, "Bundle budget").
import { AnimatePresence, LazyMotion, m, MotionConfig } from "framer-motion";
import { loadMotionFeatures } from "./load-motion-features";
import { NavLinkList } from "./nav-link-list";
import { SiteList } from "./site-switcher";

/**
 * The narrow-screen menu: the page links, then every site (issue #13). Picking a page link
 * closes it (spec §2); it grows open and shrinks closed. Shown where the header is too narrow
 * for the bar (site-header.tsx).
 */
export function MobileMenu({ open, pathname, onPick }: { open: boolean; pathname: string; onPick: () => void }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>
          {open && (
            <m.div
              id="mobile-menu"
              key="mobile-menu"
              initial={{ height: 0, opacity: 0 }}
              animate={{ height: "auto", opacity: 1 }}
              exit={{ height: 0, opacity: 0 }}
              transition={{ duration: 0.2 }}
              className="max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-line bg-surface shadow-md @6xl:hidden"
            >
              <NavLinkList pathname={pathname} layout="menu" className="flex flex-col gap-1 px-4 py-3" onPick={onPick} />
              <div className="border-t border-line px-4 py-3">
                <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-muted uppercase">Sites</p>
                <SiteList layout="menu" />
              </div>
            </m.div>
          )}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
