// Browser tests against the real server (apps/api/dist/main.js) serving the built sites,
// in Debian's Chromium. Run through `pnpm test` (which builds first) or `pnpm test:e2e`.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_HELP, findChromium } from "../scripts/find-chromium.mjs";

import { E2E_PORT } from "./tests/hosts";
const chromium = findChromium();
if (!chromium) throw new Error(CHROMIUM_HELP);

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
// Evaluated in every worker too: create the run's database folder once and pass it down.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "tl-e2e-"));

export default defineConfig({
  testDir: "tests",
  testMatch: "**/*.e2e.ts",
  outputDir: "test-results/artifacts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Screens wait on the API, which shares 2 cores with the browsers in CI.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  projects: [
    { name: "sites", testIgnore: ["**/responsiveness.e2e.ts", "**/prerender-*.e2e.ts"] },
    // Prerendered pages (issue #18): three sites prerendered once the tests of the app shell are done.
    { name: "prerender-setup", testMatch: "**/prerender-setup.e2e.ts", dependencies: ["sites"] },
    {
      name: "prerender",
      testMatch: ["**/prerender-pages.e2e.ts", "**/prerender-seo.e2e.ts", "**/prerender-freshness.e2e.ts"],
      dependencies: ["prerender-setup"],
    },
    // Timing measurements, alone on the machine once the rest is done.
    { name: "responsiveness", testMatch: "**/responsiveness.e2e.ts", dependencies: ["prerender"] },
  ],
  use: {
    // Traces cost about a sixth of the run; CI keeps only its log, so it records none.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: {
    command: "node apps/api/dist/main.js",
    cwd: repoRoot,
    // Node cannot resolve *.localhost, so the health check uses the loopback address.
    url: `http://127.0.0.1:${String(E2E_PORT)}/api/health`,
    // A fresh embedded database per run: migrated and seeded with the curated facts at start.
    // Every browser test calls from 127.0.0.1: lift the per-address rate limit (the API suite tests it).
    env: { PORT: String(E2E_PORT), LOG_LEVEL: "warn", DATA_DIR: process.env.E2E_DATA_DIR, RATE_LIMIT_MAX: "100000" },
    reuseExistingServer: false,
    // Includes migrating, seeding and importing every public dataset on first start (about two
    // minutes on 2 cores, up to four on a loaded machine: README 'Data').
    timeout: 420_000,
  },
});
