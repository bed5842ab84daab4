// CSV rows as objects keyed by the header, every value a string ("" when empty).
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";

export type CsvRow = Record<string, string>;

export function readCsv(path: string): CsvRow[] {
  return parse(readFileSync(path, "utf8"), { columns: true, skip_empty_lines: true, bom: true, relax_column_count: true });
}

/** A whole number cell; empty or malformed → 0 (the datasets leave unknown counts empty). */
export const int = (cell: string | undefined): number => {
  const value = Number(cell);
  return cell && Number.isFinite(value) ? Math.trunc(value) : 0;
};
