// Setup file of the "postgres" project: when its global setup found no server, every test of
// the file is already skipped (by name pattern); this records why in each test's meta, which
// the JSON report keeps and tooling/scripts/test-summary.mjs prints.
import { inject, TestRunner } from "vitest";
import { markSkipped } from "./skip-reason";

const reason = inject("pgSkipReason");
if (reason) markSkipped(TestRunner.getCurrentSuite(), reason);
