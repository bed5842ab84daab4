import { useLayoutEffect, useRef, useState } from "react";
import { NavLinkList } from "./nav-link-list";
import { currentFrame, play, whenFinished, type Frame } from "./web-animation";

/** The menu grows open and shrinks closed in 0.2 s (framer-motion's easeOut, web-animation.ts). */
export const MENU_TRANSITION_MS = 200;
const CLOSED: Frame = { height: "0px", opacity: "0" };
/** Fully open: the menu's natural height (border included), measured while nothing animates it. */
const openFrame = (element: HTMLElement): Frame => ({ height: `${String(element.getBoundingClientRect().height)}px`, opacity: "1" });

/**
 * The narrow-screen menu; picking a link closes it (spec §2). It stays in the page while it
 * shrinks closed; opening it again meanwhile grows it back from where it was.
 */
export function MobileMenu({ open, pathname, onPick }: { open: boolean; pathname: string; onPick: () => void }) {
  // "initial" when open from the first render (nothing to animate), "opened" when opened since.
  const [shown, setShown] = useState<"initial" | "opened" | null>(open ? "initial" : null);
  if (open && !shown) setShown("opened");
  const ref = useRef<HTMLDivElement>(null);
  const running = useRef<Animation | null>(null);
  const expandOnMount = shown === "opened";

  // Mounted by opening: expand from nothing to the menu's natural height.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!expandOnMount || !element) return;
    const animation = play(element, CLOSED, openFrame(element), { duration: MENU_TRANSITION_MS });
    running.current = animation;
    return () => animation?.cancel();
  }, [expandOnMount]);

  const closing = Boolean(shown) && !open;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!closing || !element) return;
    let closed = false;
    const from = currentFrame(element, CLOSED);
    running.current?.cancel();
    const animation = play(element, from, CLOSED, { duration: MENU_TRANSITION_MS, fill: "forwards" });
    running.current = animation;
    whenFinished(animation, () => {
      closed = true;
      setShown(null);
    });
    return () => {
      if (closed || !animation) return;
      // Opened again before it had closed: expand again from where it was.
      const back = currentFrame(element, CLOSED);
      animation.cancel();
      running.current = play(element, back, openFrame(element), { duration: MENU_TRANSITION_MS });
    };
  }, [closing]);

  if (!shown) return null;
  return (
    <div ref={ref} id="mobile-menu" className="overflow-hidden border-t border-line bg-surface shadow-md md:hidden">
      <NavLinkList pathname={pathname} layout="menu" className="flex flex-col gap-1 px-4 py-3" onPick={onPick} />
    </div>
  );
}
