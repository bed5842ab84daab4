// For tests: one in-memory database per test file, migrated and seeded with the curated facts
// before its tests run and closed after them.
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { afterAll, beforeAll } from "vitest";
import { seedIfEmpty } from "../seed/index";

/** The date the seeded tests take as today (it decides which season is in progress). */
export const TEST_TODAY = new Date("2026-11-21T12:00:00Z");

/** Registers the hooks; `seeded.handle` is ready inside the tests. */
export function seededDatabase(): { handle: DatabaseHandle } {
  const seeded = {} as { handle: DatabaseHandle };
  beforeAll(async () => {
    seeded.handle = await openDatabase();
    await seeded.handle.migrate();
    await seedIfEmpty(seeded.handle, { today: TEST_TODAY });
  });
  afterAll(() => seeded.handle.close());
  return seeded;
}
