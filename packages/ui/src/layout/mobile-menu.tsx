import { AnimatePresence, m } from "framer-motion";
import { NavLinkList } from "./nav-link-list";

/** The narrow-screen menu; picking a link closes it (spec §2). */
export function MobileMenu({ open, pathname, onPick }: { open: boolean; pathname: string; onPick: () => void }) {
  return (
    <AnimatePresence initial={false}>
      {open && (
        <m.div
          id="mobile-menu"
          key="mobile-menu"
          initial={{ height: 0, opacity: 0 }}
          animate={{ height: "auto", opacity: 1 }}
          exit={{ height: 0, opacity: 0 }}
          transition={{ duration: 0.2 }}
          className="overflow-hidden border-t border-line bg-surface shadow-md md:hidden"
        >
          <NavLinkList pathname={pathname} layout="menu" className="flex flex-col gap-1 px-4 py-3" onPick={onPick} />
        </m.div>
      )}
    </AnimatePresence>
  );
}
