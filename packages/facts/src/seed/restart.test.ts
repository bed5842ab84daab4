// Seeding on the embedded database's own directory: once only, and what was written survives
// a restart (moved from packages/db's client tests when the seed moved here).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { seedIfEmpty } from "./index";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("PGlite database", () => {
  it("migrates and seeds once, and keeps its data across a restart on the same directory", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tl-db-"));
    dirs.push(dataDir);

    const first = await openDatabase({ dataDir });
    await first.migrate();
    expect(await seedIfEmpty(first)).toBe(true);
    expect(await seedIfEmpty(first)).toBe(false);
    await first.db.update(schema.teams).set({ stadium: "Written before restart" }).where(eq(schema.teams.slug, "phoenix-suns"));
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    expect(await seedIfEmpty(second)).toBe(false);
    const [suns] = await second.db.select().from(schema.teams).where(eq(schema.teams.slug, "phoenix-suns"));
    expect(suns?.stadium).toBe("Written before restart");
    const [championships] = await second.db.select({ n: count() }).from(schema.championships);
    expect(championships?.n).toBe(8);
    await second.close();
  });
});
