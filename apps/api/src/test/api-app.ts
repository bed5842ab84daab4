// An app over a migrated, seeded in-memory database, for API tests.
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { seedIfEmpty } from "@tl/db/seed";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../app";

export interface ApiTestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function seededApp(options: Partial<AppOptions> = {}): Promise<ApiTestContext> {
  const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
  await database.migrate();
  await seedIfEmpty(database);
  const app = await buildApp({ sitesDir: "/nonexistent", database, logger: false, rateLimit: { max: 100_000, windowMs: 60_000 }, ...options });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const json = (body: string): unknown => JSON.parse(body);
