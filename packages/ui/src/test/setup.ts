import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { MotionGlobalConfig } from "framer-motion";
import { afterEach } from "vitest";

// Screens load lazily: the first render of one transforms its modules, which can take
// seconds on a busy CI machine. findBy* queries wait up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

// Animations finish instantly in tests; what they animate is still rendered and asserted.
MotionGlobalConfig.skipAnimations = true;

afterEach(() => {
  cleanup();
});

// jsdom has no matchMedia; react-hot-toast and framer-motion ask it about reduced motion.
if (typeof window.matchMedia !== "function") {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      // Part of the MediaQueryList type still; older libraries call them.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      addListener: () => undefined,
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
