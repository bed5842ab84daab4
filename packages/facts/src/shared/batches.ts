// Writes in slices: one INSERT per batch keeps each statement under the drivers' parameter limits.

/** Rows per INSERT statement (at most 1000). */
export const BATCH = 1000;

export async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>, size = BATCH): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}
