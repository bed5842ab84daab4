// A chart with what every chart of /analytics carries (issue #19): a one-sentence reading of its
// data, the chart, and the same rows as a table with its CSV (chart-table.tsx).
import type { RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { ChartTable, type ChartTableProps } from "./chart-table";

export interface ChartBodyProps<Row extends RowData> extends ChartTableProps<Row> {
  /** One sentence computed from the rows. */
  reading: string;
  children: ReactNode;
}

export function ChartBody<Row extends RowData>({ reading, children, ...table }: ChartBodyProps<Row>) {
  return (
    <>
      <p className="text-muted">{reading}</p>
      <div className="mt-4">{children}</div>
      <ChartTable {...table} />
    </>
  );
}
