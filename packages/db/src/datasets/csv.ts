// CSV rows as objects keyed by the header, every value a string ("" when empty).
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";

export type CsvRow = Record<string, string>;

export function readCsv(path: string): CsvRow[] {
  return parse(readFileSync(path, "utf8"), { columns: true, skip_empty_lines: true, bom: true, relax_column_count: true });
}
