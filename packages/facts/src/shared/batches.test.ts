import { describe, expect, it } from "vitest";
import { BATCH, inBatches } from "./batches";

describe("inBatches", () => {
  it.each([
    { rows: 0, size: 3, batches: [] },
    { rows: 7, size: 3, batches: [3, 3, 1] },
    { rows: 6, size: 3, batches: [3, 3] },
    { rows: BATCH + 1, size: undefined, batches: [BATCH, 1] },
  ])("$rows rows by $size → $batches", async ({ rows, size, batches }) => {
    const seen: number[][] = [];
    await inBatches(
      Array.from({ length: rows }, (_, i) => i),
      async (batch) => {
        seen.push(batch);
        await Promise.resolve();
      },
      size,
    );
    expect(seen.map((batch) => batch.length)).toEqual(batches);
    expect(seen.flat()).toEqual(Array.from({ length: rows }, (_, i) => i));
  });
});
