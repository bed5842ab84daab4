// Every theme must keep text readable (WCAG 2.2 AA, 4.5:1 for body text): the screens put white
// on primary-700 (buttons, the active nav link, selected years), white on the three gradients
// (Home's figures and call to action, the logo) and primary-700/800 text on white and on
// primary-50 (links, secondary buttons, tiles). A new palette that breaks this fails here.
import { describe, expect, it } from "vitest";
import { GRADIENT_SHADE, GRADIENTS } from "./palettes";
import { siteIds, sites } from "./sites/index";

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function luminance([r, g, b]: readonly number[]): number {
  const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((value = 0) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = [255, 255, 255] as const;

/** The colours a browser paints along a gradient (sRGB interpolation), both stops included. */
function alongGradient(from: string, to: string, steps = 10): number[][] {
  const [a, b] = [channels(from), channels(to)];
  return Array.from({ length: steps + 1 }, (_, step) => a.map((value, i) => Math.round(value + ((b[i] ?? 0) - value) * (step / steps))));
}

describe("theme contrast (AA, 4.5:1)", () => {
  it.each(siteIds)("%s: white on primary-700, primary-700 on white and on primary-50", (id) => {
    const { primary } = sites[id].theme;
    expect(contrast(WHITE, channels(primary[700]))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(channels(primary[700]), channels(primary[50]))).toBeGreaterThanOrEqual(4.5);
  });

  const gradientCases = siteIds.flatMap((id) => Object.entries(GRADIENTS).map(([name, scales]) => [id, name, scales] as const));

  it.each(gradientCases)("%s: white text on every colour of the %s gradient", (id, _name, [from, to]) => {
    const { theme } = sites[id];
    const colours = alongGradient(theme[from][GRADIENT_SHADE], theme[to][GRADIENT_SHADE]);
    const worst = Math.min(...colours.map((colour) => contrast(WHITE, colour)));
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });

  it("catches a gradient stop too light for white text (the 600 shades measured 3.2:1 on college football)", () => {
    const { primary, secondary } = sites.cfb.theme;
    const colours = alongGradient(primary[600], secondary[600]);
    expect(Math.min(...colours.map((colour) => contrast(WHITE, colour)))).toBeLessThan(4.5);
  });
});
