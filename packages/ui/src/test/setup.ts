import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { MotionGlobalConfig } from "framer-motion";
import { afterEach } from "vitest";

// Screens load lazily: the first render of one transforms its modules, which can take
// seconds on a busy CI machine (stop 27's CI: a teams filter missed 5 s while the Lahman
// import ran beside it). findBy* and waitFor wait up to 10 s instead of 1 s; the tests'
// own 15-30 s limits still fail a screen that never shows what it should.
configure({ asyncUtilTimeout: 10_000 });

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
