// The server, built without listening: main.ts listens, tests call app.inject().
// API resources register under /api (one route file each); every other path serves a site.
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import type { DatabaseHandle } from "@tl/db/client";
import Fastify, { type FastifyInstance } from "fastify";
import { installCors } from "./api/cors";
import { registerEndpoint, type Endpoint } from "./api/endpoint";
import { installResponseCache } from "./api/response-cache";
import { errorHandler, notFoundHandler } from "./errors";
import { apiNotFoundRoutes } from "./routes/api-not-found";
import { apiRootEndpoint } from "./routes/api-root";
import { docsRoutes } from "./routes/docs";
import { championshipEndpoints } from "./routes/championships";
import { healthRoutes } from "./routes/health";
import { siteRoutes } from "./routes/sites";
import { teamEndpoints } from "./routes/teams";
import { coachEndpoints } from "./routes/coaches";
import { metaEndpoints } from "./routes/meta";
import { referenceEndpoints } from "./routes/reference";
import { playerEndpoints } from "./routes/players";
import { gameEndpoints } from "./routes/games";
import { seasonEndpoints } from "./routes/seasons";
import { searchEndpoints } from "./routes/search";
import { analyticsEndpoints } from "./routes/analytics";
import { standingEndpoints } from "./routes/standings";
import { holdsToken, RATE_LIMIT_TOKEN_HEADER } from "./rate-limit-token";
import { securityHeaders } from "./security-headers";
import { timeoutOptions, type ServerTimeouts } from "./server-timeouts";

const resources: Endpoint[] = [
  ...championshipEndpoints,
  ...teamEndpoints,
  ...playerEndpoints,
  ...coachEndpoints,
  ...metaEndpoints,
  ...referenceEndpoints,
  ...seasonEndpoints,
  ...gameEndpoints,
  ...standingEndpoints,
  ...searchEndpoints,
  ...analyticsEndpoints,
];
/** Every endpoint, the API root (/api/, naming the others) first. */
export const endpoints: Endpoint[] = [apiRootEndpoint(resources), ...resources];

export interface RateLimitOptions {
  /** Requests per client per window. */
  max: number;
  windowMs: number;
  /** A request whose x-rate-limit-token header holds this secret is not limited (env.ts). */
  exemptToken?: string;
}

export interface AppOptions {
  /** Folder holding each site's build as `<id>/dist` and the host-switch app as `fallback/dist`. */
  sitesDir: string;
  /** The database behind the API; without it only /api/health answers. */
  database?: DatabaseHandle;
  /** Pino JSON-line request logs; `false` silences them (tests). Default: level "info". A stream receives the lines (tests). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  rateLimit?: RateLimitOptions;
  /** Most API answers kept in memory at once. */
  cacheMaxEntries?: number;
  /** Bounds on slow clients (main.ts passes env.ts's); omitted: Node's defaults. */
  timeouts?: ServerTimeouts;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 600, windowMs: 60_000 };

export async function buildApp({
  sitesDir,
  database,
  logger = { level: "info" },
  rateLimit: limits = DEFAULT_RATE_LIMIT,
  cacheMaxEntries = 5000,
  timeouts,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: false, ...(timeouts ? timeoutOptions(timeouts) : {}) });

  app.addHook("onSend", securityHeaders);
  installCors(app);
  app.setNotFoundHandler(notFoundHandler);
  app.setErrorHandler(errorHandler);

  // Throttle API clients per address (sites, health and readiness are not limited). It runs
  // in each route's onRequest, before the response cache answers in preHandler.
  await app.register(rateLimit, {
    max: limits.max,
    timeWindow: limits.windowMs,
    allowList: (request) =>
      !request.url.startsWith("/api/") ||
      request.url.startsWith("/api/health") ||
      request.url.startsWith("/api/ready") ||
      holdsToken(request.headers[RATE_LIMIT_TOKEN_HEADER], limits.exemptToken),
    // Thrown to the error handler, which answers {"detail": message} with the status code.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Request was throttled. Expected available in ${String(Math.ceil(context.ttl / 1000))} seconds.`), {
        statusCode: 429,
      }),
  });

  const cache = installResponseCache(app, cacheMaxEntries);
  if (database) {
    const unsubscribe = await database.onDataChanged(() => {
      cache.clear();
    });
    app.addHook("onClose", async () => {
      await unsubscribe();
    });
  }

  await app.register(compress);
  // serve: false: sites.ts picks the root per Host header and calls reply.sendFile itself.
  // Dotfiles (dist/.vite/manifest.json) are build metadata, not for visitors. No byte ranges:
  // @fastify/compress would gzip a 206 slice under a Content-Range counting uncompressed bytes.
  await app.register(fastifyStatic, { serve: false, dotfiles: "ignore", acceptRanges: false });

  await app.register(healthRoutes(database), { prefix: "/api" });
  await app.register(docsRoutes(endpoints), { prefix: "/api" });
  if (database) {
    for (const endpoint of endpoints) registerEndpoint(app, database.db, endpoint);
  }
  await app.register(apiNotFoundRoutes, { prefix: "/api" });
  await app.register(siteRoutes, { sitesDir });
  return app;
}
