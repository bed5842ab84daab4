// The API's recorded contract (issue #14): the same URLs answer the same status, headers and
// body as when recorded.json was written. Recorded before the #14 refactor, kept afterwards.
// Bodies compare as parsed JSON (key order is kept in the file only so a diff reads well).
// Every date the answers depend on is pinned (the seed's today, the games' clock, the fixture's
// timestamps), so it passes on any day, on PGlite and on PostgreSQL alike.
//
// Re-record after an intended change of behaviour, then review the diff of recorded.json:
//   RECORD_CONTRACT=1 pnpm --filter @tl/api exec vitest run --project pglite src/api/contract
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { buildApp, endpoints } from "../../app";
import { clock } from "../../routes/games";
import { API_TEST_SEED, seededApp, type ApiTestContext } from "../../test/api-app";
import { insertPeopleFixture } from "../../test/people-fixture";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { CONTRACT_CASES, CONTRACT_HOST, type ContractCase } from "./cases";
import { CONTRACT_TODAY, insertContractFixture } from "./fixture";
import { bodyText, outlinePage, record, recordThrottled, type Recorded } from "./record";

const FILE = new URL("recorded.json", import.meta.url);
const RECORDING = process.env.RECORD_CONTRACT === "1";
// One project writes the file; the other would race it, so it waits for the normal run.
const skipped = RECORDING && inject("testDatabase") !== "pglite";
const recorded: Record<string, Recorded> =
  !RECORDING && existsSync(FILE) ? (JSON.parse(readFileSync(FILE, "utf8")) as Record<string, Recorded>) : {};
const written: Record<string, Recorded> = {};

const keyOf = ({ method = "GET", url, label, ifNoneMatch }: ContractCase) =>
  `${method} ${url}${ifNoneMatch ? ` [If-None-Match: ${ifNoneMatch}]` : ""}${label ? ` [${label}]` : ""}`;

const RATE_LIMITED = ["/api/meta/figures/", "/api/meta/figures/", "/api/meta/figures/", "/api/health"];
const rateLimitKey = (index: number, url: string) => `rate limit of 2 a minute, request ${String(index + 1)}: GET ${url}`;

let ctx: ApiTestContext;
beforeAll(async () => {
  if (skipped) return;
  vi.spyOn(clock, "today").mockReturnValue(CONTRACT_TODAY);
  ctx = await seededApp({}, { ...API_TEST_SEED, today: new Date(`${CONTRACT_TODAY}T12:00:00Z`) });
  await insertPeopleFixture(ctx.database.db);
  await insertContractFixture(ctx.database.db);
});
afterAll(async () => {
  vi.restoreAllMocks();
  if (skipped) return;
  await ctx.close();
  if (RECORDING) writeFileSync(FILE, `${JSON.stringify(written, null, 2)}\n`);
});

function check(key: string, actual: Recorded) {
  if (RECORDING) {
    written[key] = actual;
    return;
  }
  expect(recorded[key], `${key} is not in recorded.json: re-record (see the top of this file)`).toBeDefined();
  expect(actual, key).toEqual(recorded[key]);
}

describe.skipIf(skipped)("the recorded API contract", () => {
  it("lists at least 60 requests, each recorded once", () => {
    const keys = CONTRACT_CASES.map(keyOf);
    expect(keys.length).toBeGreaterThanOrEqual(60);
    expect(new Set(keys).size).toBe(keys.length);
    if (!RECORDING) expect(Object.keys(recorded)).toEqual([...keys, ...RATE_LIMITED.map((url, i) => rateLimitKey(i, url))]);
  });

  it("asks every registered endpoint at least once", () => {
    const paths = CONTRACT_CASES.map((c) => c.url.split("?")[0] ?? c.url);
    const missing = endpoints
      .map((e) => e.path)
      .filter((path) => !paths.some((url) => new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`).test(url)));
    expect(missing).toEqual([]);
  });

  it.each(CONTRACT_CASES.map((c) => [keyOf(c), c] as const))("%s", async (_key, c) => {
    const method = c.method ?? "GET";
    const headers = { host: CONTRACT_HOST, ...c.headers };
    const path = c.url.split("?")[0] ?? c.url;
    let plainGet: string | undefined;
    if (c.ifNoneMatch !== undefined || method === "HEAD") {
      const first = await ctx.app.inject({ method: "GET", url: c.url, headers });
      plainGet = bodyText(first);
      const etag = String(first.headers.etag);
      if (c.ifNoneMatch !== undefined)
        Object.assign(headers, { "if-none-match": { strong: etag, weak: `W/${etag}`, "*": "*" }[c.ifNoneMatch] });
    }
    const response = await ctx.app.inject({ method, url: c.url, headers });
    const answer = record(response, path, plainGet);
    check(keyOf(c), c.outline ? outlinePage(answer) : answer);
  });

  it("throttles an API client past its limit with 429 and Retry-After, but not the health check", async () => {
    // A second app over the same database, with a limit small enough to reach.
    const limited = await buildApp({
      sitesDir: "/nonexistent",
      database: ctx.database,
      logger: false,
      rateLimit: { max: 2, windowMs: 60_000 },
    });
    try {
      for (const [index, url] of RATE_LIMITED.entries()) {
        const response = await limited.inject({ method: "GET", url, headers: { host: CONTRACT_HOST } });
        check(rateLimitKey(index, url), recordThrottled(response, url));
      }
    } finally {
      await limited.close();
    }
  });
});
