// A list answered as CSV (?format=csv). With page or page_size: that page, as one text the
// response cache keeps like any answer. Without: every matching row, streamed, under an ETag
// that stands for the URL until the next data change (response-cache.ts streamTag).
import { Readable } from "node:stream";
import type { Page, PageRequest } from "@tl/db/queries/common";
import type { FastifyReply, FastifyRequest } from "fastify";
import { API_CACHE_CONTROL } from "../response-cache";
import { InvalidPage, type PageChoice } from "../pagination";
import { CSV_CONTENT_TYPE, csvStream, csvText } from "./write";

export async function answerCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  columns: readonly string[][],
  page: PageChoice | undefined,
  list: (page: PageRequest) => Promise<Page<unknown>>,
) {
  if (page !== undefined) {
    const { results } = await list(page);
    // As the JSON page: page 1 of an empty list is valid and empty, any other must hold rows.
    if (results.length === 0 && page.page > 1) throw new InvalidPage();
    return reply.type(CSV_CONTENT_TYPE).send(csvText(columns, results));
  }
  reply.type(CSV_CONTENT_TYPE);
  const { etag, fresh } = request.server.responseCache.streamTag(request);
  reply.header("etag", etag).header("cache-control", API_CACHE_CONTROL);
  if (fresh) return reply.code(304).send();
  // HEAD: the headers alone, without reading the rows (an empty stream, as the cache keeps no text).
  if (request.method === "HEAD") return reply.send(Readable.from([]));
  return reply.send(csvStream(columns, async (limit, offset) => (await list({ limit, offset })).results));
}
