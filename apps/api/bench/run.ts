// `pnpm bench:api`: starts the built server on a fresh embedded database, loads it with
// autocannon over loopback for a fixed time per scenario, and prints requests per second
// and p50/p99 latency. Client and server share the machine, as the targets assume.
// Targets (README): championships list ≥ 5,000 req/s with p99 < 25 ms at 50 connections; the
// first (uncached) read of a list URL p95 < 20 ms on the full data (uncached.ts).
// BENCH_DATA_DIR: an embedded database imported before (skips the first start's import).
// BENCH_DATABASE_URL: a PostgreSQL database instead of the embedded one (imported on the first
// start when empty, as `pnpm start` does; README 'API performance' has the recipe).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { runUncached, UNCACHED_P95_MS, UNCACHED_SCENARIOS } from "./uncached";

// BENCH_PORT: another port, when a second bench or server holds the default one.
// BENCH_ONLY: measure only the scenarios whose name contains it ("analytics", "search").
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const chosen = <T extends { name: string }>(scenarios: readonly T[]) =>
  ONLY ? scenarios.filter((scenario) => scenario.name.toLowerCase().includes(ONLY)) : scenarios;
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const TARGET = { path: "/api/championships/championships/", rps: 5000, p99: 25 };

const SCENARIOS = [
  { name: "championships list", path: TARGET.path },
  { name: "teams, filtered", path: "/api/teams/teams/?sport__slug=football&level__slug=professional&conference=NFC" },
  { name: "champions by year", path: "/api/championships/champions/?season__start_year=2023" },
  { name: "player search", path: "/api/people/players/?search=ruth" },
  { name: "player summary search", path: "/api/people/players/summary/?search=ruth" },
];

const root = fileURLToPath(new URL("../../../", import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), "tl-bench-"));
const database = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };

async function waitForHealth(url: string) {
  // A fresh database imports every public dataset first: minutes, not seconds.
  for (let attempt = 0; attempt < 4 * 600; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

const server = spawn(process.execPath, [join(root, "apps/api/dist/main.js")], {
  env: { ...process.env, ...database, PORT: String(PORT), LOG_LEVEL: "warn", RATE_LIMIT_MAX: "100000000" },
  stdio: ["ignore", "inherit", "inherit"],
});

try {
  await waitForHealth(`http://127.0.0.1:${String(PORT)}/api/health`);
  console.log(
    `${databaseUrl ? "PostgreSQL" : "Embedded database (PGlite)"}; ${String(DURATION_S)}s per scenario, ${String(CONNECTIONS)} connections, server and client on this machine\n`,
  );
  console.log(`${"scenario".padEnd(22)}${"req/s".padStart(10)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}  status`);
  let missed = false;
  for (const scenario of chosen(SCENARIOS)) {
    // Warm up (JIT, caches, connections) before measuring.
    await autocannon({ url: `http://127.0.0.1:${String(PORT)}${scenario.path}`, connections: CONNECTIONS, duration: 2 });
    const result = await autocannon({
      url: `http://127.0.0.1:${String(PORT)}${scenario.path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const rps = Math.round(result.requests.average);
    const ok = result.non2xx === 0 && result.errors === 0;
    const isTarget = scenario.path === TARGET.path;
    const meets = !isTarget || (rps >= TARGET.rps && result.latency.p99 < TARGET.p99);
    missed ||= !ok || !meets;
    console.log(
      `${scenario.name.padEnd(22)}${String(rps).padStart(10)}${String(result.latency.p50).padStart(9)}${String(result.latency.p99).padStart(9)}  ${
        ok ? "" : `${String(result.non2xx)} non-2xx, ${String(result.errors)} errors `
      }${isTarget ? (meets ? "meets target" : `MISSES target (≥${String(TARGET.rps)} req/s, p99 < ${String(TARGET.p99)} ms)`) : ""}`,
    );
  }
  console.log(`\nFirst reads (uncached, a new URL each request, 2 connections); target p95 < ${String(UNCACHED_P95_MS)} ms unless named`);
  console.log(`${"scenario".padEnd(26)}${"requests".padStart(10)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}  status`);
  for (const scenario of chosen(UNCACHED_SCENARIOS)) {
    const result = await runUncached(`http://127.0.0.1:${String(PORT)}`, scenario, DURATION_S);
    const limit = scenario.p95Ms ?? UNCACHED_P95_MS;
    const meets = result.failed === 0 && result.p95 < limit;
    missed ||= scenario.target && !meets;
    const named = scenario.p95Ms === undefined ? "" : ` (p95 < ${String(limit)} ms)`;
    const verdict = scenario.target ? (meets ? `meets target${named}` : `MISSES target${named}`) : "(measured; no target yet)";
    console.log(
      `${scenario.name.padEnd(26)}${String(result.requests).padStart(10)}${result.p50.toFixed(1).padStart(9)}${result.p95.toFixed(1).padStart(9)}  ${
        result.failed > 0 ? `${String(result.failed)} non-2xx ` : ""
      }${verdict}`,
    );
  }
  process.exitCode = missed ? 1 : 0;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
