import { useEffect, useState, type RefObject } from "react";

export interface ScrollEdges {
  /** Content is hidden off the start (left) edge: the visitor has scrolled. */
  start: boolean;
  /** Content is hidden off the end (right) edge: there is more to scroll to. */
  end: boolean;
  /** Width in px of what stays put at the start edge (a sticky first column), where hidden content begins. */
  startInset: number;
}

/** Whether a sideways scroller hides content at either edge, kept current on scroll and resize. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, stickySelector?: string): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false, startInset: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      // One pixel of slack: zoomed pages report fractional scroll positions.
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      const sticky = stickySelector ? element.querySelector(stickySelector) : null;
      const startInset = Math.round(sticky?.getBoundingClientRect().width ?? 0);
      setEdges((previous) =>
        previous.start === start && previous.end === end && previous.startInset === startInset ? previous : { start, end, startInset },
      );
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [ref, stickySelector]);
  return edges;
}
