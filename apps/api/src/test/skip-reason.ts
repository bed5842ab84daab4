// A skipped test says why in its meta (`skipReason`): Vitest's JSON report keeps the meta of
// every test, skipped or not, and the suite's summary (tooling/scripts/test-summary.mjs) lists
// each skipped group with it.
import type { SuiteCollector } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    /** Why this test did not run (set only on skipped tests). */
    skipReason?: string;
  }
}

/** Gives every test collected below `collector` (a file's top level, here) the reason. */
export function markSkipped(collector: SuiteCollector, reason: string): void {
  // Tests declared at the top level take their meta from the collector's suite, describe
  // blocks from the collector's options (and pass it down to theirs).
  if (collector.suite) collector.suite.meta.skipReason = reason;
  collector.options = { ...collector.options, meta: { ...collector.options?.meta, skipReason: reason } };
}
