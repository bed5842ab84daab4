// Compressed copies of the bodies the server keeps in memory (cached API answers, site pages
// held in memory): each encoding is made once, on libuv's threadpool, when a client first
// accepts it, and then sent as bytes with its Content-Length. Left to @fastify/compress, the
// same body was compressed again on every request, and browsers always send Accept-Encoding:
// on the soak's mix that served 77 requests a second instead of 10,000.
// The encoding chosen and the Vary and Content-Encoding headers are @fastify/compress's for the
// same request (its negotiator, preference order and aliases); the copies are smaller, as they
// are made once: Brotli at quality 6 where a stream gets 4.
import negotiate from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { promisify } from "node:util";
import zlib from "node:zlib";

type Encode = (body: Buffer) => Promise<Buffer>;

const brotli = promisify(zlib.brotliCompress);
const BROTLI_QUALITY = 6;

/** Best first, as @fastify/compress prefers them. */
const ENCODERS: [string, Encode][] = [
  [
    "br",
    (body) =>
      brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
  ],
  ["gzip", promisify(zlib.gzip)],
  ["deflate", promisify(zlib.deflate)],
];
const encoders = new Map(ENCODERS);
const NAMES = [...ENCODERS.map(([name]) => name), "identity"];

/** @fastify/compress leaves a smaller body (not a stream) as it is. */
export const COMPRESS_THRESHOLD = 1024;

/** A body kept in memory, with its compressed copies once made. */
export interface Encodable {
  readonly body: Buffer;
  encoded?: Map<string, Promise<Buffer>>;
}

/** The encoding @fastify/compress would choose for this request; undefined for none. */
function chosenEncoding(request: FastifyRequest): string | undefined {
  const header = request.headers["accept-encoding"];
  if (header === undefined || request.headers["x-no-compression"] !== undefined) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, "gzip"), NAMES);
  return chosen === null || chosen === "identity" ? undefined : chosen;
}

function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader("vary");
  const listed = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (!listed.some((value) => value.includes("accept-encoding"))) reply.header("vary", [...listed, "accept-encoding"].join(", "));
}

/**
 * The bytes to send this request: the body, or its copy in the encoding the client accepts
 * (made on first use), with Content-Encoding and Vary set. Bodies under minBytes go as they are.
 */
export async function encodedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  item: Encodable,
  minBytes = COMPRESS_THRESHOLD,
): Promise<Buffer> {
  const encoding = chosenEncoding(request);
  const encode = encoding === undefined ? undefined : encoders.get(encoding);
  if (encoding === undefined || encode === undefined || item.body.length < minBytes) return item.body;
  item.encoded ??= new Map();
  let copy = item.encoded.get(encoding);
  if (!copy) {
    copy = encode(item.body);
    item.encoded.set(encoding, copy);
  }
  const bytes = await copy.catch(() => undefined);
  if (bytes === undefined) {
    // Not kept: the next request tries again, and this one gets the body as it is.
    item.encoded.delete(encoding);
    return item.body;
  }
  varyOnEncoding(reply);
  reply.header("content-encoding", encoding);
  return bytes;
}
