// The built API (dist/main.js) as a black box: started with the drill's environment on a free
// loopback port, its log read line by line (pino JSON on stdout), its resident memory read
// from /proc, killed or stopped by signal. DRILL_NODE_ARGS adds Node flags to its command line
// (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a drill's time goes).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export const repoDir = fileURLToPath(new URL("../../../../", import.meta.url));
const MAIN = `${repoDir}apps/api/dist/main.js`;

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
    probe.on("error", reject);
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the drill's database lives: a PGlite directory or a PostgreSQL URL. */
export type Store = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

export interface Server {
  base: string;
  port: number;
  child: ChildProcess;
  /** Log lines whose msg is this, since start (or the last reset). */
  count(msg: string): number;
  reset(): void;
  rssMb(): number;
  /** Milliseconds from spawn until /api/health answered 200. */
  startMs: number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startServer(store: Store, env: Record<string, string> = {}, port?: number): Promise<Server> {
  const chosen = port ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, [...(process.env.DRILL_NODE_ARGS?.split(" ").filter(Boolean) ?? []), MAIN], {
    env: {
      ...process.env,
      ...(store.kind === "pglite" ? { DATA_DIR: store.dataDir, DATABASE_URL: "" } : { DATABASE_URL: store.url }),
      PORT: String(chosen),
      HOST: "127.0.0.1",
      // No import at start: the drills bring an imported database.
      DATASETS_DIR: `${repoDir}.drill-no-datasets`,
      RATE_LIMIT_MAX: "100000000",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const counts = new Map<string, number>();
  const tail: string[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => {
    const msg = /"msg":"([^"]*)"/.exec(line)?.[1];
    if (msg) counts.set(msg, (counts.get(msg) ?? 0) + 1);
    if (!line.includes('"level":20')) tail.push(line.slice(0, 300));
    if (tail.length > 20) tail.shift();
  });
  createInterface({ input: child.stderr }).on("line", (line) => {
    tail.push(line.slice(0, 300));
    if (tail.length > 20) tail.shift();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${String(chosen)}`;
  let up = false;
  for (let waited = 0; waited < 120_000 && child.exitCode === null && child.signalCode === null; waited += 100) {
    up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await sleep(100);
  }
  if (!up) {
    child.kill("SIGKILL");
    throw new Error(`the API did not start on ${base}:\n${tail.join("\n")}`);
  }
  return {
    base,
    port: chosen,
    child,
    startMs: performance.now() - started,
    count: (msg) => counts.get(msg) ?? 0,
    reset: () => counts.clear(),
    rssMb: () => {
      // 0 once the process is gone.
      const status = child.exitCode === null && child.signalCode === null ? readFileSync(`/proc/${String(child.pid)}/status`, "utf8") : "";
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
