import { useContext, useState, type ReactNode } from "react";
import { loadedMotionParts } from "../layout/load-motion-parts";
import { PageArrived } from "../layout/page-arrived";

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

/**
 * A card of the grid. On the first page of a visit (prerendered, hydrated) cards appear at rest,
 * as plain list items; on a page navigated to they enter with framer-motion (layout/motion-parts.tsx),
 * whose chunk the page transition has loaded by then. Chosen once, when the card mounts.
 */
export function CardGridItem({ index, children }: { index: number; children: ReactNode }) {
  const arrived = useContext(PageArrived);
  const [parts] = useState(() => (arrived ? loadedMotionParts() : null));
  if (!parts) return <li className="min-w-0">{children}</li>;
  return <parts.MotionGridItem delay={index < MAX_STAGGERED ? index * STAGGER_SECONDS : 0}>{children}</parts.MotionGridItem>;
}
