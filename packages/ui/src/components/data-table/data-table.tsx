// The product's one table (issue #16): columns declared as data (columns.ts), sortable by any
// column with TanStack Table's sorted row model, a CSV of the rows in the order shown, a header
// that stays in view on a long table, and sideways scrolling on a phone (ScrollTable).
//
// Sorting: a header's button (click, or Enter/Space on it) sorts by that column, ascending
// first; pressing it again reverses. The sorted header carries aria-sort ascending or
// descending, the other sortable headers "none". A number column sorts numerically, a text
// column case-insensitively with digits as numbers; a missing value (null, "") sorts last
// either way. Until a header is pressed the rows keep the order given (or `initialSort`).
import {
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";
import { useMemo } from "react";
import type { CellValue, DataColumn, SortState } from "./columns";
import { TableView, type TableViewProps } from "./table-view";

export type { DataColumn, SortState } from "./columns";

export interface DataTableProps<Row extends RowData> extends TableViewProps<Row> {
  /** false: a table whose order is its meaning (a line score): no sort buttons, no aria-sort. */
  sortable?: boolean;
  /** The order the rows arrive in, when it is a column's: its header shows it from the start. */
  initialSort?: SortState;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

// null and "" become undefined, which `sortUndefined: "last"` keeps at the end in both directions.
const sortValue = (value: CellValue) => (value === null || value === "" ? undefined : value);

function SortedTable<Row extends RowData>({
  initialSort = null,
  ...props
}: Omit<DataTableProps<Row>, "sortable"> & { rows: readonly Row[] }) {
  const { columns, rows, rowKey } = props;
  // The model needs only what sorts: ids, kinds and values. Keyed by ids and kinds, so a page that
  // declares its columns on every render (a cell closing over a prop) keeps the model and its sort.
  const signature = columns.map((column) => `${column.id}:${column.kind ?? "text"}:${String(column.sortable ?? true)}`).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `value` reads the row alone (columns.ts), so the signature is the key
  const definitions = useMemo(() => columns.map((column) => definition(column)), [signature]);
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({
    features,
    columns: definitions,
    data,
    getRowId: (row) => rowKey(row),
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    initialState: { sorting: initialSort ? [{ id: initialSort.column, desc: initialSort.descending }] : [] },
  });
  const [current] = table.state.sorting;
  const ordered = table.getRowModel().rows.map((row) => row.original);
  return (
    <TableView
      {...props}
      rows={ordered}
      sort={{
        state: current ? { column: current.id, descending: current.desc } : null,
        onSort: (id) => {
          table.getColumn(id)?.toggleSorting();
        },
      }}
    />
  );
}

function definition<Row extends RowData>(column: DataColumn<Row>): ColumnDef<typeof features, Row> {
  return {
    id: column.id,
    header: column.header,
    accessorFn: (row) => sortValue(column.value(row)),
    sortFn: column.kind === "number" ? "basic" : "alphanumeric",
    sortUndefined: "last",
    enableSorting: column.sortable ?? true,
  };
}

/** A table of `rows` under `columns`: sortable unless `sortable={false}`, with a CSV download unless `fileName={false}`. */
export function DataTable<Row extends RowData>({ sortable = true, ...props }: DataTableProps<Row>) {
  const { rows } = props;
  if (!sortable || rows === undefined) return <TableView {...props} />;
  return <SortedTable {...props} rows={rows} />;
}
