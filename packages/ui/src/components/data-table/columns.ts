// A table's columns, declared as data (issue #16): what a column is called, the value it sorts
// and downloads by, and how its cell looks. One declaration drives the header, the sort model,
// the cells and the CSV, so the download always has the columns the visitor sees.
import type { ReactNode } from "react";
import { toCsv, type CsvValue } from "./csv";

export type CellValue = string | number | null;

export interface DataColumn<Row> {
  /** Stable and unique in the table: the sort state and the cells' keys. */
  id: string;
  /** The column's name: its header (unless `headerContent`), its sort button and its CSV header. */
  header: string;
  /** What the header shows when plain `header` text will not do (an <abbr>, screen-reader words). */
  headerContent?: ReactNode;
  /**
   * The cell's value, from the row alone: what the column sorts by, and what the cell shows and
   * the CSV holds unless `cell` or `csv` say otherwise. null (or "") is a missing value: it
   * sorts last in either direction.
   */
  value: (row: Row) => CellValue;
  /** "number" sorts numerically (9 before 10); "text" (the default) case-insensitively, digits as numbers ("2024-25" after "1993-94"). */
  kind?: "text" | "number";
  /** The cell's content when it is more than the value: a link, a badge, "N/A" for null. */
  cell?: (row: Row) => ReactNode;
  /** The CSV field when it differs from the value (a full name behind an abbreviation). */
  csv?: (row: Row) => CsvValue;
  /** This column's cell names the row (<th scope="row">). One column per table. */
  rowHeader?: boolean;
  /** false: no sort button on this column. */
  sortable?: boolean;
  /** Classes of the body cells (padding comes from the table). */
  className?: string;
  /** Classes of the header cell. */
  headerClassName?: string;
}

/** Which column orders the rows, and which way; null while the rows keep the order given. */
export type SortState = { column: string; descending: boolean } | null;

/** The CSV of `rows` in the order given, one field per column. */
export function tableCsv<Row>(columns: readonly DataColumn<Row>[], rows: readonly Row[]): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => (column.csv ?? column.value)(row))),
  );
}
