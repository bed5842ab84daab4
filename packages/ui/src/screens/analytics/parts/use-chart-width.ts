// A chart is drawn at its box's width (not scaled by a viewBox), so its text stays legible on a
// phone. Before the box is measured (and where there is no ResizeObserver, as in jsdom) it is
// drawn at `fallback` pixels.
import { useLayoutEffect, useRef, useState } from "react";

export function useChartWidth<E extends HTMLElement>(fallback = 640) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      if (box.clientWidth > 0) setWidth(box.clientWidth);
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
