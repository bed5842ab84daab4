// An app over a migrated, seeded database, for API tests: an in-memory PGlite, or — in the
// "postgres" test project — a fresh database on the test PostgreSQL server.
import { randomUUID } from "node:crypto";
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { seedIfEmpty, type SeedOptions } from "@tl/facts/seed";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp, type AppOptions } from "../app";

export interface ApiTestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of its own for one test file: PGlite in memory, or a new PostgreSQL database. */
export interface TestDatabase {
  handle: DatabaseHandle;
  url: string | undefined;
  drop: () => Promise<void>;
}

export async function testDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("pgAdminUrl");
  if (inject("testDatabase") !== "postgres") return { handle: await openDatabase(), url: undefined, drop: () => Promise.resolve() };
  // The "postgres" project never falls back to PGlite (its global setup skips or fails it first).
  if (!adminUrl)
    throw new Error('The "postgres" project has no PostgreSQL server (see src/test/postgres-server.ts); it does not run on PGlite.');
  const name = `tl_test_${randomUUID().replace(/-/g, "")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  return {
    handle: await openDatabase({ databaseUrl: url, poolSize: 4 }),
    url,
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * API tests see a small, stable slice of the curated facts: every season, but only the
 * champions from 2022 on and the teams they name, so growing the curated history does not
 * move their expectations.
 */
export const TEST_CHAMPIONS_SINCE = 2022;

/**
 * The slice the API tests are written over: no people from the seed (the people endpoints are
 * tested over people-fixture.ts) and the Super Bowls as the only seeded games (the game lists
 * are written over them and the NFL fixture games). curated-facts.test.ts seeds the whole slice.
 */
export const API_TEST_SEED: SeedOptions = { championsSince: TEST_CHAMPIONS_SINCE, people: false, finals: ["super-bowl"] };

export async function seededApp(options: Partial<AppOptions> = {}, seed: SeedOptions = API_TEST_SEED): Promise<ApiTestContext> {
  const { handle: database, drop } = await testDatabase();
  await database.migrate();
  await seedIfEmpty(database, seed);
  const app = await buildApp({
    sitesDir: "/nonexistent",
    database,
    logger: false,
    rateLimit: { max: 100_000, windowMs: 60_000 },
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const json = (body: string): unknown => JSON.parse(body);
