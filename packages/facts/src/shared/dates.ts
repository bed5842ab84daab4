// Calendar dates from the datasets' separate year, month and day cells. Each importer parses
// its cells by its own dataset's rule and hands the numbers here.

/** The year of a YYYY-MM-DD cell, or null. */
export const yearOf = (cell: string | undefined): number | null => (cell && /^\d{4}-/.test(cell) ? Number(cell.slice(0, 4)) : null);

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "YYYY-MM-DD" when year, month and day are all known and form a real date; else null. */
export function isoDate(year: number | null, month: number | null, day: number | null): string | null {
  if (year === null || month === null || day === null) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
