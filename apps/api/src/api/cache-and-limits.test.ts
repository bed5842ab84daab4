// The limits every list and the whole API keep, beside http.test.ts: the page-size cap, the
// response cache's entry limit and the forms of If-None-Match it answers, and the rate
// limit's exemption of site pages and its window.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { createSitesDir } from "../test/sites-fixture";
import { MAX_PAGE_SIZE } from "@tl/contract/paging";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173", ...headers } });

describe("page size", () => {
  // Every season of every championship's history: well over 500 rows.
  const SEASONS = "/api/championships/seasons/";

  it.each(["501", "100000"])("lowers ?page_size=%s to 500, as DRF's max_page_size does", async (size) => {
    const body = json((await get(`${SEASONS}?page_size=${size}`)).body) as { count: number; next: string | null; results: unknown[] };
    expect(MAX_PAGE_SIZE).toBe(500);
    expect(body.count).toBeGreaterThan(500);
    expect(body.results).toHaveLength(500);
    // The next page is the 501st row on: the link keeps the size asked for.
    expect(body.next).toBe(`http://localhost:4173${SEASONS}?page_size=${size}&page=2`);
    const capped = json((await get(`${SEASONS}?page_size=500`)).body) as { results: unknown[] };
    expect(body.results).toEqual(capped.results);
  });

  it("defaults to 100", async () => {
    expect((json((await get(SEASONS)).body) as { results: unknown[] }).results).toHaveLength(100);
  });
});

describe("If-None-Match", () => {
  const URL = "/api/championships/championships/?ordering=name";

  async function etagOf(url: string) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return String(response.headers.etag);
  }

  // The comparison is weak, as RFC 9110 §13.1.2 asks of If-None-Match: W/"x" matches "x".
  it.each([
    { form: "the strong tag", header: (etag: string) => etag, status: 304 },
    { form: "a list holding it", header: (etag: string) => `"other", ${etag} ,"another"`, status: 304 },
    { form: "a list without spaces", header: (etag: string) => `"other",${etag}`, status: 304 },
    { form: "*", header: () => "*", status: 304 },
    { form: "its weak form", header: (etag: string) => `W/${etag}`, status: 304 },
    { form: "a list holding its weak form", header: (etag: string) => `W/"other", W/${etag}`, status: 304 },
    { form: "its weak form with a lower-case w (not a weak tag)", header: (etag: string) => `w/${etag}`, status: 200 },
    { form: "it without quotes", header: (etag: string) => etag.slice(1, -1), status: 200 },
    { form: "another tag", header: () => '"not-this-one"', status: 200 },
    { form: "another tag, weak", header: () => 'W/"not-this-one"', status: 200 },
    { form: "a list of other tags", header: () => '"a", "b"', status: 200 },
  ])("answers $status for $form, fresh or from the cache", async ({ form, header, status }) => {
    const etag = await etagOf(URL);
    // A URL of its own (an unknown parameter is ignored, the body is the same): first answered
    // fresh (MISS), then from the cache (HIT).
    const url = `${URL}&probe=${encodeURIComponent(form)}`;
    const fresh = await get(url, { "if-none-match": header(etag) });
    expect([fresh.headers["x-cache"], fresh.statusCode]).toEqual(["MISS", status]);
    const hit = await get(url, { "if-none-match": header(etag) });
    expect([hit.headers["x-cache"], hit.statusCode]).toEqual(["HIT", status]);
    for (const response of [fresh, hit]) {
      expect(response.headers.etag).toBe(etag);
      if (status === 304) expect(response.body).toBe("");
      else expect(json(response.body)).toMatchObject({ count: 8 });
    }
  });
});

describe("response cache entry limit", () => {
  it("keeps at most CACHE_MAX_ENTRIES answers, dropping the least recently used", async () => {
    const small = await seededApp({ cacheMaxEntries: 2 });
    try {
      const cache = async (url: string) => (await small.app.inject({ method: "GET", url })).headers["x-cache"];
      const [a, b, c] = ["/api/championships/championships/", "/api/teams/teams/", "/api/meta/sources/"];
      expect([await cache(a), await cache(b), await cache(a)]).toEqual(["MISS", "MISS", "HIT"]);
      // A third answer drops b, the least recently used; a stays.
      expect(await cache(c)).toBe("MISS");
      expect([await cache(a), await cache(c)]).toEqual(["HIT", "HIT"]);
      expect(await cache(b)).toBe("MISS");
      // b back in, a (least recently used now) out.
      expect([await cache(c), await cache(a)]).toEqual(["HIT", "MISS"]);
    } finally {
      await small.close();
    }
  });
});

describe("rate limit", () => {
  it("never limits the site pages (HTML), only the API", async () => {
    const sites = await createSitesDir();
    const limited = await seededApp({ sitesDir: sites.dir, rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const api = async () => (await limited.app.inject({ method: "GET", url: "/api/meta/sources/" })).statusCode;
      expect([await api(), await api(), await api()]).toEqual([200, 200, 429]);
      for (const url of ["/", "/teams", "/champions?year=2024", "/favicon.svg", "/", "/teams"]) {
        const page = await limited.app.inject({ method: "GET", url, headers: { host: "nfl.localhost" } });
        expect(page.statusCode, url).toBe(200);
      }
      const html = await limited.app.inject({ method: "GET", url: "/seasons", headers: { host: "localhost" } });
      expect([html.statusCode, html.headers["content-type"]]).toEqual([200, expect.stringMatching(/^text\/html/)]);
      expect(await api()).toBe(429);
    } finally {
      await limited.close();
      await sites.cleanup();
    }
  });

  it("lets a request holding the configured exempt token past the limit, and no other", async () => {
    const token = "a-secret-of-at-least-16-characters";
    const limited = await seededApp({ rateLimit: { max: 2, windowMs: 60_000, exemptToken: token } });
    try {
      const api = async (sent?: string) =>
        (await limited.app.inject({ method: "GET", url: "/api/meta/sources/", headers: sent ? { "x-rate-limit-token": sent } : {} }))
          .statusCode;
      expect([await api(), await api(), await api()]).toEqual([200, 200, 429]);
      expect([await api(token), await api(token), await api(token)]).toEqual([200, 200, 200]);
      expect([await api(`${token}x`), await api(token.slice(1)), await api("")]).toEqual([429, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it("lets a throttled client in again once its window has passed", async () => {
    const limited = await seededApp({ rateLimit: { max: 2, windowMs: 60_000 } });
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-21T12:00:00Z") });
    try {
      const api = async () => (await limited.app.inject({ method: "GET", url: "/api/meta/sources/" })).statusCode;
      expect([await api(), await api(), await api()]).toEqual([200, 200, 429]);
      vi.setSystemTime(new Date("2026-11-21T12:00:59Z"));
      const throttled = await limited.app.inject({ method: "GET", url: "/api/meta/sources/" });
      expect([throttled.statusCode, throttled.headers["retry-after"]]).toEqual([429, "1"]);
      vi.setSystemTime(new Date("2026-11-21T12:01:00Z"));
      expect([await api(), await api(), await api()]).toEqual([200, 200, 429]);
    } finally {
      vi.useRealTimers();
      await limited.close();
    }
  });
});
