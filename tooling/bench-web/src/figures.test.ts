import { describe, expect, it } from "vitest";
import { median, medianFigures, type Figures } from "./figures";
import { formatTable } from "./table";
import { misses } from "./verdict";

const met: Figures = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, cls: 0.01, tbtMs: 90 };

describe("the median of three runs", () => {
  it("is the middle value of each figure on its own", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const runs = [met, { ...met, performance: 80, tbtMs: 400 }, { ...met, performance: 99, tbtMs: 60, cls: 0.2 }];
    expect(medianFigures(runs)).toEqual({ ...met, performance: 98, tbtMs: 90, cls: 0.01 });
  });
});

describe("the verdict", () => {
  it("passes a route on every target and names each target missed", () => {
    expect(misses(met)).toEqual([]);
    expect(misses({ ...met, performance: 94, seo: 92, cls: 0.05, tbtMs: 151 })).toEqual([
      "performance 94 < 95",
      "seo 92 < 100",
      "CLS 0.050 > 0.02",
      "TBT 151 ms > 150 ms",
    ]);
  });
});

describe("the table", () => {
  it("prints a row a route with its scores, LCP, CLS, TBT and verdict", () => {
    const table = formatTable([
      { site: "nfl", path: "/teams", figures: met, misses: [] },
      { site: "hub", path: "/", figures: { ...met, tbtMs: 400 }, misses: ["TBT 400 ms > 150 ms"] },
    ]).split("\n");
    expect(table[0]).toMatch(/^\| Route +\| Site \| Perf \| A11y \| BP +\| SEO \| LCP +\| CLS +\| TBT +\| Verdict \|$/);
    expect(table[2]).toContain("| /teams | nfl  | 98   | 100  | 100 | 100 | 1.8 s | 0.010 | 90 ms  | met");
    expect(table[3]).toContain("| 400 ms | MISSED");
  });
});
