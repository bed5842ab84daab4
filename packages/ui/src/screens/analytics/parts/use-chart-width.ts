// A chart is drawn at its box's width (not scaled), so its text stays legible on a phone. The
// box is measured after mount: the server's render (a prerendered page, issue #18) and the
// first client render both draw at CHART_WIDTH, the box on a desktop, so they match and
// hydrate; ChartSvg scales that drawing into a narrower box until it is measured, at the
// chart's own height, so nothing below it moves. Where there is no ResizeObserver (jsdom) the
// chart stays at CHART_WIDTH.
import { startTransition, useLayoutEffect, useRef, useState } from "react";

/** The widest chart box: the page's column (max-w-7xl, 1280 px, less its padding) less the card's padding and border. */
export const CHART_WIDTH = 1182;

export function useChartWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(CHART_WIDTH);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      // Redrawn as a transition: interruptible, in short tasks, not in the task that measured.
      if (box.clientWidth > 0)
        startTransition(() => {
          setWidth(box.clientWidth);
        });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, []);
  return { ref, width };
}
