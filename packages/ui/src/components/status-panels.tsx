// The non-result states every data screen shares (spec §4): error with Retry, and empty.
import { AlertTriangle, RotateCcw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "./button";

/** spec §8: the error's message, with the fallback 'An error occurred'. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : "An error occurred";
}

export function ErrorPanel({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-danger-soft p-6 text-danger">
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden className="mt-0.5 size-6 shrink-0" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="mt-1 break-words text-sm">{errorMessage(error)}</p>
          {onRetry && (
            <button type="button" className={`${buttonVariants({ variant: "secondary" })} mt-4`} onClick={onRetry}>
              <RotateCcw aria-hidden className="size-4" />
              Retry
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-line bg-surface p-10 text-center">
      <SearchX aria-hidden className="mx-auto size-10 text-muted" />
      <h2 className="mt-3 text-lg font-semibold">{title}</h2>
      {children && <div className="mt-1 text-sm text-muted">{children}</div>}
    </div>
  );
}
