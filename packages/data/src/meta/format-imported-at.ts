// When the data was last imported, as the Data Quality screen says it.
export const NOT_IMPORTED = "Not imported yet";

/**
 * The time of the last import as a readable local date-time ("Nov 22, 2026, 1:17 AM"), or
 * 'Not imported yet'. `timeZone` is for tests; visitors see their own.
 */
export function formatImportedAt(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return NOT_IMPORTED;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return NOT_IMPORTED;
  return new Date(time).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", ...(timeZone ? { timeZone } : {}) });
}
