// framer-motion's part of the expandable panel and of the card grid's entry, in a chunk of its
// own (README, "Bundle budget"): a data page's first download renders plain elements, and this
// chunk, fetched once the first page shows (load-motion-parts.ts), animates what opens or
// arrives after that. Each part carries its features and the visitor's reduced-motion setting.
import { AnimatePresence, LazyMotion, MotionConfig, m } from "framer-motion";
import type { ReactNode } from "react";
import { EXPAND_SECONDS } from "../components/expandable";
import domAnimation from "./motion-features";

function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation}>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/** spec §4: the detail panel opens and closes over 0.3 s. */
export function MotionPanel({ open, id, children }: { open: boolean; id: string; children: ReactNode }) {
  return (
    <Motion>
      <AnimatePresence initial={false}>
        {open && (
          <m.div
            id={id}
            key="panel"
            initial={{ height: 0, opacity: 0 }}
            animate={{ height: "auto", opacity: 1 }}
            exit={{ height: 0, opacity: 0 }}
            transition={{ duration: EXPAND_SECONDS, ease: "easeInOut" }}
            className="overflow-hidden"
          >
            {children}
          </m.div>
        )}
      </AnimatePresence>
    </Motion>
  );
}

/** spec §4: a card fades and rises in after `delay` seconds. */
export function MotionGridItem({ delay, children }: { delay: number; children: ReactNode }) {
  return (
    <Motion>
      <m.li initial={{ opacity: 0, y: 8 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.25, delay }} className="min-w-0">
        {children}
      </m.li>
    </Motion>
  );
}
