// The soak's load generator in a process of its own (forked per soak), so its timing does not
// depend on what the drill runner did before it (20,000 fetches of the cache scan, earlier
// servers' logs): autocannon's latency is measured in the generator's event loop, and a
// generator whose heap is full of an earlier drill's garbage adds its own pauses to the
// server's. The parent sends the runs ({url, connections, requests, durations}); the child
// answers "warm" after the first run (the parent reads the server's memory then) and the
// last run's result.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export interface LoadPlan {
  url: string;
  connections: number;
  requests: { method: "GET"; path: string; headers: Record<string, string> }[];
  /** Seconds of warm-up, then seconds measured. */
  warmSeconds: number;
  seconds: number;
}

type Message = { kind: "warm" } | { kind: "result"; result: autocannon.Result } | { kind: "failed"; message: string };

/** Runs `plan` in a fresh child process; `onWarm` runs between warm-up and the measured run. */
export function runLoad(plan: LoadPlan, onWarm: () => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--child"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    child.on("message", (message: Message) => {
      if (message.kind === "warm") {
        onWarm();
        child.send("go");
      } else if (message.kind === "result") resolve(message.result);
      else reject(new Error(message.message));
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      reject(new Error(`load generator exited (${String(code)}) before its result`));
    });
    child.send(plan);
  });
}

async function child() {
  const plan = await new Promise<LoadPlan>((resolve) => process.once("message", resolve));
  const load = (duration: number) => autocannon({ url: plan.url, connections: plan.connections, duration, requests: plan.requests });
  await load(plan.warmSeconds);
  const go = new Promise((resolve) => process.once("message", resolve));
  process.send?.({ kind: "warm" } satisfies Message);
  await go;
  const result = await load(plan.seconds);
  process.send?.({ kind: "result", result } satisfies Message, () => process.disconnect());
}

if (process.argv.includes("--child")) {
  child().catch((error: unknown) => {
    process.send?.({ kind: "failed", message: String(error) } satisfies Message, () => process.disconnect());
  });
}
