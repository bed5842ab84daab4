// Every theme must keep text readable (WCAG 2.1 AA, 4.5:1 for body text): the screens put white
// on primary-700 (buttons, the active nav link, selected years) and primary-700/800 text on
// white and on primary-50 (links, secondary buttons, tiles). A new palette that breaks this fails here.
import { describe, expect, it } from "vitest";
import { siteIds, sites } from "./sites/index";

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("theme contrast (AA, 4.5:1)", () => {
  it.each(siteIds)("%s: white on primary-700, primary-700 on white and on primary-50", (id) => {
    const { primary } = sites[id].theme;
    expect(contrast("#ffffff", primary[700])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(primary[700], primary[50])).toBeGreaterThanOrEqual(4.5);
  });
});
