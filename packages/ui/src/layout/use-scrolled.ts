import { useEffect, useState } from "react";

/** spec §9: the header changes style once the page is scrolled more than 20 px. */
export const HEADER_SCROLL_THRESHOLD = 20;

export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== "undefined" && window.scrollY > threshold);
  useEffect(() => {
    const update = () => {
      setScrolled(window.scrollY > threshold);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
    };
  }, [threshold]);
  return scrolled;
}
