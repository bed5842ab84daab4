// Expandable rows and cards (spec §4): only one is open at a time, clicking the open one
// closes it, and the detail panel opens with a 0.3 s animation. The animation is framer-motion's,
// in a chunk loaded after the first page shows (layout/motion-parts.tsx); until then the panel
// opens at once, so a data page's first download carries no framer-motion.
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { loadedMotionParts } from "../layout/load-motion-parts";

export const EXPAND_SECONDS = 0.3;

/** Which item is open; `toggle(key)` opens it, or closes it when it is the open one. */
export function useSingleOpen() {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const toggle = useCallback((key: string) => {
    setOpenKey((current) => (current === key ? null : key));
  }, []);
  return { openKey, toggle, isOpen: (key: string) => openKey === key };
}

type Parts = NonNullable<ReturnType<typeof loadedMotionParts>>;

/**
 * The motion parts animate a panel from its first opening after they arrived: it renders their
 * MotionPanel closed once, then open, so the panel animates in. Read when the panel opens, not
 * subscribed: a list's hundred closed panels do not all re-render when the chunk arrives (one
 * long task after hydration). A panel opened before the chunk arrived stays plain until it closes.
 */
function useOpeningParts(open: boolean) {
  const [seen, setSeen] = useState<{ open: boolean; parts: Parts | null }>({ open: false, parts: null });
  if (seen.open !== open) setSeen({ open, parts: seen.parts ?? (open ? loadedMotionParts() : null) });
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (seen.parts) setMounted(true);
  }, [seen.parts]);
  return { parts: seen.parts, open: mounted && open };
}

export function ExpandPanel({ open, id, children }: { open: boolean; id: string; children: ReactNode }) {
  const motion = useOpeningParts(open);
  if (motion.parts) {
    return (
      <motion.parts.MotionPanel open={motion.open} id={id}>
        {children}
      </motion.parts.MotionPanel>
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
