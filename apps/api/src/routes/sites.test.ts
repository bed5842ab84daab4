import { request as httpRequest } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createSitesDir, indexHtml, pageHtml, prerenderSite, SECRET } from "../test/sites-fixture";

const fixture = await createSitesDir({ skip: ["cbs"] });
await prerenderSite(fixture.dir, "mlb");
const app = await buildApp({ sitesDir: fixture.dir, logger: false });
beforeAll(() => app.ready());
afterAll(async () => {
  await app.close();
  await fixture.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { host: "nfl.localhost:4173", ...headers } });

describe("host routing", () => {
  it.each([
    ["localhost", "hub"],
    ["localhost:4173", "hub"],
    ["nfl.localhost", "nfl"],
    ["nfl.localhost:5555", "nfl"],
    ["NBA.Localhost:4173", "nba"],
    ["titleledger.com", "hub"],
    ["www.nba.titleledger.com", "nba"],
    ["chk.titleledger.com", "chk"],
    ["127.0.0.1", "fallback"],
    ["127.0.0.1:4173", "fallback"],
    ["example.com", "fallback"],
    ["nfl.example.com", "fallback"],
  ])("Host %s serves the %s site", async (host, folder) => {
    const response = await get("/", { host });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml(folder));
  });
});

describe("files and client-side routes", () => {
  it.each(["/teams", "/championships/super-bowl", "/no-such-page/", "/assets"])(
    "answers the client route %s with index.html",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toBe(indexHtml("nfl"));
    },
  );

  it("serves a hashed bundle from the host's site", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.body).toContain('console.log("nfl")');
  });

  it.each(["/assets/missing-abc123.js", "/x.png", "/.vite/manifest.json"])("answers %s with a 404", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<title>");
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/teams", headers: { host: "localhost" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toBe("");
  });

  it("answers 503 with a hint when the site is not built", async () => {
    const response = await get("/", { host: "cbs.localhost" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: "The cbs site is not built: run `pnpm build`." });
  });
});

describe("prerendered pages (issue #18)", () => {
  const mlb = (url: string) => get(url, { host: "mlb.localhost" });

  it.each(["/", "/teams", "/teams/"])("serves %s its own prerendered HTML", async (url) => {
    const response = await mlb(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(pageHtml("mlb", url === "/" ? "/" : "/teams"));
  });

  it.each(["/teams/new-york-yankees", "/championships/world-series"])(
    "serves a route without a page of its own (%s) the app shell",
    async (url) => {
      const response = await mlb(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml("mlb"));
    },
  );

  it.each(["/no-such-page", "/teams/x/y", "/shell"])("answers an unknown path (%s) with a 404 status and the app shell", async (url) => {
    const response = await mlb(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toBe(indexHtml("mlb"));
  });
});

describe("caching", () => {
  it("marks hashed assets immutable for a year", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/", "/index.html", "/teams"])("makes browsers revalidate %s, and revalidation is a 304", async (url) => {
    const first = await get(url);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers["last-modified"]).toBeDefined();
    const etag = String(first.headers.etag);
    const second = await get(url, { "if-none-match": etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });

  it("caches other static files for an hour", async () => {
    const response = await get("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });
});

describe("methods", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("answers %s on a site path with 405 and Allow", async (method) => {
    const response = await app.inject({ method, url: "/teams", headers: { host: "localhost" } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
  });

  it("answers OPTIONS with the allowed methods", async () => {
    const response = await app.inject({ method: "OPTIONS", url: "/", headers: { host: "localhost" } });
    expect(response.statusCode).toBe(204);
    expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
  });
});

describe("compression", () => {
  it.each(["gzip", "br"])("compresses a large text file with %s when asked", async (encoding) => {
    const response = await get("/assets/app-abc123.js", { "accept-encoding": encoding });
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.rawPayload.length).toBeLessThan(1000);
  });

  it("answers a Range request with the whole file, so a compressed body is never a mislabelled slice", async () => {
    const whole = await get("/assets/app-abc123.js");
    const response = await get("/assets/app-abc123.js", { "accept-encoding": "gzip", range: "bytes=0-99" });
    expect(response.statusCode).toBe(200);
    expect(gunzipSync(response.rawPayload).toString()).toBe(whole.body);
  });

  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ])("sends a prerendered page held in memory as %s, compressed once, whatever its size", async (encoding, decompress) => {
    const asked = () => get("/", { host: "mlb.localhost", "accept-encoding": encoding });
    const [first, second] = [await asked(), await asked()];
    for (const response of [first, second]) {
      expect(response.headers).toMatchObject({ "content-encoding": encoding, vary: "accept-encoding" });
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      expect(decompress(response.rawPayload).toString()).toBe(pageHtml("mlb", "/"));
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("sends identity when the client accepts no encoding", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.headers["content-encoding"]).toBeUndefined();
  });
});

// app.inject always sends a Host and normalises "..", so these go over a real socket as written.
describe("over a real socket", () => {
  let port = 0;
  beforeAll(async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  const raw = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, headers: { host: "nfl.localhost" } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });

  it("serves the host-switch app to an HTTP/1.0 request without a Host header", async () => {
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.0\r\n\r\n"));
      let text = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response.endsWith(indexHtml("fallback"))).toBe(true);
  });

  it.each([
    "/../secret.txt",
    "/../../secret.txt",
    "/assets/../../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2e%2e/%2e%2e/secret.txt",
    "/..%2fsecret.txt",
    "/..%2f..%2fsecret.txt",
    "/assets/..%2f..%2f..%2fsecret.txt",
    "/%2e%2e%2f%2e%2e%2fsecret.txt",
    "/..%5c..%5csecret.txt",
    "/%252e%252e/secret.txt",
    "/....//....//secret.txt",
    "/..%00/secret.txt",
  ])("never serves a file outside the dist folder for %s", async (path) => {
    const response = await raw(path);
    expect(response.body).not.toContain(SECRET);
    expect([400, 403, 404]).toContain(response.status);
  });

  it("does serve files inside dist over the same socket", async () => {
    expect(await raw("/assets/app-abc123.js")).toMatchObject({ status: 200 });
  });
});
