// One chart of /analytics (issue #19) in its states, like a sibling screen's list (spec §4):
// loading, an error panel with Retry, empty, or the chart (chart-body.tsx). The title shows in
// every state.
import type { ReactNode } from "react";
import { useId } from "react";
import { ListStates, type ListQueryState } from "../../../components/list-states";

export interface ChartQuery<T> extends ListQueryState {
  data: T | undefined;
}

export function ChartCard<T>(props: {
  title: string;
  query: ChartQuery<T>;
  isEmpty: (data: T) => boolean;
  /** Default: "No {title} Yet". */
  emptyTitle?: string;
  emptyHint: string;
  children: (data: T) => ReactNode;
}) {
  const { title, query, isEmpty, emptyTitle = `No ${title} Yet`, emptyHint, children } = props;
  const id = useId();
  const data = query.data;
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-1">
        <ListStates
          query={query}
          isEmpty={data !== undefined && isEmpty(data)}
          errorTitle={`Error Loading ${title}`}
          emptyTitle={emptyTitle}
          emptyHint={emptyHint}
          loadingLabel={`Loading ${title.toLowerCase()}`}
        >
          {data !== undefined && children(data)}
        </ListStates>
      </div>
    </section>
  );
}
