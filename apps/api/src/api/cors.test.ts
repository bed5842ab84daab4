// A browser app on another origin can read the API: every /api/ answer allows any origin, and a
// preflight is answered for GET and HEAD with the headers a client sends. The sites' pages do
// not take part.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { createSitesDir } from "../test/sites-fixture";

const ORIGIN = "https://client.example";
let ctx: ApiTestContext;
let sites: Awaited<ReturnType<typeof createSitesDir>>;
beforeAll(async () => {
  sites = await createSitesDir();
  ctx = await seededApp({ sitesDir: sites.dir, rateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(async () => {
  await ctx.close();
  await sites.cleanup();
});

const request = (method: "GET" | "HEAD" | "OPTIONS" | "POST", url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers: { host: "nfl.localhost:4173", origin: ORIGIN, ...headers } });

describe("answers under /api/", () => {
  it.each([
    { answer: "a list", method: "GET", url: "/api/games/games/?page_size=2", status: 200 },
    { answer: "a HEAD", method: "HEAD", url: "/api/teams/teams/", status: 200 },
    { answer: "a detail", method: "GET", url: "/api/championships/championships/super-bowl/", status: 200 },
    { answer: "a missing detail", method: "GET", url: "/api/teams/teams/no-such-team/", status: 404 },
    { answer: "a bad parameter", method: "GET", url: "/api/championships/seasons/?season__start_year=abc", status: 400 },
    { answer: "a redirect to the slashed path", method: "GET", url: "/api/teams/teams", status: 301 },
    { answer: "a write", method: "POST", url: "/api/teams/teams/", status: 405 },
    { answer: "an unknown path", method: "GET", url: "/api/no-such-endpoint/", status: 404 },
    { answer: "the health check", method: "GET", url: "/api/health", status: 200 },
    { answer: "the OpenAPI document", method: "GET", url: "/api/schema/", status: 200 },
  ] as const)("$answer ($status) allows any origin and exposes the ETag", async ({ method, url, status }) => {
    const response = await request(method, url);
    expect(response.statusCode).toBe(status);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(String(response.headers["access-control-expose-headers"]).split(", ")).toEqual(expect.arrayContaining(["ETag", "Retry-After"]));
    // The wildcard never goes with credentials.
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("a 304 to a conditional request from another origin allows it too", async () => {
    const first = await request("GET", "/api/meta/sources/");
    const again = await request("GET", "/api/meta/sources/", { "if-none-match": String(first.headers.etag) });
    expect([again.statusCode, again.headers["access-control-allow-origin"]]).toEqual([304, "*"]);
  });
});

describe("a preflight", () => {
  it.each([
    { method: "GET", url: "/api/games/games/" },
    { method: "HEAD", url: "/api/people/players/babe-ruth/" },
    { method: "GET", url: "/api/championships/champions/?sport__slug=football" },
  ])("for $method $url: 204 allowing GET and HEAD with If-None-Match and Accept", async ({ method, url }) => {
    const response = await request("OPTIONS", url, {
      "access-control-request-method": method,
      "access-control-request-headers": "if-none-match, accept",
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(String(response.headers["access-control-allow-methods"]).split(", ")).toEqual(expect.arrayContaining(["GET", "HEAD"]));
    expect(String(response.headers["access-control-allow-headers"]).split(", ")).toEqual(
      expect.arrayContaining(["If-None-Match", "Accept"]),
    );
    expect(Number(response.headers["access-control-max-age"])).toBeGreaterThan(0);
  });

  it("does not allow writes", async () => {
    const response = await request("OPTIONS", "/api/teams/teams/", { "access-control-request-method": "DELETE" });
    expect(String(response.headers["access-control-allow-methods"])).not.toContain("DELETE");
  });

  it("is told apart from a plain OPTIONS, which still describes the endpoint", async () => {
    const response = await ctx.app.inject({ method: "OPTIONS", url: "/api/teams/teams/", headers: { host: "nfl.localhost:4173" } });
    expect(response.statusCode).toBe(200);
    expect(json(response.body)).toMatchObject({ allowed_methods: ["GET", "HEAD", "OPTIONS"], path: "/api/teams/teams/" });
    expect(response.headers["access-control-allow-origin"]).toBe("*");
  });
});

describe("the sites' pages", () => {
  it.each(["/", "/teams", "/apiary"])("%s: no CORS headers, the strict CSP kept", async (url) => {
    const response = await request("GET", url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("answer no preflight", async () => {
    const response = await request("OPTIONS", "/teams", { "access-control-request-method": "GET" });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-methods"]).toBeUndefined();
  });
});
