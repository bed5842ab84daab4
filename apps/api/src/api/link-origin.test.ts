// Pagination links name only the sites' own hosts: a forged Host header is not echoed back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { linkOrigin } from "./link-origin";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
});
afterAll(() => ctx.close());

// Three champions a page over the 2022-on slice: page 2 has both links.
const PAGE_2 = "/api/championships/champions/?page_size=3&page=2";

describe("next and previous links", () => {
  it.each([
    { host: "nfl.localhost:4173", origin: "http://nfl.localhost:4173" },
    { host: "NFL.localhost:5173", origin: "http://nfl.localhost:5173" },
    { host: "localhost:4327", origin: "http://localhost:4327" },
    { host: "cbb.localhost", origin: "http://cbb.localhost" },
    { host: "nfl.localhost:99999", origin: "http://nfl.localhost" },
    { host: "nfl.localhost:4173@evil.example", origin: "http://nfl.localhost" },
    { host: "nfl.titleledger.com", origin: "http://nfl.titleledger.com" },
    { host: "www.titleledger.com:8080", origin: "http://www.titleledger.com" },
    { host: "titleledger.com", origin: "http://titleledger.com" },
    { host: "evil.example", origin: "http://titleledger.com" },
    { host: "evil.example:4173", origin: "http://titleledger.com" },
    { host: "nfl.localhost.evil.example", origin: "http://titleledger.com" },
    { host: "127.0.0.1:4173", origin: "http://127.0.0.1:4173" },
    { host: "[::1]:4173", origin: "http://[::1]:4173" },
  ])("Host $host: links on $origin", async ({ host, origin }) => {
    const response = await ctx.app.inject({ method: "GET", url: PAGE_2, headers: { host } });
    expect(response.statusCode).toBe(200);
    const { next, previous } = json(response.body) as { next: string; previous: string };
    expect(previous).toBe(`${origin}/api/championships/champions/?page_size=3`);
    expect(next).toBe(`${origin}/api/championships/champions/?page_size=3&page=3`);
  });

  it("keep the request's scheme", () => {
    expect(linkOrigin({ protocol: "https", headers: { host: "nfl.titleledger.com" } })).toBe("https://nfl.titleledger.com");
    expect(linkOrigin({ protocol: "https", headers: { host: "evil.example" } })).toBe("https://titleledger.com");
  });
});
