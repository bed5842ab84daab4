// Columns a season-by-season table with career rows shares (the player's tables, the coach's
// record). A career row stays after the seasons whichever way a column sorts: every column's
// sort value is null on it, and the table sorts a missing value last in both directions
// (components/data-table); its cells and its CSV fields still show its figures.
import type { ReactNode } from "react";
import type { DataColumn } from "../../../components/data-table/columns";
import type { CsvValue } from "../../../components/data-table/csv";

export interface CareerAware {
  career: boolean;
}

/** A number column: sorted numerically, right-aligned, the career row's figure in bold. */
export function figureColumn<Row extends CareerAware>(spec: {
  id: string;
  header: string;
  title?: string;
  value: (row: Row) => number | null;
  format: (value: number, row: Row) => ReactNode;
  csv?: (row: Row) => CsvValue;
}): DataColumn<Row> {
  const { id, header, title, value, format } = spec;
  return {
    id,
    header,
    headerContent: title ? (
      <abbr title={title} className="no-underline">
        {header}
      </abbr>
    ) : undefined,
    kind: "number",
    value: (row) => (row.career ? null : value(row)),
    csv: spec.csv ?? ((row) => value(row)),
    cell: (row) => {
      const figure = value(row);
      const text = figure === null ? "N/A" : format(figure, row);
      return row.career ? <strong>{text}</strong> : text;
    },
    className: "text-right tabular-nums whitespace-nowrap",
    headerClassName: "text-right",
  };
}

/** A text column whose career row shows `career` (the span it sums) and sorts last. */
export function textColumn<Row extends CareerAware>(spec: {
  id: string;
  header: string;
  value: (row: Row) => string | number | null;
  cell: (row: Row) => ReactNode;
  csv: (row: Row) => CsvValue;
  kind?: "text" | "number";
  rowHeader?: boolean;
}): DataColumn<Row> {
  const { value, cell, ...rest } = spec;
  return {
    ...rest,
    value: (row) => (row.career ? null : value(row)),
    cell: (row) => (row.career ? <strong>{cell(row)}</strong> : cell(row)),
    className: "whitespace-nowrap",
  };
}
