import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "./app";
import { createSitesDir } from "./test/sites-fixture";

const fixture = await createSitesDir();
const app = await buildApp({ sitesDir: fixture.dir, logger: false });
beforeAll(() => app.ready());
afterAll(async () => {
  await app.close();
  await fixture.cleanup();
});

it.each(["/", "/teams", "/assets/app-abc123.js", "/api/health", "/api/nope", "/missing.png"])(
  "sends nosniff and a referrer policy on %s, and no X-Powered-By",
  async (url) => {
    const response = await app.inject({ url, headers: { host: "localhost" } });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  },
);

it.each(["/", "/teams"])("forbids framing the HTML at %s", async (url) => {
  const response = await app.inject({ url, headers: { host: "localhost" } });
  expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
});
