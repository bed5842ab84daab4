// Repeated reads do not go to the database: successful GET answers of the API are kept in
// memory, keyed by host and URL, and dropped whenever any process announces a data change.
// A kept answer goes in the encoding the client accepts, compressed once (encoded-body.ts).
// Every cached or fresh 200 carries a strong ETag; a matching If-None-Match gets a 304.
// If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x", as a cache or proxy that
// weakened the tag (e.g. after recompressing) sends it back.
// An answer streamed rather than kept (a whole list as CSV) gets a tag standing for its URL in
// this process until the next data change (streamTag), so it too answers 304.
// Identical uncached GETs in flight at once are coalesced: the first (the leader) runs the
// handler, the others wait for its answer and are sent it as a hit, so a stampede on one URL
// reads the database once. Each handler run logs "database read" at level debug.
import { createHash, randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { encodedBody, type Encodable } from "../encoded-body";

export const API_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

interface Entry extends Encodable {
  /**
   * Encoded once: a hit writes these bytes as they are, where a string would be measured
   * (Content-Length) and encoded to UTF-8 again on every send (on the soak's mix, 20 KB an answer).
   */
  body: Buffer;
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

async function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header("etag", entry.etag).header("cache-control", API_CACHE_CONTROL).header("x-cache", "HIT");
  if (matches(request, entry.etag)) return reply.code(304).send();
  return reply.type(entry.type).send(await encodedBody(request, reply, entry));
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

/** A leader's read in flight: resolves to its kept answer, or undefined when it kept none. */
interface Flight {
  key: string;
  answer: Promise<Entry | undefined>;
  settle: (entry: Entry | undefined) => void;
}

const flights = new WeakMap<FastifyRequest, Flight>();

export function installResponseCache(app: FastifyInstance, maxEntries: number): ResponseCache {
  const cache = new LRUCache<string, Entry>({ max: Math.max(1, maxEntries) });
  let generation = 0;
  /** Leaders' reads in flight by cache key; dropped with the cache on a data change. */
  let inFlight = new Map<string, Flight>();

  const lead = (request: FastifyRequest, key: string) => {
    let settle: Flight["settle"] = () => undefined;
    const answer = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    const flight: Flight = { key, answer, settle };
    inFlight.set(key, flight);
    flights.set(request, flight);
  };
  /** Idempotent: the first call settles the flight; later ones (onResponse after onSend) do nothing. */
  const land = (request: FastifyRequest, entry: Entry | undefined) => {
    const flight = flights.get(request);
    if (!flight) return;
    flights.delete(request);
    if (inFlight.get(flight.key) === flight) inFlight.delete(flight.key);
    flight.settle(entry);
  };

  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const key = keyOf(request);
    const entry = cache.get(key);
    if (entry) {
      await sendCached(request, reply, entry);
      return;
    }
    if (!request.routeOptions.config.cache || request.method !== "GET") return;
    const flight = inFlight.get(key);
    if (!flight) lead(request, key);
    else {
      // A follower sends the leader's answer. When the leader kept none (an error, a 404, a
      // streamed CSV), its followers run the handler each, at once rather than one by one.
      const shared = await flight.answer;
      if (shared) {
        await sendCached(request, reply, shared);
        return;
      }
    }
    request.log.debug({ url: request.url }, "database read");
  });

  app.addHook("onResponse", (request, _reply, done) => {
    land(request, undefined);
    done();
  });
  app.addHook("onRequestAbort", (request, done) => {
    land(request, undefined);
    done();
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.routeOptions.config.cache || reply.statusCode !== 200 || typeof payload !== "string") {
      land(request, undefined);
      return payload;
    }
    if (reply.getHeader("x-cache") === "HIT") return payload;
    const entry: Entry = {
      body: Buffer.from(payload),
      etag: strongEtag(payload),
      type: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
    };
    // A read that began before a data change is not kept (nor shared) past it.
    const flight = flights.get(request);
    const current = !flight || inFlight.get(flight.key) === flight;
    if (request.method === "GET" && current) cache.set(keyOf(request), entry);
    land(request, current ? entry : undefined);
    reply.header("etag", entry.etag).header("cache-control", API_CACHE_CONTROL).header("x-cache", "MISS");
    if (matches(request, entry.etag)) {
      reply.code(304);
      return "";
    }
    // The same bytes and headers a hit gets (encoded-body.ts).
    return encodedBody(request, reply, entry);
  });

  const responseCache: ResponseCache = {
    clear: () => {
      cache.clear();
      inFlight = new Map();
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
