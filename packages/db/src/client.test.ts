import { describe, expect, it } from "vitest";
import { announceDataChange, openDatabase } from "./client";
import * as schema from "./schema/index";

describe("PGlite database", () => {
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
