// Expandable rows and cards (spec §4): only one is open at a time, clicking the open one
// closes it, and the detail panel opens with a 0.3 s animation. The animation is framer-motion's,
// in a chunk loaded after the first page shows (layout/motion-parts.tsx); until then the panel
// opens at once, so a data page's first download carries no framer-motion.
import { useCallback, useState, type ReactNode } from "react";
import { useMotionParts } from "../layout/load-motion-parts";

export const EXPAND_SECONDS = 0.3;

/** Which item is open; `toggle(key)` opens it, or closes it when it is the open one. */
export function useSingleOpen() {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const toggle = useCallback((key: string) => {
    setOpenKey((current) => (current === key ? null : key));
  }, []);
  return { openKey, toggle, isOpen: (key: string) => openKey === key };
}

export function ExpandPanel({ open, id, children }: { open: boolean; id: string; children: ReactNode }) {
  const parts = useMotionParts();
  if (parts) {
    return (
      <parts.MotionPanel open={open} id={id}>
        {children}
      </parts.MotionPanel>
    );
  }
  return open ? (
    <div id={id} className="overflow-hidden">
      {children}
    </div>
  ) : null;
}

/** A labelled fact in a detail panel; the value is already formatted ('N/A' …). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}
