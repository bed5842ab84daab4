// `pnpm data:import` as a process group of its own (pnpm, tsx and node), so a kill -9 reaches
// the process that writes, as a crash or an OOM kill would. Lines of its output are handed on.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { repoDir, type Store } from "./server";

export interface ImportProcess {
  done: Promise<number | null>;
  kill(): void;
}

export function startImport(store: Store, onLine: (line: string) => void = () => undefined): ImportProcess {
  const child = spawn("pnpm", ["data:import"], {
    cwd: repoDir,
    detached: true,
    env: { ...process.env, ...(store.kind === "pglite" ? { DATA_DIR: store.dataDir, DATABASE_URL: "" } : { DATABASE_URL: store.url }) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  createInterface({ input: child.stdout }).on("line", onLine);
  child.stderr.resume();
  const done = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    done,
    kill: () => {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    },
  };
}

/** A whole import, or an Error naming its exit code. */
export async function importAll(store: Store): Promise<void> {
  const lines: string[] = [];
  const run = startImport(store, (line) => lines.push(line));
  const code = await run.done;
  if (code !== 0) throw new Error(`pnpm data:import exited ${String(code)}: ${lines.slice(-5).join(" | ")}`);
}
