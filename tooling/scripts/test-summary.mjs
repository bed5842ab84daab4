#!/usr/bin/env node
// Adds up the JSON reports of every Vitest package and of Playwright into one closing line,
// "Tests: N passed, N failed, N skipped", so a reader (or CI) sees the whole suite at once.
// Before it, every skipped group (a file's describe block, or the file) with why it did not
// run: the reason a test's meta carries (Vitest: `skipReason`, set by the dataset and
// PostgreSQL helpers) or its skip annotation (Playwright), else "no reason given".
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const REPORT = "test-results/vitest.json";

/** Every workspace package (pnpm-workspace.yaml: apps/*, packages/*, tooling/*) whose test script writes a Vitest JSON report. */
function vitestPackages() {
  return ["packages", "apps", "tooling"].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, "package.json")))
      .map((entry) => `${group}/${entry.name}`)
      .filter((dir) => {
        const test = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")).scripts?.test ?? "";
        return test.startsWith("vitest") && test.includes(`--outputFile.json=${REPORT}`);
      }),
  );
}
const NO_REASON = "no reason given";

const totals = { passed: 0, failed: 0, skipped: 0 };
const missing = [];
/** reason → group (a file) → the top-level describe titles of its skipped tests and their number */
const skips = new Map();

function skipped(reason, file, describe) {
  const groups = skips.get(reason) ?? new Map();
  const group = groups.get(file) ?? { describes: new Set(), count: 0 };
  if (describe) group.describes.add(describe);
  group.count += 1;
  groups.set(file, group);
  skips.set(reason, groups);
}

for (const dir of vitestPackages()) {
  const file = join(root, dir, REPORT);
  if (!existsSync(file)) {
    missing.push(dir);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  const skippedHere = report.numPendingTests + report.numTodoTests;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += skippedHere;
  console.log(`${dir.padEnd(22)} ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skippedHere} skipped`);
  for (const result of report.testResults) {
    for (const test of result.assertionResults) {
      if (test.status === "passed" || test.status === "failed") continue;
      const file = `${dir}/${result.name.split(`/${dir}/`).pop()}`;
      skipped(test.meta?.skipReason ?? (test.status === "todo" ? "todo" : NO_REASON), file, test.ancestorTitles[0]);
    }
  }
}

function walkPlaywright(suite, titles) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status !== "skipped") continue;
      const annotation = [...test.annotations, ...test.results.flatMap((result) => result.annotations ?? [])].find(
        (a) => a.type === "skip" || a.type === "fixme",
      );
      skipped(annotation?.description || NO_REASON, `tooling/e2e/tests/${spec.file}`, titles[1]);
    }
  }
  for (const child of suite.suites ?? []) walkPlaywright(child, [...titles, child.title]);
}

const e2eFile = join(root, "tooling/e2e/test-results/e2e.json");
if (existsSync(e2eFile)) {
  const report = JSON.parse(readFileSync(e2eFile, "utf8"));
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  console.log(
    `${"browser (Playwright)".padEnd(22)} ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`,
  );
  for (const suite of report.suites) walkPlaywright(suite, [suite.title]);
} else {
  missing.push("tooling/e2e");
}

if (skips.size > 0) {
  console.log("\nSkipped, by reason:");
  for (const [reason, groups] of skips) {
    const count = [...groups.values()].reduce((sum, group) => sum + group.count, 0);
    console.log(`- ${count} test${count === 1 ? "" : "s"}: ${reason}`);
    for (const [file, { describes, count: n }] of groups) {
      // A file's one group is named by its describe block; a file of many by the file alone.
      const name = describes.size === 1 ? `${file} › ${[...describes][0]}` : file;
      console.log(`    ${name} (${n})`);
    }
  }
  console.log("");
}

if (missing.length > 0) console.error(`No test report from: ${missing.join(", ")}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || missing.length > 0 ? 1 : 0);
