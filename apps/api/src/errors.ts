// One error shape for every client, Django REST framework style: {"detail": "..."}.
import type { FastifyReply, FastifyRequest } from "fastify";

/** Seconds a client is asked to wait after a 503 (database stalled or not ready). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a database that is busy rather than broken: query_canceled (statement_timeout),
 * lock_not_available (lock_timeout), cannot_connect_now, too_many_connections. Answered 503.
 */
const BUSY_CODES = new Set(["57014", "55P03", "57P03", "53300"]);

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ detail: "Not found." });
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseBusy(error)) {
    request.log.warn({ code: sqlState(error) }, "database busy");
    return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send({ detail: "The database is busy. Try again shortly." });
  }
  const status = statusOf(error);
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    return reply.code(status).send({ detail: "Internal server error." });
  }
  const detail = error instanceof Error ? error.message : "Bad request.";
  return reply.code(status).send({ detail });
}

/** The SQLSTATE of a driver error, looked for through the ORM's wrapping (DrizzleQueryError's cause). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; typeof current === "object" && current !== null && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isDatabaseBusy = (error: unknown) => BUSY_CODES.has(sqlState(error) ?? "");

function statusOf(error: unknown): number {
  if (typeof error !== "object" || error === null || !("statusCode" in error)) return 500;
  const { statusCode } = error;
  return typeof statusCode === "number" && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}
