// The data table for a page whose first download has a budget (Home, README "Bundle budget"):
// TanStack Table is about 12 KB gzip, more than Home's margin. This file imports only the
// library-free view, which shows the rows at once, in the order given, with its CSV download;
// the sortable table arrives in a chunk of its own, fetched as soon as the page first renders,
// and takes the view's place (the same markup, now with sort buttons).
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import type { RowData } from "@tanstack/react-table";
import type * as DataTableModule from "./data-table";
import type { DataTableProps } from "./data-table";
import { TableView } from "./table-view";

let loading: Promise<typeof DataTableModule> | undefined;
const loadDataTable = () => (loading ??= import("./data-table"));

// `lazy` loses the component's type parameter; this restores it (the module's own DataTable).
const SortableTable = lazy(() => loadDataTable().then((module) => ({ default: module.DataTable }))) as unknown as <Row extends RowData>(
  props: DataTableProps<Row>,
) => ReactNode;

export function LazyDataTable<Row extends RowData>(props: DataTableProps<Row>) {
  // While the rows load, fetch the chunk so it is usually here before they are.
  useEffect(() => {
    void loadDataTable();
  }, []);
  if (props.rows === undefined) return <TableView {...props} />;
  return (
    <Suspense fallback={<TableView {...props} />}>
      <SortableTable {...props} />
    </Suspense>
  );
}
