import { clsx } from "clsx";
import { AnimatePresence, m } from "framer-motion";
import { Link } from "react-router-dom";
import { isLinkActive, NAV_LINKS } from "./nav-links";

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
          <ul className="flex flex-col gap-1 px-4 py-3">
            {NAV_LINKS.map((link) => {
              const active = isLinkActive(pathname, link.to);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={onPick}
                    aria-current={active ? "page" : undefined}
                    className={clsx(
                      "block rounded-lg px-3 py-2 font-medium",
                      active ? "bg-primary-600 text-white" : "text-ink hover:bg-primary-50",
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </m.div>
      )}
    </AnimatePresence>
  );
}
