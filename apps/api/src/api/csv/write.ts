// A list as CSV (RFC 4180: CRLF line ends, a field holding a comma, quote or line break quoted,
// its quotes doubled), written by csv-stringify. A page is answered as one text; every row
// of a filtered list is streamed, fetched in batches, so the whole table is never in memory.
import { pipeline, Readable } from "node:stream";
import { stringify, type Options } from "csv-stringify";
import { stringify as stringifyText } from "csv-stringify/sync";
import { csvCell } from "./columns";

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
/** Rows fetched per query while streaming (a setting, so a test can make batches small). */
export const csvBatch = { size: 1000 };

const options = (columns: readonly string[][]): Options => ({
  header: true,
  columns: columns.map((path) => path.join(".")),
  record_delimiter: "\r\n",
});

const cells = (columns: readonly string[][], row: unknown) => columns.map((path) => csvCell(row, path));

export function csvText(columns: readonly string[][], rows: readonly unknown[]): string {
  return stringifyText(
    rows.map((row) => cells(columns, row)),
    options(columns),
  );
}

/** Every row `fetch` yields as cells, batch by batch, until a batch comes back short. */
async function* allRows(columns: readonly string[][], fetch: (limit: number, offset: number) => Promise<unknown[]>) {
  const size = csvBatch.size;
  for (let offset = 0; ; offset += size) {
    const rows = await fetch(size, offset);
    for (const row of rows) yield cells(columns, row);
    if (rows.length < size) return;
  }
}

/** The CSV of every row, read from the database as the client reads the answer (back-pressure). */
export function csvStream(columns: readonly string[][], fetch: (limit: number, offset: number) => Promise<unknown[]>): Readable {
  const out = stringify(options(columns));
  // A failed query ends the answer early (the connection is closed): the status was sent.
  pipeline(Readable.from(allRows(columns, fetch)), out, () => undefined);
  return out;
}
