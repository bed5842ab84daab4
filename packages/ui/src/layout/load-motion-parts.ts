// The motion parts' chunk (motion-parts.tsx), fetched on demand: AppRoutes asks for it once the
// first page shows and before the first change of page animates. No framer-motion here: the
// screens' first download imports this. useMotionParts is null until the chunk has loaded, and
// while a prerendered page hydrates (its server snapshot), so the HTML and first render match.
import { useSyncExternalStore } from "react";
import type * as MotionPartsModule from "./motion-parts";

type MotionParts = typeof MotionPartsModule;

let parts: MotionParts | null = null;
let loading: Promise<MotionParts> | null = null;
const listeners = new Set<() => void>();

export function loadMotionParts() {
  loading ??= import("./motion-parts").then((module) => {
    parts = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** The loaded parts, as of now (no re-render when they arrive). */
export const loadedMotionParts = () => parts;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The loaded parts, re-rendering when they arrive; null during hydration. */
export const useMotionParts = () => useSyncExternalStore(subscribe, loadedMotionParts, () => null);
