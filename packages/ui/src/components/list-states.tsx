// spec §4: each data screen is in one of loading, error, empty or results. Errors show the
// screen's panel with Retry, never an empty list (README: deviation from spec §8).
import type { ReactNode } from "react";
import { PageSpinner } from "./page-spinner";
import { EmptyState, ErrorPanel } from "./status-panels";

/** spec §2: the hint of an empty list whose search or filters matched nothing. */
export const FILTERS_HINT = "Try adjusting your search or filters";

/**
 * An empty list says why (issue #13): the visitor's search or filters matched nothing, or
 * the site holds no such data at all (`noData`, e.g. "We hold no NBA standings yet.").
 */
export function emptyHint(filtered: boolean, noData: string): string {
  return filtered ? FILTERS_HINT : noData;
}

/** The no-data text of a list scoped to `scopeLabel` ("NHL"), or to every sport (null): "We hold no NHL teams yet." */
export function holdNone(noun: string, scopeLabel: string | null): string {
  return `We hold no ${scopeLabel ? `${scopeLabel} ` : ""}${noun} yet.`;
}

export interface ListQueryState {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function ListStates(props: {
  query: ListQueryState;
  isEmpty: boolean;
  errorTitle: string;
  emptyTitle: string;
  emptyHint?: ReactNode;
  loadingLabel?: string;
  children: ReactNode;
}) {
  const { query, isEmpty, errorTitle, emptyTitle, emptyHint, loadingLabel, children } = props;
  if (query.error) {
    return (
      <ErrorPanel
        title={errorTitle}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (isEmpty) return <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>;
  return <>{children}</>;
}
