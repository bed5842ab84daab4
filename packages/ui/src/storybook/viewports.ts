// Viewport presets for the toolbar and for story tests (the Vitest run sizes Chromium's page
// to the story's viewport). Widths straddle the layout's breakpoints: the phone is below `md`
// (hamburger menu, one card column), the tablet at `md` (navigation bar, two columns), the
// desktop at `xl` (three columns).
import type { ViewportMap } from "storybook/viewport";

export const VIEWPORTS = {
  phone: { name: "Phone (390 × 844)", styles: { width: "390px", height: "844px" }, type: "mobile" },
  tablet: { name: "Tablet (768 × 1024)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  desktop: { name: "Desktop (1280 × 800)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
} as const satisfies ViewportMap;

export type ViewportName = keyof typeof VIEWPORTS;

/** `globals` that show a story at one viewport: `globals: { ...atViewport("phone") }`. */
export function atViewport(name: ViewportName) {
  return { viewport: { value: name, isRotated: false } };
}
