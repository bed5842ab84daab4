// The API the pages read while they are rendered: a running server (--api), or the server
// itself (apps/api/dist/main.js) started on a free port over the same database and stopped after.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { loopbackGet } from "./loopback-get";

export interface ApiHandle {
  origin: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no free port"));
      });
    });
  });
}

const isHealthy = (origin: string) =>
  fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited (${String(child.exitCode)}) before it answered`);
    if (await isHealthy(origin)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The API server did not answer within 10 minutes");
}

/**
 * The API to read: `api` when given; else the local server on `port` when it answers (an
 * embedded database is opened by one process only); else the server started here.
 */
export async function findApi(root: string, api: string | undefined, port: number, env: NodeJS.ProcessEnv): Promise<ApiHandle> {
  const running = api ?? `http://127.0.0.1:${String(port)}`;
  if (api !== undefined || (await isHealthy(running))) return { origin: running, stop: () => Promise.resolve() };
  return startApi(root, env);
}

async function startApi(root: string, env: NodeJS.ProcessEnv): Promise<ApiHandle> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "apps/api/dist/main.js")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", RATE_LIMIT_MAX: "1000000" },
  });
  const origin = `http://127.0.0.1:${String(port)}`;
  await waitForHealth(origin, child);
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => {
        resolve();
      });
      child.kill("SIGTERM");
    });
  return { origin, stop };
}

/**
 * Sends the app's relative API requests ("/api/teams/") to `origin`, uncompressed (over loopback,
 * gzip only spends both processes' CPU), with the rate limit's exempt token when one is set
 * (RATE_LIMIT_EXEMPT_TOKEN: `pnpm start` gives its server and this prerenderer the same fresh one;
 * a page asks for several answers, a site for thousands). They go through node:http on kept-alive
 * sockets (loopback-get.ts): fetch's body streams had cost the prerender a tenth of its CPU.
 */
export function routeFetchTo(origin: string, exemptToken: string | undefined) {
  const original = globalThis.fetch;
  const headers: Record<string, string> = { accept: "application/json", "accept-encoding": "identity" };
  if (exemptToken !== undefined) headers["x-rate-limit-token"] = exemptToken;
  globalThis.fetch = (input, init) => {
    if (typeof input !== "string" || !input.startsWith("/")) return original(input, init);
    return loopbackGet(`${origin}${input}`, headers);
  };
}
