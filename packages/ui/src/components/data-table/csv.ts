// A table's CSV (issue #16): RFC 4180 as the API writes it (`?format=csv`): a header row, CRLF
// line ends, a field quoted when it holds a comma, a quote or a line break, quotes doubled,
// null as an empty field. Two additions for a file a visitor opens in a spreadsheet: a byte
// order mark, so Excel reads the names as UTF-8 ("Jeremy Peña"), and a leading apostrophe on a
// text that a spreadsheet would run as a formula (OWASP "CSV injection"). Written here rather
// than imported: csv-stringify's browser build (the catalog's CSV writer, used by the server) is
// 18 KB gzip with its Buffer shim, for what these few lines do.

export type CsvValue = string | number | null | undefined;

const BYTE_ORDER_MARK = "\uFEFF";
// "=1+1", "+1", "@SUM(…)", "-x" run as formulas; "-", "-3" and "-0.5" stay numbers and text.
const FORMULA = /^(?:[=+@\t\r]|-(?![\d.]*$))/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the header, then one line per row, in the order given. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((fields) => fields.map(csvField).join(","));
  return `${BYTE_ORDER_MARK}${lines.join("\r\n")}\r\n`;
}

/** "New York Yankees seasons" → "new-york-yankees-seasons.csv". */
export function csvFileName(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "table"}.csv`;
}

/** Hands the text to the browser as a download (a blob URL: nothing leaves the page, the CSP allows it). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is no longer needed.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
