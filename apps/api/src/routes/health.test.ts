import { afterAll, expect, it } from "vitest";
import { buildApp } from "../app";

const app = await buildApp({ sitesDir: "/nonexistent", logger: false });
afterAll(() => app.close());

it("answers GET /api/health with JSON status ok", async () => {
  const response = await app.inject({ url: "/api/health" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ status: "ok" });
});

it("answers GET /api/ready 503 with Retry-After when it has no database", async () => {
  const response = await app.inject({ url: "/api/ready" });
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe("5");
  expect(response.json()).toEqual({ detail: "The database is not answering.", status: "unavailable" });
});
