// A chart's data as a table (issue #19: every chart has its table and CSV): a button that shows
// and hides the table (so keyboard and screen-reader users reach every figure) and a CSV
// download built in the browser from the same rows and columns.
import type { RowData } from "@tanstack/react-table";
import { useId, useState } from "react";
import { buttonVariants } from "../../../components/button";
import { tableCsv, type DataColumn } from "../../../components/data-table/columns";
import { csvFileName } from "../../../components/data-table/csv";
import { DataTable } from "../../../components/data-table/data-table";
import { DownloadCsvButton } from "../../../components/data-table/download-csv-button";

export interface ChartTableProps<Row extends RowData> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table's name and the CSV's ("World Series titles by franchise" → world-series-titles-by-franchise.csv). */
  tableLabel: string;
}

export function ChartTable<Row extends RowData>({ columns, rows, rowKey, tableLabel }: ChartTableProps<Row>) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <>
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
