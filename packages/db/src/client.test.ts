import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { announceDataChange, openDatabase } from "./client";
import * as schema from "./schema/index";
import { seedIfEmpty } from "./seed/index";

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

  it("tells listeners when data changes", async () => {
    const handle = await openDatabase();
    await handle.migrate();
    let calls = 0;
    const unsubscribe = await handle.onDataChanged(() => {
      calls += 1;
    });
    await announceDataChange(handle.db);
    await expect.poll(() => calls).toBe(1);
    const [row] = await handle.db.select().from(schema.dataVersion);
    expect(row?.version).toBe(1);
    await unsubscribe();
    await handle.close();
  });
});
