// Beyond one machine: two API processes on one PostgreSQL. A data change written through a
// third connection (as `pnpm data:import` does) reaches both processes' response caches
// through LISTEN/NOTIFY, so each serves the new data at once.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { announceDataChange, openDatabase } from "@tl/db/client";
import { teams } from "@tl/db/schema";
import { seedIfEmpty } from "@tl/facts/seed";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { TEST_CHAMPIONS_SINCE, testDatabase } from "./test/api-app";

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const ports = [4601, 4602];
const processes: ChildProcess[] = [];
let dropDatabase: () => Promise<void> = () => Promise.resolve();
let databaseUrl = "";

async function healthy(port: number) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/api/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API on port ${String(port)} did not start`);
}

const stadiumOn = async (port: number) => {
  const response = await fetch(`http://127.0.0.1:${String(port)}/api/teams/teams/denver-nuggets/`);
  return ((await response.json()) as { stadium: string | null }).stadium;
};

describe.skipIf(!inject("pgAdminUrl"))("two API processes on one PostgreSQL", () => {
  beforeAll(async () => {
    const database = await testDatabase();
    dropDatabase = () => database.drop();
    databaseUrl = database.url ?? "";
    await database.handle.migrate();
    await seedIfEmpty(database.handle, { championsSince: TEST_CHAMPIONS_SINCE });
    await database.handle.close();
    for (const port of ports) {
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: apiDir,
        // No dataset import at start: this test is about change notifications, not imports.
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          LOG_LEVEL: "warn",
          SITES_DIR: "/nonexistent",
          DATASETS_DIR: "/nonexistent",
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      processes.push(child);
    }
    await Promise.all(ports.map(healthy));
  }, 120_000);

  afterAll(async () => {
    for (const child of processes) child.kill("SIGTERM");
    await Promise.all(processes.map((child) => new Promise((resolve) => child.once("exit", resolve))));
    await dropDatabase();
  });

  it("serves a change written elsewhere from both processes, caches included", async () => {
    // Warm both caches.
    for (const port of ports) {
      expect(await stadiumOn(port)).toBe("Ball Arena");
      expect(await stadiumOn(port)).toBe("Ball Arena");
    }
    const importer = await openDatabase({ databaseUrl });
    await importer.db.transaction(async (tx) => {
      await tx.update(teams).set({ stadium: "Changed by the test importer" }).where(eq(teams.slug, "denver-nuggets"));
      await announceDataChange(tx);
    });
    await importer.close();
    for (const port of ports) {
      await expect.poll(() => stadiumOn(port), { timeout: 5000 }).toBe("Changed by the test importer");
    }
  });
});
