import { Download } from "lucide-react";
import { useId } from "react";
import { downloadCsv } from "./csv";

/** "Download CSV", described by the table's name; `csv` is built on click, from the rows as they are ordered then. */
export function DownloadCsvButton({
  tableLabel,
  fileName,
  csv,
  disabled,
}: {
  tableLabel: string;
  fileName: string;
  csv: () => string;
  disabled?: boolean;
}) {
  const described = useId();
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        aria-describedby={described}
        onClick={() => {
          downloadCsv(fileName, csv());
        }}
        className="inline-flex items-center gap-1.5 rounded-lg border border-primary-200 bg-surface px-3 py-1.5 text-xs font-semibold text-primary-700 transition-colors hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:pointer-events-none disabled:opacity-50"
      >
        <Download aria-hidden className="size-3.5" />
        Download CSV
      </button>
      <span id={described} hidden>
        {tableLabel}, as {fileName}
      </span>
    </>
  );
}
