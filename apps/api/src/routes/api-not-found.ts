import type { FastifyPluginCallback } from "fastify";

/**
 * Claims the whole /api space, any method, so an unknown API path is a JSON 404 and never
 * falls through to a site's index.html. Resource routes are more specific and win over "/*".
 */
export const apiNotFoundRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.all("/", (_request, reply) => reply.callNotFound());
  app.all("/*", (_request, reply) => reply.callNotFound());
  done();
};
