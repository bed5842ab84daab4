// One route's figures: the four Lighthouse category scores (0-100), LCP and TBT in ms, CLS.
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export const FIGURE_KEYS = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "cls", "tbtMs"] as const;

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs (of three runs: the middle one of each figure on its own). */
export function medianFigures(runs: Figures[]): Figures {
  const entries = FIGURE_KEYS.map((key) => [key, median(runs.map((run) => run[key]))] as const);
  return Object.fromEntries(entries) as Record<(typeof FIGURE_KEYS)[number], number>;
}
