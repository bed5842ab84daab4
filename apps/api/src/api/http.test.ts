// HTTP behaviour every API path shares: caching, conditional requests, methods, headers,
// compression and rate limiting.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { announceDataChange } from "@tl/db/client";
import { teams } from "@tl/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { endpoints } from "../app";
import { clock } from "../routes/games";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { insertPeopleFixture } from "../test/people-fixture";
import { insertContractFixture } from "./contract/fixture";
import { REQUIRED_PARAMS } from "./contract/required-params";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
  await insertPeopleFixture(ctx.database.db);
  // Standings (the seed has none), so /api/games/standings/{id}/ has one to answer.
  await insertContractFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const SLUGS: [string, string][] = [
  ["/api/teams/", "boston-celtics"],
  ["/api/people/players/", "babe-ruth"],
  ["/api/people/coaches/", "vince-lombardi"],
  ["/api/games/", "super-bowl-2024"],
  ["/api/championships/championship-games/", "super-bowl-2024"],
  // A league season's slug (issue #16): its league and label.
  ["/api/championships/seasons/", "nfl-2024"],
  ["/api/meta/sources/", "title-ledger-curated"],
  ["/api/meta/sports/", "football"],
  ["/api/meta/levels/", "professional"],
  ["/api/meta/leagues/", "nfl"],
];

/**
 * A URL of each endpoint that answers 200: a known slug, and the parameters it requires. An
 * `{id}` is left for `withId` to fill from the list (ids are the database's).
 */
function concretePath(path: string): string {
  const slug = SLUGS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? "super-bowl";
  return path.replace("{slug}", slug) + (REQUIRED_PARAMS[path] ?? "");
}

/** The URL with its `{id}` as the id of the first item of its list. */
async function withId(url: string): Promise<string> {
  if (!url.includes("{id}")) return url;
  const list = url.slice(0, url.indexOf("{id}"));
  const { results } = json((await ctx.app.inject({ method: "GET", url: list })).body) as { results: { id: number }[] };
  return url.replace("{id}", String(results[0]?.id));
}

describe("every API path", () => {
  it.each(endpoints.map((endpoint) => concretePath(endpoint.path)))(
    "%s: GET 200 JSON, cacheable, with a strong ETag and 304 on If-None-Match",
    async (path) => {
      const url = await withId(path);
      const first = await ctx.app.inject({ method: "GET", url });
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-type"]).toMatch(/^application\/json/);
      expect(first.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
      expect(first.headers["x-content-type-options"]).toBe("nosniff");
      expect(first.headers["x-powered-by"]).toBeUndefined();
      expect(first.headers["access-control-allow-origin"]).toBe("*");
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await ctx.app.inject({ method: "GET", url, headers: { "if-none-match": String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      const other = await ctx.app.inject({ method: "GET", url, headers: { "if-none-match": '"something-else"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    },
  );

  it.each(endpoints.map((endpoint) => concretePath(endpoint.path)))(
    "%s: without the trailing slash, GET redirects to it",
    async (template) => {
      const url = await withId(template);
      const [path = "", query] = url.split("?");
      const response = await ctx.app.inject({ method: "GET", url: `${path.slice(0, -1)}${query ? `?${query}` : ""}` });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(url);
    },
  );

  it.each(endpoints.map((endpoint) => concretePath(endpoint.path)))("%s: HEAD and OPTIONS answer; writes are 405", async (path) => {
    const url = await withId(path);
    const head = await ctx.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    const options = await ctx.app.inject({ method: "OPTIONS", url });
    expect(options.headers.allow).toBe("GET, HEAD, OPTIONS");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await ctx.app.inject({ method, url, payload: {} });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
      expect(json(response.body)).toEqual({ detail: `Method "${method}" not allowed.` });
    }
  });
});

describe("response cache", () => {
  it("serves repeats from memory and drops them when data changes", async () => {
    const url = "/api/teams/teams/denver-nuggets/";
    expect((await ctx.app.inject({ method: "GET", url })).headers["x-cache"]).toBe("MISS");
    const cached = await ctx.app.inject({ method: "GET", url });
    expect(cached.headers["x-cache"]).toBe("HIT");
    expect(json(cached.body)).toMatchObject({ stadium: "Ball Arena" });

    await ctx.database.db.update(teams).set({ stadium: "Changed by the test" }).where(eq(teams.slug, "denver-nuggets"));
    // Without an announcement the cache still answers…
    expect(json((await ctx.app.inject({ method: "GET", url })).body)).toMatchObject({ stadium: "Ball Arena" });
    // …and after one, the new data shows.
    await announceDataChange(ctx.database.db);
    await expect
      .poll(async () => json((await ctx.app.inject({ method: "GET", url })).body))
      .toMatchObject({ stadium: "Changed by the test" });
    await ctx.database.db.update(teams).set({ stadium: "Ball Arena" }).where(eq(teams.slug, "denver-nuggets"));
    await announceDataChange(ctx.database.db);
  });

  it("does not serve yesterday's 'today' after midnight in New York", async () => {
    const today = vi.spyOn(clock, "today");
    try {
      today.mockReturnValue("2025-02-09");
      const superBowlDay = json((await ctx.app.inject({ method: "GET", url: "/api/games/games/today/" })).body) as {
        results: { slug: string }[];
      };
      expect(superBowlDay.results.map((game) => game.slug)).toEqual(["super-bowl-2024"]);
      today.mockReturnValue("2025-02-10");
      const dayAfter = json((await ctx.app.inject({ method: "GET", url: "/api/games/games/today/" })).body) as { results: unknown[] };
      expect(dayAfter.results).toEqual([]);
    } finally {
      today.mockRestore();
    }
  });

  it("keeps different queries apart", async () => {
    const hockey = json((await ctx.app.inject({ method: "GET", url: "/api/championships/championships/?sport__slug=hockey" })).body) as {
      count: number;
    };
    const all = json((await ctx.app.inject({ method: "GET", url: "/api/championships/championships/" })).body) as { count: number };
    expect([hockey.count, all.count]).toEqual([2, 8]);
  });
});

describe("compression", () => {
  it("gzips JSON for clients that accept it", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/championships/championships/",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    const body = JSON.parse(gunzipSync(response.rawPayload).toString("utf8")) as { count: number };
    expect(body.count).toBe(8);
  });

  it("sends a kept answer compressed once: the same bytes, with their length, on every request", async () => {
    const url = "/api/championships/champions/?sport__slug=basketball";
    const plain = await ctx.app.inject({ method: "GET", url });
    const asked = () => ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    const [first, second] = [await asked(), await asked()];
    expect(second.headers["x-cache"]).toBe("HIT");
    for (const response of [first, second]) {
      expect(response.headers).toMatchObject({ "content-encoding": "br", vary: "accept-encoding", etag: plain.headers.etag });
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      expect(brotliDecompressSync(response.rawPayload).toString("utf8")).toBe(plain.body);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("follows the client's preferences and leaves small answers as they are", async () => {
    const url = "/api/championships/champions/?sport__slug=hockey";
    const gzip = await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "br;q=0, gzip;q=1" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe((await ctx.app.inject({ method: "GET", url })).body);
    const small = await ctx.app.inject({ method: "GET", url: "/api/people/players/?status=injured", headers: { "accept-encoding": "br" } });
    expect([small.statusCode, small.rawPayload.length < 1024]).toEqual([200, true]);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After once a client exceeds its limit, and keeps sites and health open", async () => {
    const limited = await seededApp({ rateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await limited.app.inject({ method: "GET", url: "/api/championships/championships/" })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const throttled = await limited.app.inject({ method: "GET", url: "/api/teams/teams/" });
      expect(throttled.statusCode).toBe(429);
      expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
      const { detail } = json(throttled.body) as { detail: string };
      expect(detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
      expect((await limited.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      const otherClient = await limited.app.inject({ method: "GET", url: "/api/teams/teams/", remoteAddress: "10.0.0.2" });
      expect(otherClient.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
