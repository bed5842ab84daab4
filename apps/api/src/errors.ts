// One error shape for every client, Django REST framework style: {"detail": "..."}.
import type { FastifyReply, FastifyRequest } from "fastify";

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ detail: "Not found." });
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    return reply.code(status).send({ detail: "Internal server error." });
  }
  const detail = error instanceof Error ? error.message : "Bad request.";
  return reply.code(status).send({ detail });
}

function statusOf(error: unknown): number {
  if (typeof error !== "object" || error === null || !("statusCode" in error)) return 500;
  const { statusCode } = error;
  return typeof statusCode === "number" && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}
