// Slow clients (headers sent a byte at a time) are cut at the headers timeout, and normal
// requests are served meanwhile (server-timeouts.ts).
import { connect } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "./app";

const timeouts = { requestMs: 2_000, headersMs: 400, connectionMs: 5_000, keepAliveMs: 5_000 };
const app = await buildApp({ sitesDir: "/nonexistent", logger: false, timeouts });
let port = 0;
beforeAll(async () => {
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/** Sends a request's headers a byte every 50 ms; resolves with what it got and when it was cut. */
function slowClient(started: number) {
  const socket = connect(port, "127.0.0.1");
  const header = "GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + "x".repeat(200);
  let sent = 0;
  let received = "";
  const drip = setInterval(() => {
    if (sent < header.length && socket.writable) socket.write(header[sent++] ?? "");
  }, 50);
  socket.on("data", (chunk) => (received += String(chunk)));
  socket.on("error", () => undefined);
  return new Promise<{ received: string; afterMs: number }>((resolve) =>
    socket.on("close", () => {
      clearInterval(drip);
      resolve({ received, afterMs: Date.now() - started });
    }),
  );
}

it("cuts 100 clients that send headers a byte at a time, and serves normal requests meanwhile", async () => {
  const started = Date.now();
  const slow = Array.from({ length: 100 }, () => slowClient(started));
  await new Promise((resolve) => setTimeout(resolve, 150));
  for (let i = 0; i < 5; i += 1) {
    const response = await fetch(`http://127.0.0.1:${String(port)}/api/health`);
    expect(response.status).toBe(200);
  }
  const cut = await Promise.all(slow);
  for (const client of cut) {
    expect(client.received).toMatch(/^(HTTP\/1\.1 408 |$)/);
    // Cut at the headers timeout (plus a sweep and a loaded machine's delays), long before the
    // 10 s the headers would take to arrive.
    expect(client.afterMs).toBeLessThan(5_000);
  }
}, 15_000);
