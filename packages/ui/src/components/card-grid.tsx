import { m } from "framer-motion";
import type { ReactNode } from "react";

/** spec §4: cards enter one after another, 0.08 s apart. */
export const STAGGER_SECONDS = 0.08;
/** Only the first cards of a page stagger; later ones would wait too long. */
const MAX_STAGGERED = 12;

/** spec §9: 1, 2 or 3 columns depending on width. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {children}
    </ul>
  );
}

export function CardGridItem({ index, children }: { index: number; children: ReactNode }) {
  return (
    <m.li
      initial={{ opacity: 0, y: 8 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.25, delay: index < MAX_STAGGERED ? index * STAGGER_SECONDS : 0 }}
      className="min-w-0"
    >
      {children}
    </m.li>
  );
}
