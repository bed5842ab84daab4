// The server, built without listening: main.ts listens, tests call app.inject().
// API resources register under /api (one route file each); every other path serves a site.
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { errorHandler, notFoundHandler } from "./errors";
import { apiNotFoundRoutes } from "./routes/api-not-found";
import { healthRoutes } from "./routes/health";
import { siteRoutes } from "./routes/sites";
import { securityHeaders } from "./security-headers";

export interface AppOptions {
  /** Folder holding each site's build as `<id>/dist` and the host-switch app as `fallback/dist`. */
  sitesDir: string;
  /** Pino JSON-line request logs; `false` silences them (tests). Default: level "info". */
  logger?: boolean | { level: string };
}

export function buildApp({ sitesDir, logger = { level: "info" } }: AppOptions): FastifyInstance {
  const app = Fastify({ logger });

  app.addHook("onSend", securityHeaders);
  app.setNotFoundHandler(notFoundHandler);
  app.setErrorHandler(errorHandler);
  void app.register(compress);
  // serve: false: sites.ts picks the root per Host header and calls reply.sendFile itself.
  // Dotfiles (dist/.vite/manifest.json) are build metadata, not for visitors. No byte ranges:
  // @fastify/compress would gzip a 206 slice under a Content-Range counting uncompressed bytes.
  void app.register(fastifyStatic, { serve: false, dotfiles: "ignore", acceptRanges: false });

  void app.register(healthRoutes, { prefix: "/api" });
  void app.register(apiNotFoundRoutes, { prefix: "/api" });
  void app.register(siteRoutes, { sitesDir });
  return app;
}
