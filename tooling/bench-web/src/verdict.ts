// Issue #18's targets for every route, and which of them a route's median figures miss.
import type { Figures } from "./figures";

export const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02, tbtMs: 150 } as const;

export function misses(figures: Figures): string[] {
  const missed: string[] = [];
  if (figures.performance < TARGETS.performance) missed.push(`performance ${String(figures.performance)} < ${String(TARGETS.performance)}`);
  for (const key of ["accessibility", "bestPractices", "seo"] as const) {
    if (figures[key] < TARGETS[key]) missed.push(`${key} ${String(figures[key])} < ${String(TARGETS[key])}`);
  }
  if (figures.cls > TARGETS.cls) missed.push(`CLS ${figures.cls.toFixed(3)} > ${String(TARGETS.cls)}`);
  if (figures.tbtMs > TARGETS.tbtMs) missed.push(`TBT ${String(Math.round(figures.tbtMs))} ms > ${String(TARGETS.tbtMs)} ms`);
  return missed;
}
