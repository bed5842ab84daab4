#!/usr/bin/env node
// The two commands a new user needs, runnable with only Node and npm installed:
//   npm start   (= pnpm start)  install, build what is stale, serve every site and the API,
//                               prerender the pages of sites whose build or data changed
//   npm test    (= pnpm test)   install, then lint, typecheck, unit/component tests, build,
//                               shell check, bundle budget and browser tests
// pnpm is used from PATH when present, else fetched through npx at the pinned version.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_HELP, findChromium } from "./find-chromium.mjs";
import { findPostgresBin, POSTGRES_HELP } from "./find-postgres.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager; // "pnpm@x.y.z"
const isCI = Boolean(process.env.CI);

function pnpmCommand() {
  const found = spawnSync("pnpm", ["--version"], { encoding: "utf8" });
  return found.status === 0 ? ["pnpm"] : ["npx", "--yes", pinned];
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed${result.status === null ? ` (signal ${result.signal})` : ` (exit ${result.status})`}.`);
    process.exit(result.status ?? 1);
  }
}

function prepare() {
  const [pnpm, ...pre] = pnpmCommand();
  const pnpmRun = (label, args, env) => run(label, pnpm, [...pre, ...args], env);
  pnpmRun("Install dependencies", ["install", ...(isCI ? ["--frozen-lockfile"] : []), "--reporter=append-only"]);
  return pnpmRun;
}

function start() {
  const pnpmRun = prepare();
  pnpmRun("Build what is stale (sites, API server)", ["exec", "turbo", "run", "build", "--output-logs=errors-only"]);
  console.log("\n▶ Serve");
  // The prerender reads thousands of answers from this server: a fresh secret lets it past the
  // per-address rate limit, which every other client keeps (README "Prerendering").
  const env = { ...process.env, RATE_LIMIT_EXEMPT_TOKEN: process.env.RATE_LIMIT_EXEMPT_TOKEN || randomUUID() };
  const server = spawn(process.execPath, [join(root, "apps/api/dist/main.js")], { cwd: root, stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  void prerenderWhenServing(server, env);
}

/**
 * Once the server answers, the pages of every site whose build or data changed since they were
 * last rendered are rendered again (README "Prerendering"); the server sends the app shell for a
 * page until its file is written.
 */
async function prerenderWhenServing(server, env) {
  const health = `http://127.0.0.1:${process.env.PORT ?? "3000"}/api/health`;
  while (server.exitCode === null) {
    const up = await fetch(health).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (server.exitCode !== null) return;
  console.log("\n▶ Prerender the pages of sites whose build or data changed");
  spawn(process.execPath, [join(root, "tooling/prerender/dist/cli.js"), "--if-stale"], { cwd: root, stdio: "inherit", env });
}

/** What the suite needs beyond Node: a missing one fails a CI run at once; elsewhere its tests are skipped and the summary names them. */
function checkPrerequisites() {
  // Fail before spending minutes on the rest when the browser tests cannot run (CI or not).
  if (!findChromium()) {
    console.error(`${isCI ? "CI: " : ""}${CHROMIUM_HELP}`);
    process.exit(1);
  }
  if (!isCI) return;
  // The same rule as packages/facts/src/datasets/locate.ts: DATASETS_DIR, else ../shared/datasets.
  const datasets = process.env.DATASETS_DIR ? resolve(process.env.DATASETS_DIR) : join(root, "..", "shared", "datasets");
  const missing = [
    ...(findPostgresBin() ? [] : [POSTGRES_HELP]),
    ...(existsSync(datasets)
      ? []
      : [`The public datasets folder ${datasets} is missing (set DATASETS_DIR, or put them in ../shared/datasets; README 'Data').`]),
  ];
  for (const line of missing) console.error(`CI: ${line}`);
  if (missing.length > 0) process.exit(1);
  console.log("CI mode: a missing PostgreSQL server, Chromium or public dataset fails the run.");
}

function test() {
  checkPrerequisites();
  const pnpmRun = prepare();
  pnpmRun("Formatting (Prettier; pnpm format writes it)", ["exec", "prettier", "--check", "."]);
  pnpmRun("Lint, typecheck, unit, component and story tests, build, Storybook build", [
    "exec",
    "turbo",
    "run",
    "lint",
    "typecheck",
    "test",
    "build",
    "build-storybook",
    "--output-logs=new-only",
    "--concurrency=2",
  ]);
  run("Site shells match the generator", process.execPath, [join(root, "tooling/scripts/new-site.mjs"), "--check"]);
  run("Bundle budget", process.execPath, [join(root, "tooling/scripts/check-bundle-budget.mjs")]);
  pnpmRun("Browser tests (Playwright, Chromium)", ["exec", "playwright", "test", "-c", "tooling/e2e/playwright.config.ts"]);
  run("Summary", process.execPath, [join(root, "tooling/scripts/test-summary.mjs")]);
}

const commands = { start, test };
const name = process.argv[2];
if (!name || !(name in commands)) {
  console.error(`usage: node tooling/scripts/run.mjs <${Object.keys(commands).join("|")}>`);
  process.exit(2);
}
commands[name]();
