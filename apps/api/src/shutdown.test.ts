// SIGTERM on the real server (main.ts via tsx, over a small seeded PGlite directory): it stops
// accepting connections, lets a request in flight finish, cuts one that outlives
// SHUTDOWN_TIMEOUT_MS, closes the database and exits 0.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@tl/db/client";
import { seedIfEmpty } from "@tl/facts/seed";
import { afterAll, expect, it } from "vitest";
import { API_TEST_SEED } from "./test/api-app";

const dataDir = mkdtempSync(join(tmpdir(), "tl-shutdown-"));
let server: ChildProcess | undefined;
afterAll(() => {
  if (server?.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST whose body has not all arrived: in flight until `finish` sends the rest. */
function partialRequest(port: number) {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += String(chunk)));
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  socket.write("POST /api/teams/teams/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 4\r\n\r\n{}");
  return { closed, finish: () => socket.write("  ") };
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket: Socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

it("finishes the request in flight, refuses new connections, cuts a stuck one at the bound, exits 0", async () => {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedIfEmpty(database, API_TEST_SEED);
  await database.close();

  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, DATASETS_DIR: join(dataDir, "none"), PORT: String(port), LOG_LEVEL: "warn" };
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], { env: { ...env, SHUTDOWN_TIMEOUT_MS: "1500" } });
  server = child;
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  // Starting PGlite is the slow part (seconds; a minute on a machine loaded by other work).
  let ready = false;
  for (let attempt = 0; attempt < 1500 && !ready && child.exitCode === null; attempt += 1) {
    ready = (await fetch(`http://127.0.0.1:${String(port)}/api/ready`).catch(() => undefined))?.status === 200;
    if (!ready) await sleep(100);
  }
  expect(ready).toBe(true);

  const slow = partialRequest(port);
  const stuck = partialRequest(port);
  await sleep(200);
  const signalled = Date.now();
  child.kill("SIGTERM");
  await sleep(200);
  expect(await refused(port)).toBe("ECONNREFUSED");
  slow.finish();
  expect(await slow.closed).toMatch(/^HTTP\/1\.1 405 /);
  // Never finished: its connection is closed once the bound has passed, without an answer.
  expect(await stuck.closed).toBe("");
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(1400);
  expect(await exited).toBe(0);
}, 240_000);
