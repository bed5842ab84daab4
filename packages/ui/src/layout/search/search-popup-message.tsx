// What the box's popup says when it has no options to list: keep typing, searching, nothing
// found, or the failure with Retry.
import { RotateCcw } from "lucide-react";
import { errorMessage } from "../../components/status-panels";
import type { SearchView } from "./search-view";

const TEXT_CLASS = "px-4 py-3 text-sm text-muted";

export function SearchPopupMessage({ view, onRetry }: { view: SearchView; onRetry: () => void }) {
  switch (view.state) {
    case "short":
      return <p className={TEXT_CLASS}>Keep typing: results from two characters.</p>;
    case "loading":
      return <p className={TEXT_CLASS}>Searching…</p>;
    case "none":
      return <p className={TEXT_CLASS}>No results. Check the spelling, or try fewer words.</p>;
    case "error":
      return (
        <div className="px-4 py-3 text-sm text-danger">
          <p>Search failed: {errorMessage(view.error)}</p>
          <button
            type="button"
            className="mt-2 inline-flex items-center gap-1 rounded-lg border border-line px-3 py-1.5 font-semibold text-ink hover:bg-primary-50"
            onClick={onRetry}
          >
            <RotateCcw aria-hidden className="size-4" />
            Retry
          </button>
        </div>
      );
    default:
      return null;
  }
}
