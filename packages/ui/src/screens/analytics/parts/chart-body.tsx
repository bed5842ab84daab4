// A chart with what every chart of /analytics carries (issue #19): a one-sentence reading of its
// data, the chart, and the same rows as a table (behind a button, so keyboard and screen-reader
// users reach every figure) with a CSV download built in the browser from the rows.
import type { RowData } from "@tanstack/react-table";
import { useId, useState, type ReactNode } from "react";
import { buttonVariants } from "../../../components/button";
import { tableCsv, type DataColumn } from "../../../components/data-table/columns";
import { csvFileName } from "../../../components/data-table/csv";
import { DataTable } from "../../../components/data-table/data-table";
import { DownloadCsvButton } from "../../../components/data-table/download-csv-button";

export interface ChartBodyProps<Row extends RowData> {
  /** One sentence computed from the rows. */
  reading: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table's name and the CSV's ("World Series titles by franchise" → world-series-titles-by-franchise.csv). */
  tableLabel: string;
  children: ReactNode;
}

export function ChartBody<Row extends RowData>({ reading, columns, rows, rowKey, tableLabel, children }: ChartBodyProps<Row>) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <>
      <p className="text-muted">{reading}</p>
      <div className="mt-4">{children}</div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={showTable}
          aria-controls={id}
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => {
            setShowTable((shown) => !shown);
          }}
        >
          {showTable ? "Hide table" : "Show table"}
          <span className="sr-only">: {tableLabel}</span>
        </button>
        <DownloadCsvButton tableLabel={tableLabel} fileName={csvFileName(tableLabel)} csv={() => tableCsv(columns, rows)} />
      </div>
      <div id={id} hidden={!showTable} className="mt-4">
        {showTable && (
          <DataTable label={tableLabel} columns={columns} rows={rows} rowKey={rowKey} minWidth="min-w-[32rem]" fileName={false} />
        )}
      </div>
    </>
  );
}
