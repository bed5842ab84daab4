#!/usr/bin/env node
// Adds up the JSON reports of every Vitest package and of Playwright into one closing line,
// "Tests: N passed, N failed, N skipped", so a reader (or CI) sees the whole suite at once.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const VITEST_PACKAGES = ["packages/site-config", "packages/data", "packages/ui", "packages/db", "apps/api"];

const totals = { passed: 0, failed: 0, skipped: 0 };
const missing = [];

for (const dir of VITEST_PACKAGES) {
  const file = join(root, dir, "test-results/vitest.json");
  if (!existsSync(file)) {
    missing.push(dir);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${dir.padEnd(22)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

const e2eFile = join(root, "tooling/e2e/test-results/e2e.json");
if (existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  console.log(`${"browser (Playwright)".padEnd(22)} ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`);
} else {
  missing.push("tooling/e2e");
}

if (missing.length > 0) console.error(`No test report from: ${missing.join(", ")}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || missing.length > 0 ? 1 : 0);
