// The API root (/api/): a consumer starts there and reaches every resource by its links.
import { describe, expect, it, beforeAll, afterAll } from "vitest";
import { z } from "zod";
import { endpoints } from "../app";
import { listEndpoint, type Endpoint } from "../api/endpoint";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { rootResources } from "./api-root";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
});
afterAll(() => ctx.close());

const get = (url: string, host = "nfl.localhost:4173") => ctx.app.inject({ method: "GET", url, headers: { host } });

const NAMES = [
  "championships",
  "champions",
  "teams",
  "players",
  "coaches",
  "sources",
  "coverage",
  "figures",
  "version",
  "sports",
  "levels",
  "leagues",
  "seasons",
  "games",
  "championship-games",
  "standings",
  "titles",
  "dynasties",
  "droughts",
  "parity",
  "finals",
  "geography",
];

describe("GET /api/", () => {
  it("names each top-level resource with the absolute URL of its list, like DRF's DefaultRouter", async () => {
    const response = await get("/api/");
    expect(response.statusCode).toBe(200);
    const root = json(response.body) as Record<string, string>;
    expect(Object.keys(root)).toEqual(NAMES);
    expect(root.teams).toBe("http://nfl.localhost:4173/api/teams/teams/");
    expect(root["championship-games"]).toBe("http://nfl.localhost:4173/api/championships/championship-games/");
    // The answer matches the schema the OpenAPI document gives it.
    expect(endpoints[0]?.item.safeParse(root).success).toBe(true);
  });

  it("links to URLs that answer", async () => {
    const root = json((await get("/api/")).body) as Record<string, string>;
    for (const [name, link] of Object.entries(root)) {
      const url = new URL(link);
      // The analytics charts (issue #19) answer for one championship, which they require.
      const query = url.pathname.startsWith("/api/analytics/") ? "?championship=super-bowl" : url.search;
      const response = await get(`${url.pathname}${query}`, url.host);
      expect([name, response.statusCode, response.headers["content-type"]]).toEqual([
        name,
        200,
        expect.stringMatching(/^application\/json/),
      ]);
    }
  });

  it("builds its links from the sites' known hosts only", async () => {
    const root = json((await get("/api/", "evil.example")).body) as Record<string, string>;
    expect(root.games).toBe("http://titleledger.com/api/games/games/");
  });

  it("is cached, with the headers of every other answer", async () => {
    const first = await get("/api/?probe=cache");
    const again = await get("/api/?probe=cache");
    expect([first.headers["x-cache"], again.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(again.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(again.headers["access-control-allow-origin"]).toBe("*");
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it("is described in the OpenAPI document, without query parameters", async () => {
    const document = json((await get("/api/schema/")).body) as {
      paths: Record<string, { get: { parameters: unknown[]; responses: Record<string, unknown> } }>;
    };
    const operation = document.paths["/api/"]?.get;
    expect(operation?.parameters).toEqual([]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(["200", "304", "405", "429"]);
  });
});

describe("rootResources", () => {
  const list = (path: string): Endpoint =>
    listEndpoint({
      path,
      summary: path,
      tag: "test",
      filters: z.object({}),
      ordering: [],
      item: z.object({}),
      list: () => Promise.resolve({ count: 0, results: [] }),
    });

  it("takes the lists one level under a group, not their actions, details or nested lists", () => {
    const paths = ["/api/a/things/", "/api/a/things/active/", "/api/a/things/{slug}/champions/", "/api/b/others/"];
    expect(rootResources(paths.map(list))).toEqual([
      ["things", "/api/a/things/"],
      ["others", "/api/b/others/"],
    ]);
  });

  it("refuses two resources of the same name, which the root could not tell apart", () => {
    expect(() => rootResources([list("/api/a/seasons/"), list("/api/b/seasons/")])).toThrow(/seasons/);
  });
});
