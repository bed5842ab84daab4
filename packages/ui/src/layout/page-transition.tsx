import { createContext, useLayoutEffect, useRef, type ReactNode } from "react";
import { currentFrame, play, whenFinished, type Frame } from "./web-animation";

/** spec §2: 0.25 s, framer-motion's easeOut (web-animation.ts), 12 px of travel. */
export const PAGE_TRANSITION_MS = 250;
const REST: Frame = { opacity: "1", translate: "0px 0px" };
const BELOW: Frame = { opacity: "0", translate: "0px 12px" };
const ABOVE: Frame = { opacity: "0", translate: "0px -12px" };

/**
 * Whether the page around a component arrived by a transition: false on the first page of a
 * visit. The data layer hands it to framer-motion (AnimatePresence's `initial`), so the cards
 * and panels of a page opened directly appear at rest, as the page itself does, and those of
 * a page navigated to animate in.
 */
export const PageArrived = createContext(false);

export interface PageTransitionProps {
  /** Fade and slide in when mounted (every page but the first one of a visit). */
  enter: boolean;
  /** The route has changed: fade and slide out, then call `onLeft`. */
  leaving: boolean;
  /** The page has gone; the next one can mount. */
  onLeft: () => void;
  children: ReactNode;
}

/**
 * spec §2: every page fades and slides in, and out when the route changes. The caller keys it
 * by page and mounts the next page only once `onLeft` was called (AppRoutes), so the old page
 * leaves before the new one arrives. If `leaving` turns false again (the visitor came straight
 * back), the page returns from wherever its fade had got to.
 */
export function PageTransition({ enter, leaving, onLeft, children }: PageTransitionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const running = useRef<Animation | null>(null);
  const latestOnLeft = useRef(onLeft);
  useLayoutEffect(() => {
    latestOnLeft.current = onLeft;
  });

  // Before the first paint, so an entering page never flashes at rest.
  useLayoutEffect(() => {
    if (!enter) return;
    const animation = play(ref.current, BELOW, REST, { duration: PAGE_TRANSITION_MS });
    running.current = animation;
    return () => animation?.cancel();
  }, [enter]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!leaving || !element) return;
    let left = false;
    const from = currentFrame(element, REST);
    running.current?.cancel();
    const animation = play(element, from, ABOVE, { duration: PAGE_TRANSITION_MS, fill: "forwards" });
    running.current = animation;
    whenFinished(animation, () => {
      left = true;
      latestOnLeft.current();
    });
    return () => {
      if (left || !animation) return;
      const back = currentFrame(element, REST);
      animation.cancel();
      running.current = play(element, back, REST, { duration: PAGE_TRANSITION_MS });
    };
  }, [leaving]);

  return (
    <div ref={ref}>
      <PageArrived.Provider value={enter}>{children}</PageArrived.Provider>
    </div>
  );
}
