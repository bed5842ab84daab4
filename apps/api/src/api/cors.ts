// CORS for the public, read-only API (issue #14): a browser app on any origin may read it.
// Every answer under /api/ carries Access-Control-Allow-Origin: * (no credentials are ever
// involved, so the wildcard is safe and needs no Vary: Origin), and exposes the headers a
// client acts on. A preflight (OPTIONS with Origin and Access-Control-Request-Method) is
// answered at once with 204, before the rate limit and the routes. The sites' pages are not
// touched: only /api/ paths get these headers.
import type { FastifyInstance } from "fastify";

const API_PATH = /^\/api(?:[/?]|$)/;

export const CORS_ALLOWED_METHODS = "GET, HEAD, OPTIONS";
export const CORS_ALLOWED_HEADERS = "Accept, Accept-Language, If-None-Match, X-Requested-With";
export const CORS_EXPOSED_HEADERS = "ETag, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset";
/** A day: browsers cap it lower (Chromium at two hours) and ask again. */
const PREFLIGHT_MAX_AGE = "86400";

export function installCors(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    const { origin, "access-control-request-method": method } = request.headers;
    if (request.method !== "OPTIONS" || origin === undefined || method === undefined || !API_PATH.test(request.url)) return;
    // Answered the same for any requested method: the browser itself refuses one not listed.
    return reply
      .code(204)
      .headers({
        "access-control-allow-origin": "*",
        "access-control-allow-methods": CORS_ALLOWED_METHODS,
        "access-control-allow-headers": CORS_ALLOWED_HEADERS,
        "access-control-max-age": PREFLIGHT_MAX_AGE,
      })
      .send();
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!API_PATH.test(request.url)) return payload;
    reply.header("access-control-allow-origin", "*");
    // Read by the script of the answer that follows a preflight, not by the preflight's.
    if (request.method !== "OPTIONS") reply.header("access-control-expose-headers", CORS_EXPOSED_HEADERS);
    return payload;
  });
}
