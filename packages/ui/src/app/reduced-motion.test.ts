import { MotionGlobalConfig } from "framer-motion";
import { afterEach, describe, expect, it } from "vitest";
import { followReducedMotion, REDUCED_MOTION_QUERY } from "./reduced-motion";

/** A window whose reduced-motion setting the test can flip, as a visitor would in the OS. */
function fakeView(matches: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches,
    addEventListener: (_type: string, listener: () => void) => {
      listeners.push(listener);
    },
  };
  const view = {
    matchMedia: (media: string) => {
      expect(media).toBe(REDUCED_MOTION_QUERY);
      return query as unknown as MediaQueryList;
    },
  };
  const flip = (value: boolean) => {
    query.matches = value;
    for (const listener of listeners) listener();
  };
  return { view, flip };
}

describe("followReducedMotion (WCAG 2.3.3)", () => {
  afterEach(() => {
    // The test setup runs every test without animations.
    MotionGlobalConfig.skipAnimations = true;
  });

  it("skips framer-motion's animations, fades included, while the visitor asks for reduced motion", () => {
    const { view, flip } = fakeView(true);
    MotionGlobalConfig.skipAnimations = false;
    followReducedMotion(view);
    expect(MotionGlobalConfig.skipAnimations).toBe(true);
    flip(false);
    expect(MotionGlobalConfig.skipAnimations).toBe(false);
    flip(true);
    expect(MotionGlobalConfig.skipAnimations).toBe(true);
  });

  it("animates when the visitor has not asked", () => {
    const { view } = fakeView(false);
    MotionGlobalConfig.skipAnimations = true;
    followReducedMotion(view);
    expect(MotionGlobalConfig.skipAnimations).toBe(false);
  });
});
