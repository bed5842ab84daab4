// A database that stalls (a statement held by another connection's lock beyond the statement
// timeout) answers 503 with Retry-After and a JSON detail, never a 500, and the API recovers
// when the lock is released. Readiness (/api/ready) says whether the database answers.
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
let base: TestDatabase;
let served: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  base = await testDatabase();
  await base.handle.migrate();
  await seedIfEmpty(base.handle, API_TEST_SEED);
  // The API's own handle, as main.ts opens it after migrating: with a statement timeout.
  served = base.url ? await openDatabase({ databaseUrl: base.url, poolSize: 2, statementTimeoutMs: 500 }) : base.handle;
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

/** PGlite's one in-process connection: no second session can hold a lock while the API reads. */
const LOCK_NEEDS_POSTGRES = "PostgreSQL only: PGlite has one connection, so no second session can hold a lock";

describe(
  "on PostgreSQL, when another connection holds a lock",
  onPostgres ? {} : { skip: true, meta: { skipReason: LOCK_NEEDS_POSTGRES } },
  () => {
    it("runs the API's statements without JIT (compiling cost seconds on the players list)", async () => {
      // On PostgreSQL, execute answers with the driver's result.
      const result: unknown = await served.db.execute(sql`show jit`);
      expect((result as { rows: { jit: string }[] }).rows[0]?.jit).toBe("off");
    });

    it("answers 503 with Retry-After and a JSON detail past the statement timeout, then recovers", async () => {
      const holder = new pg.Client({ connectionString: base.url });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query("lock table teams in access exclusive mode");
        const started = Date.now();
        const stalled = await team();
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(stalled.statusCode).toBe(503);
        expect(stalled.headers["retry-after"]).toBe("5");
        expect(stalled.headers["content-type"]).toMatch(/^application\/json/);
        expect(stalled.json()).toEqual({ detail: "The database is busy. Try again shortly." });
        await holder.query("rollback");
      } finally {
        await holder.end();
      }
      const recovered = await team();
      expect(recovered.statusCode).toBe(200);
      expect(recovered.json()).toMatchObject({ slug: "denver-nuggets" });
    });
  },
);

it("is not ready once the database is gone: 503 with Retry-After", async () => {
  await served.close();
  const response = await app.inject({ method: "GET", url: "/api/ready" });
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe("5");
  expect(response.json()).toEqual({ detail: "The database is not answering.", status: "unavailable" });
});
