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

it.each(["/", "/teams"])("sends the strict CSP with the HTML at %s: own-origin scripts only, no framing", async (url) => {
  const response = await app.inject({ url, headers: { host: "localhost" } });
  const csp = String(response.headers["content-security-policy"]);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("connect-src 'self'");
});
