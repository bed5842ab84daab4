import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { ApiError } from "./api-error";
import { apiGet } from "./api-get";
import { apiList, apiListAll } from "./api-list";
import { buildUrl, withSlug } from "./build-url";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const countSchema = z.object({ count: z.number() });

describe("buildUrl", () => {
  it.each([
    [{}, "/api/teams/teams/"],
    [{ sport__slug: "hockey" }, "/api/teams/teams/?sport__slug=hockey"],
    [{ sport__slug: "hockey", level__slug: "ncaa-division-i" }, "/api/teams/teams/?sport__slug=hockey&level__slug=ncaa-division-i"],
    [{ sport__slug: undefined, page: 2 }, "/api/teams/teams/?page=2"],
    [{ search: "St. Louis & co" }, "/api/teams/teams/?search=St.+Louis+%26+co"],
  ])("%o → %s", (params, url) => {
    expect(buildUrl("/api/teams/teams/", params)).toBe(url);
  });
});

describe("withSlug", () => {
  it.each([
    ["/api/championships/championships/{slug}/", "world-series", "/api/championships/championships/world-series/"],
    ["/api/championships/championships/{slug}/champions/", "super-bowl", "/api/championships/championships/super-bowl/champions/"],
    ["/api/teams/teams/{slug}/", "a b/c", "/api/teams/teams/a%20b%2Fc/"],
  ] as const)("%s + %s → %s", (path, slug, url) => {
    expect(withSlug(path, slug)).toBe(url);
  });
});

describe("apiGet", () => {
  it("requests the relative path with the query and returns the parsed body", async () => {
    let seen = "";
    server.use(
      http.get("/api/teams/teams/", ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({ count: 32, results: [] });
      }),
    );
    await expect(apiGet("/api/teams/teams/", { sport__slug: "football" }, countSchema)).resolves.toEqual({ count: 32 });
    expect(seen).toBe("?sport__slug=football");
  });

  it("turns a non-2xx answer into an ApiError carrying the status and the API's detail", async () => {
    server.use(http.get("/api/teams/teams/", () => HttpResponse.json({ detail: "Not found." }, { status: 404, statusText: "Not Found" })));
    const error = await apiGet("/api/teams/teams/", {}, countSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: "The API answered 404 Not Found for /api/teams/teams/: Not found." });
  });

  it("names the bad parameter from a 400 field error", async () => {
    server.use(
      http.get("/api/teams/teams/", () =>
        HttpResponse.json({ page_size: ["Ensure this value is at most 100."] }, { status: 400, statusText: "Bad Request" }),
      ),
    );
    await expect(apiGet("/api/teams/teams/", { page_size: 1000 }, countSchema)).rejects.toThrow(
      "The API answered 400 Bad Request for /api/teams/teams/?page_size=1000: page_size: Ensure this value is at most 100.",
    );
  });

  it("reports a network failure readably", async () => {
    server.use(http.get("/api/teams/teams/", () => HttpResponse.error()));
    await expect(apiGet("/api/teams/teams/", {}, countSchema)).rejects.toThrow("Could not reach the API (/api/teams/teams/)");
  });

  it("rejects a body of the wrong shape instead of passing it on", async () => {
    server.use(http.get("/api/teams/teams/", () => HttpResponse.json({ total: "many" })));
    await expect(apiGet("/api/teams/teams/", {}, countSchema)).rejects.toThrow("unexpected response");
  });
});

describe("lists (spec §7: results, else a raw array)", () => {
  const item = z.object({ name: z.string() });

  it("reads results, count and a relative next page from a DRF page", async () => {
    server.use(
      http.get("/api/teams/teams/", () =>
        HttpResponse.json({
          count: 3,
          next: "http://nfl.localhost:4173/api/teams/teams/?page=2&page_size=2",
          previous: null,
          results: [{ name: "Bills" }, { name: "Bears" }],
        }),
      ),
    );
    await expect(apiList("/api/teams/teams/", { page_size: 2 }, item)).resolves.toEqual({
      count: 3,
      next: "/api/teams/teams/?page=2&page_size=2",
      results: [{ name: "Bills" }, { name: "Bears" }],
    });
  });

  it("falls back to a raw array body", async () => {
    server.use(http.get("/api/teams/teams/", () => HttpResponse.json([{ name: "Packers" }])));
    await expect(apiList("/api/teams/teams/", {}, item)).resolves.toEqual({ count: 1, next: null, results: [{ name: "Packers" }] });
  });

  it("follows next links to read every page", async () => {
    server.use(
      http.get("/api/teams/teams/", ({ request }) => {
        const page = new URL(request.url).searchParams.get("page");
        return page === "2"
          ? HttpResponse.json({ count: 2, next: null, results: [{ name: "Chiefs" }] })
          : HttpResponse.json({ count: 2, next: "http://x/api/teams/teams/?page=2&page_size=500", results: [{ name: "Eagles" }] });
      }),
    );
    await expect(apiListAll("/api/teams/teams/", {}, item)).resolves.toEqual([{ name: "Eagles" }, { name: "Chiefs" }]);
  });

  it("fails with a readable message when the body is neither", async () => {
    server.use(http.get("/api/teams/teams/", () => HttpResponse.json({ detail: "ok" })));
    await expect(apiList("/api/teams/teams/", {}, item)).rejects.toThrow("The API sent an unexpected response for /api/teams/teams/.");
  });
});
