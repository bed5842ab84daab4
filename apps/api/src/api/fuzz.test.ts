// Property-based: random and hostile query strings, paths and headers against every
// endpoint never produce a 5xx, and every answer that has a body has a JSON body.
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../app";
import { seededApp, type ApiTestContext } from "../test/api-app";
import { createSitesDir } from "../test/sites-fixture";

let ctx: ApiTestContext;
let sites: Awaited<ReturnType<typeof createSitesDir>>;
beforeAll(async () => {
  // Built sites too: a path such as /api/.. normalises to a site page.
  sites = await createSitesDir();
  ctx = await seededApp({ sitesDir: sites.dir });
});
afterAll(async () => {
  await ctx.close();
  await sites.cleanup();
});

const PARAMS = [
  "page",
  "page_size",
  "ordering",
  "search",
  "sport__slug",
  "level__slug",
  "season__start_year",
  "division",
  "conference",
  "position",
  "status",
  "team__slug",
  "date",
  "championship__slug",
];
const HOSTILE = [
  "'; drop table teams; --",
  "%",
  "%%",
  "_",
  "\\",
  "../../etc/passwd",
  "%00",
  "<script>alert(1)</script>",
  "1e309",
  "-1",
  "0",
  "99999999999999999999",
  "NaN",
  "null",
  "[]",
  "{}",
  "é",
  "💥",
  " ",
  "\u0000",
  "a".repeat(5000),
];

const value = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
);
const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), fc.string({ maxLength: 12 })), value), { maxLength: 6 });
const pathTemplate = fc.constantFrom(...endpoints.map((endpoint) => endpoint.path));
const slugLike = fc.oneof(
  fc.constantFrom("super-bowl", "boston-celtics", "..", "%2e%2e", "%", "A", "x".repeat(300)),
  fc.string({ maxLength: 30 }),
);

function encode(pairs: [string, string][]) {
  return pairs.map(([key, val]) => `${encodeURIComponent(key)}=${encodeURIComponent(val)}`).join("&");
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/** The body as the client reads it, after undoing any Content-Encoding it asked for. */
function bodyText(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers["content-encoding"];
  const decode = typeof encoding === "string" ? DECODERS[encoding] : undefined;
  return (decode ? decode(response.rawPayload) : response.rawPayload).toString("utf8");
}

async function expectSafe(method: "GET" | "HEAD" | "POST" | "OPTIONS", url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method, url, headers });
  const body = bodyText(response);
  expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
  // A path like /api/.. normalises to a site page; every path that stays under /api is JSON.
  const stillApi = new URL(url, "http://localhost").pathname.startsWith("/api");
  if (stillApi && method !== "HEAD" && response.statusCode !== 304 && body !== "") {
    expect(() => JSON.parse(body) as unknown, `${method} ${url} → ${body.slice(0, 200)}`).not.toThrow();
  }
}

describe("hostile input", () => {
  it("random query strings on every endpoint", async () => {
    await fc.assert(
      fc.asyncProperty(pathTemplate, slugLike, query, async (template, slug, pairs) => {
        await expectSafe("GET", `${template.replace("{slug}", encodeURIComponent(slug))}?${encode(pairs)}`);
      }),
      { numRuns: 300 },
    );
  });

  it("raw, unencoded and malformed URLs under /api", async () => {
    const raw = fc.stringMatching(/^[\w%./?&=#;:@!$'()*+,~-]{0,80}$/);
    await fc.assert(
      fc.asyncProperty(
        raw,
        fc.constantFrom<"GET" | "HEAD" | "POST" | "OPTIONS">("GET", "HEAD", "POST", "OPTIONS"),
        async (tail, method) => {
          await expectSafe(method, `/api/${tail}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("hostile headers", async () => {
    const header = fc.oneof(
      fc.constantFrom(...HOSTILE.filter((text) => !text.includes("\u0000"))),
      fc.stringMatching(/^[\x20-\x7e]{0,100}$/),
    );
    await fc.assert(
      fc.asyncProperty(
        pathTemplate,
        header,
        fc.oneof(header, fc.constantFrom("gzip", "br", "deflate", "gzip, deflate, br", "br;q=0, gzip;q=1", "identity", "*")),
        header,
        async (template, ifNoneMatch, encoding, host) => {
          await expectSafe("GET", template.replace("{slug}", "super-bowl"), {
            "if-none-match": ifNoneMatch,
            "accept-encoding": encoding,
            host: host || "localhost",
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
