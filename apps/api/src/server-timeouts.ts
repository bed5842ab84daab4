// The HTTP server's bounds on slow clients, set deliberately rather than left at Node's
// defaults (headers 60 s, whole request 300 s, checked only every 30 s). Defaults: env.ts.
import type { ServerOptions } from "node:http";

export interface ServerTimeouts {
  /** The whole request (headers and body) must arrive within this. */
  requestMs: number;
  /** The headers must arrive within this: a client sending a byte a second is answered 408 and cut. */
  headersMs: number;
  /** A socket with no traffic at all is closed after this. */
  connectionMs: number;
  /** An idle keep-alive connection is kept this long. */
  keepAliveMs: number;
}

/** Fastify's options for these bounds. */
export function timeoutOptions(timeouts: ServerTimeouts) {
  // Node refuses a headers timeout above the request timeout.
  const headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node enforces the headers and request timeouts when it sweeps its connections (every 30 s
    // by default, so a 10 s bound could hold for 40 s); sweep at most a second apart.
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 2))),
    } satisfies ServerOptions,
  };
}
