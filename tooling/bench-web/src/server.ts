// The product as `pnpm start` serves it (tooling/scripts/run.mjs): the built API server serving
// the sites' dist folders, with the pages of the measured sites prerendered (--if-stale) once it
// answers. BENCH_WEB_URL instead measures a server already running (its port; hosts per site).
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { BenchEnv } from "./env";

export interface Server {
  port: number;
  stop: () => Promise<void>;
}

async function waitForHealth(origin: string, isAlive: () => boolean) {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline && isAlive()) {
    const up = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API server did not answer on ${origin}`);
}

export async function startProduct(root: string, bench: BenchEnv, sites: string[]): Promise<Server> {
  const { port } = bench;
  // BENCH_DATA_DIR: an embedded database imported before (the server opens it read-write: use a copy).
  const data = bench.dataDir ? { DATA_DIR: bench.dataDir } : {};
  const env = { ...bench.all, ...data, PORT: String(port), LOG_LEVEL: "warn", RATE_LIMIT_EXEMPT_TOKEN: randomUUID() };
  const server = spawn(process.execPath, [join(root, "apps/api/dist/main.js")], { cwd: root, stdio: "inherit", env });
  const origin = `http://127.0.0.1:${String(port)}`;
  await waitForHealth(origin, () => server.exitCode === null);
  const prerender = [join(root, "tooling/prerender/dist/cli.js"), "--if-stale", "--sites", sites.join(","), "--api", origin];
  const rendered = spawnSync(process.execPath, prerender, { cwd: root, stdio: "inherit", env });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  if (rendered.status !== 0) {
    await stop();
    throw new Error(`The prerender failed (exit ${String(rendered.status)})`);
  }
  return { port, stop };
}

export const attached = (url: string): Server => ({ port: Number(new URL(url).port || 80), stop: () => Promise.resolve() });
