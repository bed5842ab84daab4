// Issue #17: random Unicode, very long and hostile queries at /api/search/ never answer a 5xx;
// every answer is JSON: the contract's shape (200) or a sentence saying what is wrong (400).
import { searchAnswer } from "@tl/contract/search";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { insertSearchFixture } from "../test/search-fixture";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
  await insertSearchFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const HOSTILE = [
  "'; drop table people; --",
  "%",
  "%%_\\",
  "\\%",
  "％＿＼",
  "' or 1=1 --",
  "$$",
  "E'\\x00'",
  "(?:a+)+$",
  "[[:alnum:]]",
  ".*",
  "<script>alert(1)</script>",
  "\u0301\u0301",
  "ﷺ",
  "👨‍👩‍👧‍👦",
  "\uD800",
  "\u200B\u200E\u2028",
  "a".repeat(100),
  "ab ".repeat(40),
  "x".repeat(10_000),
];

/** Percent-encodes the UTF-8 bytes (a lone surrogate as U+FFFD, as a browser sends it). */
const encode = (text: string) => [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

const query = fc.oneof(
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.array(fc.constantFrom(...HOSTILE), { minLength: 1, maxLength: 3 }).map((parts) => parts.join(" ")),
);

describe("/api/search/ under random and hostile input", () => {
  it("never answers a 5xx; 200 has the contract's shape, 400 says why", async () => {
    await fc.assert(
      fc.asyncProperty(
        query,
        fc.constantFrom("", "&limit=50", "&kind=team,season", "&limit=-1", "&kind=%00", "&q=%FF%FE", "&q=%C3%28"),
        async (q, extra) => {
          const response = await ctx.app.inject({
            method: "GET",
            url: `/api/search/?q=${encode(q)}${extra}`,
            headers: { host: "localhost:4173" },
          });
          expect(response.statusCode, `${q} ${response.body.slice(0, 200)}`).toBeLessThan(500);
          const body = json(response.body);
          if (response.statusCode === 200) searchAnswer.parse(body);
          else expect(body).toMatchObject({ detail: expect.any(String) as string });
        },
      ),
      { numRuns: 150 },
    );
  });
});
