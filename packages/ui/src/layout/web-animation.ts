// The shell's own animations (the page transition and the mobile menu) run on the browser's
// Web Animations API instead of framer-motion: the shell is in every first download, and
// framer-motion's core would add about 10 KB gzip to it (README, "Bundle budget"). They
// reproduce what the shell's framer-motion components did under <MotionConfig
// reducedMotion="user">: framer-motion's default "easeOut" curve; with reduced motion asked
// for, only opacity animates while position and size jump; and no animation at all when
// MotionGlobalConfig.skipAnimations is set (the tests) or the browser lacks the API (jsdom).
import { MotionGlobalConfig } from "framer-motion";

/** framer-motion's "easeOut", as it hands it to the browser. */
export const EASE_OUT = "cubic-bezier(0, 0, 0.58, 1)";

/** One frame of an animation: CSS property (camelCase, as in Keyframe) to value. */
export type Frame = Record<string, string>;

function prefersReducedMotion() {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The element's current computed values of the frame's properties: where a new animation starts from. */
export function currentFrame(element: HTMLElement, like: Frame): Frame {
  const style = getComputedStyle(element);
  const frame: Frame = {};
  for (const property of Object.keys(like)) {
    frame[property] = style.getPropertyValue(property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
  }
  return frame;
}

/**
 * Animates `element` from one frame to another. Returns the running animation, or null when
 * nothing animates (the caller treats that as finished at once and shows the end state).
 */
export function play(element: HTMLElement | null, from: Frame, to: Frame, timing: KeyframeAnimationOptions): Animation | null {
  if (!element || typeof element.animate !== "function" || MotionGlobalConfig.skipAnimations) return null;
  const start = { ...from };
  if (prefersReducedMotion()) {
    // As framer-motion with reducedMotion="user": every value but opacity jumps to its end.
    for (const property of Object.keys(start)) if (property !== "opacity" && property in to) start[property] = to[property] as string;
  }
  return element.animate([start, to], { easing: EASE_OUT, ...timing });
}

/** Calls `done` when the animation finishes (at once when there is none); not when it is cancelled. */
export function whenFinished(animation: Animation | null, done: () => void) {
  if (animation) animation.onfinish = done;
  else done();
}
