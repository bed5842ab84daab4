// A reference page's "Season by season" section (issue #16: franchise, player, coach): the rows
// are their own call, so the section loads, fails and retries apart from the page around it.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PageSpinner } from "./page-spinner";
import { ErrorPanel } from "./status-panels";

export function SeasonsSection<Rows extends readonly unknown[]>(props: {
  seasons: UseQueryResult<Rows>;
  /** The sentence shown when the call answers no row. */
  empty: string;
  className?: string;
  children: (rows: Rows) => ReactNode;
}) {
  const { seasons, empty, className, children } = props;
  return (
    <section aria-labelledby="seasons-heading" className={className}>
      <h2 id="seasons-heading" className="text-2xl font-bold">
        Season by season
      </h2>
      {seasons.error ? (
        <ErrorPanel
          title="Error Loading Seasons"
          error={seasons.error}
          onRetry={() => {
            void seasons.refetch();
          }}
        />
      ) : seasons.isPending ? (
        <PageSpinner label="Loading the seasons" />
      ) : seasons.data.length === 0 ? (
        <p className="mt-2 text-muted">{empty}</p>
      ) : (
        children(seasons.data)
      )}
    </section>
  );
}
