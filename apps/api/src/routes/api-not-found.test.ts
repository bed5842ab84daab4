import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app";
import { createSitesDir } from "../test/sites-fixture";

const fixture = await createSitesDir();
const app = await buildApp({ sitesDir: fixture.dir, logger: false });
beforeAll(() => app.ready());
afterAll(async () => {
  await app.close();
  await fixture.cleanup();
});

it.each([
  ["GET", "/api/"],
  ["GET", "/api/teams/"],
  ["GET", "/api/championships/super-bowl/seasons/"],
  ["POST", "/api/teams"],
  ["DELETE", "/api/health/x"],
] as const)("%s %s is a JSON 404, not a site page", async (method, url) => {
  const response = await app.inject({ method, url, headers: { host: "nfl.localhost" } });
  expect(response.statusCode).toBe(404);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ detail: "Not found." });
});

it.each([
  ["/api", "/api/"],
  ["/api/teams/teams", "/api/teams/teams/"],
  ["/api/teams/teams?search=bos&page=2", "/api/teams/teams/?search=bos&page=2"],
])("GET %s redirects to the slashed path %s, keeping the query", async (url, location) => {
  const response = await app.inject({ method: "GET", url, headers: { host: "nfl.localhost" } });
  expect(response.statusCode).toBe(301);
  expect(response.headers.location).toBe(location);
});
