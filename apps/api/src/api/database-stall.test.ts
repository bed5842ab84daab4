// A database that stalls answers 503 with Retry-After and a JSON detail, never a 500, and the
// API recovers once the stall ends. PostgreSQL: another connection holds a lock beyond the
// statement timeout. PGlite: a transaction on its one in-process connection (as an import's)
// keeps the turn beyond the same limit, so the request's statement is refused without running.
// Readiness (/api/ready) says whether the database answers.
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { seedIfEmpty } from "@tl/facts/seed";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app";
import { API_TEST_SEED, testDatabase, type TestDatabase } from "../test/api-app";
import "../test/skip-reason";

const onPostgres = inject("testDatabase") === "postgres";
const BOUND = { statementTimeoutMs: 500 };
let base: TestDatabase;
let served: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  // PGlite: one in-memory database, opened as main.ts opens it, with the bound.
  base = onPostgres ? await testDatabase() : { handle: await openDatabase(BOUND), url: undefined, drop: () => Promise.resolve() };
  await base.handle.migrate();
  await seedIfEmpty(base.handle, API_TEST_SEED);
  // PostgreSQL: the API's own pool, as main.ts opens it after migrating, with a statement timeout.
  served = base.url ? await openDatabase({ databaseUrl: base.url, poolSize: 2, ...BOUND }) : base.handle;
  app = await buildApp({ sitesDir: "/nonexistent", database: served, logger: false });
});
afterAll(async () => {
  // The last test closed the API's database: its data-change listener is gone with it.
  await app.close().catch(() => undefined);
  await base.handle.close().catch(() => undefined);
  await base.drop();
});

const team = () => app.inject({ method: "GET", url: "/api/teams/teams/denver-nuggets/" });

it("is ready while the database answers", async () => {
  const response = await app.inject({ method: "GET", url: "/api/ready" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.json()).toEqual({ status: "ready", database: onPostgres ? "postgres" : "pglite" });
});

const RENAME = "update teams set name = 'Half-applied' where slug = 'denver-nuggets'";

/**
 * Holds the teams table until the returned release: PostgreSQL, another connection's exclusive
 * lock; PGlite, a transaction that renames a team and keeps the one connection's turn. Either
 * way the holder's write is rolled back.
 */
async function holdTeams(): Promise<() => Promise<void>> {
  if (base.url) {
    const holder = new pg.Client({ connectionString: base.url });
    await holder.connect();
    await holder.query("begin");
    await holder.query("lock table teams in access exclusive mode");
    return async () => {
      await holder.query("rollback");
      await holder.end();
    };
  }
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const done = (served.db as unknown as { $client: PGlite }).$client.transaction(async (tx) => {
    await tx.query(RENAME);
    holding();
    await released;
    await tx.rollback();
  });
  await held;
  return async () => {
    release();
    await done;
  };
}

describe("while another connection holds the teams table", () => {
  it("answers 503 with Retry-After and a JSON detail past the statement timeout, then recovers", async () => {
    const release = await holdTeams();
    try {
      const started = Date.now();
      const stalled = await team();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(stalled.statusCode).toBe(503);
      expect(stalled.headers["retry-after"]).toBe("5");
      expect(stalled.headers["content-type"]).toMatch(/^application\/json/);
      expect(stalled.json()).toEqual({ detail: "The database is busy. Try again shortly." });
      // A write that times out waiting is not applied, then or later.
      await expect(served.db.execute(sql.raw(RENAME))).rejects.toMatchObject({ cause: { code: "57014" } });
    } finally {
      await release();
    }
    const recovered = await team();
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({ slug: "denver-nuggets", name: "Nuggets" });
  });
});

describe("on PostgreSQL", onPostgres ? {} : { skip: true, meta: { skipReason: "PostgreSQL only: PGlite has no JIT" } }, () => {
  it("runs the API's statements without JIT (compiling cost seconds on the players list)", async () => {
    // On PostgreSQL, execute answers with the driver's result.
    const result: unknown = await served.db.execute(sql`show jit`);
    expect((result as { rows: { jit: string }[] }).rows[0]?.jit).toBe("off");
  });
});

it("is not ready once the database is gone: 503 with Retry-After", async () => {
  await served.close();
  const response = await app.inject({ method: "GET", url: "/api/ready" });
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe("5");
  expect(response.json()).toEqual({ detail: "The database is not answering.", status: "unavailable" });
});
