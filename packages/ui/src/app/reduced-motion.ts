// prefers-reduced-motion (WCAG 2.3.3): framer-motion's MotionConfig reducedMotion="user" only
// drops movement and still fades, so with the preference set every framer-motion animation is
// skipped (it jumps to its end state). MotionGlobalConfig is the one part of framer-motion the
// shell may import without growing the first download (README, "Bundle budget"). CSS
// transitions are stopped in styles/app.css.
import { MotionGlobalConfig } from "framer-motion";

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Follows the visitor's setting, now and whenever it changes. */
export function followReducedMotion(view: Pick<Window, "matchMedia"> = window) {
  const query = view.matchMedia(REDUCED_MOTION_QUERY);
  const apply = () => {
    MotionGlobalConfig.skipAnimations = query.matches;
  };
  apply();
  query.addEventListener("change", apply);
}
