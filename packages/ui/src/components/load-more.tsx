import { formatCount } from "@tl/data/shared";
import { LoaderCircle } from "lucide-react";
import { buttonVariants } from "./button";

/** Under a server-paged list: how many rows are shown of how many match, and a button for more. */
export function LoadMore(props: { shown: number; total: number; hasMore: boolean; loading: boolean; onMore: () => void; noun: string }) {
  const { shown, total, hasMore, loading, onMore, noun } = props;
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {formatCount(shown)} of {formatCount(total)} {noun}
      </p>
      {hasMore && (
        <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={onMore} disabled={loading}>
          {loading && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {loading ? "Loading…" : `Load more ${noun}`}
        </button>
      )}
    </div>
  );
}
