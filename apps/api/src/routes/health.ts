import type { FastifyPluginCallback } from "fastify";

/** Liveness for scripts and e2e: 200 once routes are loaded (Fastify answers 503 while closing). */
export const healthRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get("/health", () => ({ status: "ok" }));
  done();
};
