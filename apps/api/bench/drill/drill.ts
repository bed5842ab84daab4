// What every drill is: a name, what it promises, and a run that answers one line of figures
// and whether the promise held.
import type { Store } from "./server";

export interface DrillOptions {
  store: Store;
  /** Shorter runs while developing (--quick): the figures are then not the promised ones. */
  quick: boolean;
  /** --seconds: the soak's measured time. */
  seconds?: number;
  /** --connections: the soak's connections. */
  connections?: number;
}

export interface DrillResult {
  ok: boolean;
  line: string;
  /** Not applicable on this database (the line says why). */
  skipped?: boolean;
}

export interface Drill {
  name: string;
  promise: string;
  run(options: DrillOptions): Promise<DrillResult>;
}

export const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
export const mb = (n: number) => `${n.toFixed(0)} MB`;

/** Percentile of sorted-or-not numbers (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
