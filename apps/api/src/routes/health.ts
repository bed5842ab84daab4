// Liveness and readiness, for scripts and load balancers (neither is rate-limited nor cached).
import type { DatabaseHandle } from "@tl/db/client";
import { sql } from "drizzle-orm";
import type { FastifyPluginCallback } from "fastify";
import { RETRY_AFTER_SECONDS } from "../errors";

/** How long /api/ready waits for the database's answer before saying it is not ready. */
export const READY_TIMEOUT_MS = 2_000;

/** Resolves true once `select 1` answers, false on an error or after READY_TIMEOUT_MS. */
async function databaseAnswers(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  const answered = database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /api/health: liveness, 200 once routes are loaded, whatever the database does.
 * /api/ready: readiness, 200 when the database answers a trivial statement within
 * READY_TIMEOUT_MS, else 503 with Retry-After. Fastify answers 503 to both while closing.
 */
export const healthRoutes =
  (database: DatabaseHandle | undefined): FastifyPluginCallback =>
  (app, _options, done) => {
    app.get("/health", () => ({ status: "ok" }));
    app.get("/ready", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      if (database && (await databaseAnswers(database))) return { status: "ready", database: database.kind };
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ detail: "The database is not answering.", status: "unavailable" });
    });
    done();
  };
