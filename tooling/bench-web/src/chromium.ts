// Debian's Chromium (tooling/scripts/find-chromium.mjs) with the browser tests' flags, started
// once for the whole run with a throwaway profile; Lighthouse drives it over its debugging port.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_HELP, findChromium } from "../../scripts/find-chromium.mjs";

export interface Browser {
  port: number;
  close: () => Promise<void>;
}

export async function launchChromium(): Promise<Browser> {
  const executable = findChromium();
  if (!executable) throw new Error(CHROMIUM_HELP);
  const profile = await mkdtemp(join(tmpdir(), "tl-bench-web-"));
  const child = spawn(executable, [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    child.stderr.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.once("exit", (code) => {
      reject(new Error(`Chromium exited (${String(code)}) before it listened:\n${seen}`));
    });
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(profile, { recursive: true, force: true });
  };
  return { port, close };
}
