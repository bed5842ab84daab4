// The embedded database persists: data written through one server is served by the next
// one started on the same DATA_DIR.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@tl/db/client";
import { teams } from "@tl/db/schema";
import { seedIfEmpty } from "@tl/facts/seed";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { buildApp } from "./app";
import { TEST_CHAMPIONS_SINCE } from "./test/api-app";

const dataDir = mkdtempSync(join(tmpdir(), "tl-restart-"));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const seeded = await seedIfEmpty(database, { championsSince: TEST_CHAMPIONS_SINCE });
  const app = await buildApp({ sitesDir: "/nonexistent", database, logger: false });
  const stop = async () => {
    await app.close();
    await database.close();
  };
  return { app, database, seeded, stop };
}

it("keeps data written before a restart on the same DATA_DIR, and does not seed twice", async () => {
  const first = await start();
  expect(first.seeded).toBe(true);
  await first.database.db.update(teams).set({ stadium: "Written before the restart" }).where(eq(teams.slug, "denver-nuggets"));
  await first.stop();

  const second = await start();
  expect(second.seeded).toBe(false);
  const response = await second.app.inject({ method: "GET", url: "/api/teams/teams/denver-nuggets/" });
  expect(response.json()).toMatchObject({ stadium: "Written before the restart" });
  const championships = await second.app.inject({ method: "GET", url: "/api/championships/championships/" });
  expect(championships.json()).toMatchObject({ count: 8 });
  await second.stop();
});
