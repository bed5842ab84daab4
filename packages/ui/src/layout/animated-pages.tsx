// The page transition (spec §2), with framer-motion, in a chunk of its own: AppRoutes fetches it
// once the first page has shown and wraps the pages in it from the first change of page on, so
// framer-motion is not part of any site's first download (README, "Bundle budget"). The old
// page fades out before the next one fades in.
import { AnimatePresence, LazyMotion, MotionConfig } from "framer-motion";
import type { ReactNode } from "react";
import { loadMotionFeatures } from "./load-motion-features";
import { PageTransition } from "./page-transition";

export function AnimatedPages({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence mode="wait">
          <PageTransition key={pathname}>{children}</PageTransition>
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
