import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from "fastify";

/**
 * Claims the whole /api space, any method, so an unknown API path is a JSON 404 and never
 * falls through to a site's index.html. Resource routes are more specific and win over "/*".
 * A GET without the trailing slash is redirected to the slashed path, as Django's
 * APPEND_SLASH does; the slashed path then answers or 404s on its own.
 */
export const apiNotFoundRoutes: FastifyPluginCallback = (app, _options, done) => {
  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    const [path = "", query] = request.url.split(/\?(.*)/s, 2);
    if ((request.method === "GET" || request.method === "HEAD") && !path.endsWith("/") && !path.includes("//")) {
      const location = `${path}/${query ? `?${query}` : ""}`;
      return reply.code(301).header("location", location).send({ detail: "Moved permanently: API paths end with a slash.", location });
    }
    reply.callNotFound();
    return reply;
  };
  // "/api" alone (redirected); "/api/" is the API root, or falls to "/*" without a database.
  app.all("/", { prefixTrailingSlash: "no-slash" }, handler);
  app.all("/*", handler);
  done();
};
