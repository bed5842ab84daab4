// The table's markup, with no table library: header, rows in the order given, CSV button. The
// sortable table (data-table.tsx) orders the rows with TanStack Table and renders them here;
// the same view, unsorted, is what a page shows before that chunk arrives (lazy-data-table.tsx).
import { cva } from "class-variance-authority";
import { clsx } from "clsx";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { ScrollTable } from "../scroll-table";
import { tableCsv, type DataColumn, type SortState } from "./columns";
import { csvFileName } from "./csv";
import { DownloadCsvButton } from "./download-csv-button";

/** From this many rows a table keeps its header in view (ScrollTable's stickyHeader). */
export const STICKY_HEADER_ROWS = 15;

const cellPadding = cva("", {
  variants: { density: { comfortable: "px-4 py-3", compact: "px-2 py-1.5" } },
  defaultVariants: { density: "comfortable" },
});
type Density = "comfortable" | "compact";

export interface TableViewProps<Row> {
  /** The table's name: its caption, its scrolling region's name and, unless `fileName`, its CSV file's name. */
  label: string;
  columns: readonly DataColumn<Row>[];
  /** undefined while loading: `placeholderRows` rows of placeholders hold the table's place. */
  rows: readonly Row[] | undefined;
  /** Unique per row: React's key and the sort model's row id (a repeated key misorders rows). */
  rowKey: (row: Row) => string;
  /** The table's own width, below which it scrolls sideways (ScrollTable). */
  minWidth: string;
  /** The CSV file's name without ".csv" ("New York Yankees seasons" → new-york-yankees-seasons.csv); false: no download. */
  fileName?: string | false;
  /** A row that has nothing to show in its columns: this content spans every column after the first. */
  rowNote?: (row: Row) => ReactNode;
  placeholderRows?: number;
  density?: Density;
  /** Default: from STICKY_HEADER_ROWS rows on. */
  stickyHeader?: boolean;
  className?: string;
}

interface SortProps {
  /** Present on a sortable table: the current order, and a column's header asks to sort by it. */
  sort?: { state: SortState; onSort: (columnId: string) => void };
}

const ariaSort = (state: SortState, id: string) => (state?.column !== id ? "none" : state.descending ? "descending" : "ascending");

function SortIcon({ direction }: { direction: "none" | "ascending" | "descending" }) {
  const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden className={clsx("size-3.5 shrink-0", direction === "none" && "opacity-40")} />;
}

function HeaderCell<Row>({ column, sort, density }: { column: DataColumn<Row>; density: Density } & SortProps) {
  const content = column.headerContent ?? column.header;
  const sortable = sort !== undefined && column.sortable !== false;
  const direction = sortable ? ariaSort(sort.state, column.id) : undefined;
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={clsx(cellPadding({ density }), "font-semibold whitespace-nowrap", column.headerClassName)}
    >
      {sortable && direction ? (
        <button
          type="button"
          onClick={() => {
            sort.onSort(column.id);
          }}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          {content}
          <SortIcon direction={direction} />
        </button>
      ) : (
        content
      )}
    </th>
  );
}

function BodyCell<Row>({ column, row, density }: { column: DataColumn<Row>; row: Row; density: Density }) {
  const className = clsx(cellPadding({ density }), "align-top", column.kind === "number" && "tabular-nums", column.className);
  const content = column.cell ? column.cell(row) : column.value(row);
  return column.rowHeader ? (
    <th scope="row" className={clsx("font-semibold", className)}>
      {content}
    </th>
  ) : (
    <td className={className}>{content}</td>
  );
}

function PlaceholderRows({ count, columns, density }: { count: number; columns: number; density: Density }) {
  return Array.from({ length: count }, (_, index) => (
    <tr key={index} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} className={cellPadding({ density })}>
          <span className="inline-block h-5 w-full max-w-32 animate-pulse rounded bg-primary-50 motion-reduce:animate-none" />
        </td>
      ))}
    </tr>
  ));
}

export function TableView<Row>(props: TableViewProps<Row> & SortProps) {
  const {
    label,
    columns,
    rows,
    rowKey,
    minWidth,
    fileName,
    rowNote,
    placeholderRows = 0,
    density = "comfortable",
    sort,
    className,
  } = props;
  const stickyHeader = props.stickyHeader ?? (rows?.length ?? 0) >= STICKY_HEADER_ROWS;
  const [first, ...rest] = columns;
  return (
    <div className={className}>
      {fileName !== false && (
        <div className="mb-2 flex justify-end">
          <DownloadCsvButton
            tableLabel={label}
            fileName={csvFileName(fileName ?? label)}
            csv={() => tableCsv(columns, rows ?? [])}
            disabled={!rows?.length}
          />
        </div>
      )}
      <ScrollTable label={label} minWidth={minWidth} stickyHeader={stickyHeader}>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} density={density} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line" aria-busy={rows === undefined}>
          {rows === undefined ? (
            <PlaceholderRows count={placeholderRows} columns={columns.length} density={density} />
          ) : (
            rows.map((row) => {
              const note = rowNote?.(row);
              return (
                <tr key={rowKey(row)}>
                  {note != null && first ? (
                    <>
                      <BodyCell column={first} row={row} density={density} />
                      <td colSpan={rest.length} className={clsx(cellPadding({ density }), "align-top text-muted italic")}>
                        {note}
                      </td>
                    </>
                  ) : (
                    columns.map((column) => <BodyCell key={column.id} column={column} row={row} density={density} />)
                  )}
                </tr>
              );
            })
          )}
        </tbody>
      </ScrollTable>
    </div>
  );
}
