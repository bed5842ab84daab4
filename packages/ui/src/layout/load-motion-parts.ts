// The motion parts' chunk (motion-parts.tsx), fetched on demand: AppRoutes asks for it once the
// first page shows and before the first change of page animates. No framer-motion here: the
// screens' first download imports this. Components read the parts when they need them (a panel
// when it opens, a card grid when it mounts after the first page), never while a prerendered
// page hydrates, so the HTML and first render match.
import type * as MotionPartsModule from "./motion-parts";

type MotionParts = typeof MotionPartsModule;

let parts: MotionParts | null = null;
let loading: Promise<MotionParts> | null = null;

export function loadMotionParts() {
  loading ??= import("./motion-parts").then((module) => {
    parts = module;
    return module;
  });
  return loading;
}

/** The loaded parts, as of now (null until the chunk has loaded; no re-render when it arrives). */
export const loadedMotionParts = () => parts;
