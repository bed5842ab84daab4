// A stampede on one uncached URL (a link shared on a busy forum) reads the database once: the
// identical requests in flight wait for the first one's answer (response-cache.ts).
import { afterAll, beforeAll, expect, it } from "vitest";
import { seededApp, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;
const lines: { msg?: string; url?: string; level?: number }[] = [];
beforeAll(async () => {
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) };
  ctx = await seededApp({ logger: { level: "debug", stream } });
});
afterAll(() => ctx.close());

const reads = (url: string) => lines.filter((line) => line.msg === "database read" && line.url === url).length;

it("answers 500 concurrent requests for one uncached URL with one database read, the same body and ETag", async () => {
  const url = "/api/teams/teams/?page_size=7";
  const responses = await Promise.all(Array.from({ length: 500 }, () => ctx.app.inject({ method: "GET", url })));
  expect(reads(url)).toBe(1);
  expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
  expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
  expect(new Set(responses.map((response) => response.body)).size).toBe(1);
  expect(responses.filter((response) => response.headers["x-cache"] === "MISS")).toHaveLength(1);
  // The debug line: level 20, the request's URL.
  expect(lines.find((line) => line.msg === "database read")).toMatchObject({ level: 20, url });
});

it("does not share an answer that was not kept: each request for a missing item reads on its own", async () => {
  const url = "/api/teams/teams/no-such-team/";
  const responses = await Promise.all(Array.from({ length: 5 }, () => ctx.app.inject({ method: "GET", url })));
  expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
  expect(reads(url)).toBe(5);
});

it("reads again after a data change, and a conditional request still gets its 304", async () => {
  const url = "/api/teams/teams/?page_size=3";
  const first = await ctx.app.inject({ method: "GET", url });
  ctx.app.responseCache.clear();
  const [again, conditional] = await Promise.all([
    ctx.app.inject({ method: "GET", url }),
    ctx.app.inject({ method: "GET", url, headers: { "if-none-match": String(first.headers.etag) } }),
  ]);
  expect(reads(url)).toBe(2);
  expect(again.headers.etag).toBe(first.headers.etag);
  expect(conditional.statusCode).toBe(304);
});
