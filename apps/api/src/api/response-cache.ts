// Repeated reads do not go to the database: successful GET answers of the API are kept in
// memory, keyed by host and URL, and dropped whenever any process announces a data change.
// Every cached or fresh 200 carries a strong ETag; a matching If-None-Match gets a 304.
// If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x", as a cache or proxy that
// weakened the tag (e.g. after recompressing) sends it back.
// An answer streamed rather than kept (a whole list as CSV) gets a tag standing for its URL in
// this process until the next data change (streamTag), so it too answers 304.
import { createHash, randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";

export const API_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

interface Entry {
  body: string;
  etag: string;
  /** Content-Type: JSON, or CSV (?format=csv). */
  type: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Cache this route's 200 answers (read-only API routes). */
    cache?: boolean;
    /** Added to the cache key: for answers that change without a data change (today's games). */
    cacheVary?: () => string;
  }
}

export const strongEtag = (body: string) => `"${createHash("sha1").update(body).digest("base64url")}"`;

const keyOf = (request: FastifyRequest) => {
  const vary = request.routeOptions.config.cacheVary?.() ?? "";
  return `${request.protocol}://${request.host}${request.url}#${vary}`;
};

/** The opaque tags (quoted) of an If-None-Match list, weak or strong; malformed members are dropped. */
const listedTags = (header: string) => header.split(",").map((member) => /^(?:W\/)?("[^"]*")$/.exec(member.trim())?.[1]);

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header.trim() === "*" || listedTags(header).includes(etag);
}

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header("etag", entry.etag).header("cache-control", API_CACHE_CONTROL).header("x-cache", "HIT");
  if (matches(request, entry.etag)) return reply.code(304).send();
  return reply.type(entry.type).send(entry.body);
}

export interface ResponseCache {
  clear(): void;
  readonly size: number;
  /**
   * For an answer streamed rather than kept (a whole list as CSV): an ETag that stands for its
   * URL until the next data change (this process's generation), and whether the request's
   * If-None-Match holds it.
   */
  streamTag(request: FastifyRequest): { etag: string; fresh: boolean };
}

declare module "fastify" {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/** Tells this process's generations from another's (or a restarted one's). */
const PROCESS_ID = randomUUID();

export function installResponseCache(app: FastifyInstance, maxEntries: number): ResponseCache {
  const cache = new LRUCache<string, Entry>({ max: Math.max(1, maxEntries) });
  let generation = 0;

  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const entry = cache.get(keyOf(request));
    if (entry) await sendCached(request, reply, entry);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.routeOptions.config.cache || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    if (reply.getHeader("x-cache") === "HIT") return payload;
    const entry = {
      body: payload,
      etag: strongEtag(payload),
      type: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
    };
    if (request.method === "GET") cache.set(keyOf(request), entry);
    reply.header("etag", entry.etag).header("cache-control", API_CACHE_CONTROL).header("x-cache", "MISS");
    if (matches(request, entry.etag)) {
      reply.code(304);
      return "";
    }
    return payload;
  });

  const responseCache: ResponseCache = {
    clear: () => {
      cache.clear();
      generation += 1;
    },
    get size() {
      return cache.size;
    },
    streamTag: (request) => {
      const etag = strongEtag(`${PROCESS_ID}:${String(generation)}:${keyOf(request)}`);
      return { etag, fresh: matches(request, etag) };
    },
  };
  app.decorate("responseCache", responseCache);
  return responseCache;
}
