// Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish
// within a bound (then close their connections), close the database, exit 0.
import type { DatabaseHandle } from "@tl/db/client";
import type { FastifyInstance } from "fastify";

/** How often connections that fell idle after their last answer are closed while shutting down. */
const IDLE_SWEEP_MS = 100;

export function closeOnSignals(app: FastifyInstance, database: DatabaseHandle, timeoutMs: number) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    // once: a second Ctrl-C falls through to Node's default and stops at once.
    process.once(signal, () => {
      app.log.info({ signal, timeoutMs }, "closing: finishing in-flight requests");
      // A keep-alive connection whose request was in flight is idle once answered: close it then
      // (Node closes only the connections idle when the server stops listening).
      const sweep = setInterval(() => {
        app.server.closeIdleConnections();
      }, IDLE_SWEEP_MS);
      const force = setTimeout(() => {
        app.log.warn({ timeoutMs }, "closing: requests still in flight after the bound; closing their connections");
        app.server.closeAllConnections();
      }, timeoutMs);
      app
        .close()
        .then(() => {
          clearInterval(sweep);
          clearTimeout(force);
          return database.close();
        })
        .then(
          () => {
            app.log.info("closed");
            process.exit(0);
          },
          (error: unknown) => {
            app.log.error({ err: error }, "close failed");
            process.exit(1);
          },
        );
    });
  }
}
