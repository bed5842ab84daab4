// For tests of the shell's animations (web-animation.ts): jsdom has no Element.animate, and the
// test setup skips animations. `fakeWebAnimations()` turns them on with a recording stand-in
// whose animations finish only when a test says so.
import { MotionGlobalConfig } from "framer-motion";

export interface FakeAnimation {
  element: Element;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  cancelled: boolean;
  /** Runs the animation to its end, as the browser would after its duration. */
  finish: () => void;
}

export function fakeWebAnimations() {
  const animations: FakeAnimation[] = [];
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "animate");
  const skipped = MotionGlobalConfig.skipAnimations;
  HTMLElement.prototype.animate = function animate(this: HTMLElement, keyframes, options) {
    const animation = {
      onfinish: null as (() => void) | null,
      cancel() {
        record.cancelled = true;
      },
    };
    const record: FakeAnimation = {
      element: this,
      keyframes: keyframes as Keyframe[],
      options: options as KeyframeAnimationOptions,
      cancelled: false,
      finish: () => animation.onfinish?.(),
    };
    animations.push(record);
    return animation as unknown as Animation;
  };
  MotionGlobalConfig.skipAnimations = false;
  return {
    animations,
    restore() {
      if (original) Object.defineProperty(HTMLElement.prototype, "animate", original);
      else Reflect.deleteProperty(HTMLElement.prototype, "animate");
      MotionGlobalConfig.skipAnimations = skipped;
    },
  };
}
