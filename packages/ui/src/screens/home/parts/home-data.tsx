// Home's parts that read the API, in a chunk of their own: Home's first download stays free of
// TanStack Query (README "Bundle budget"), and the page's static parts show at once while this
// chunk and the data arrive. Both parts share the app's one QueryClient with the data screens.
import { QueryClientProvider } from "@tanstack/react-query";
import { normaliseFigures, useFigures } from "@tl/data/figures";
import { useRecentChampions } from "@tl/data/recent-champions";
import { useAppQueryClient } from "../../../app/app-query-client";
import { ErrorPanel } from "../../../components/status-panels";
import { useSite } from "../../../site/site-context";
import { HeadlineFigures, StatisticsStrip } from "./figures";
import { LINKED_RECENT_CHAMPION_COLUMNS } from "./recent-champion-links";
import { RecentChampionsTable } from "./recent-champions-table";

function FiguresFromApi() {
  const { apiFilters } = useSite();
  const query = useFigures({ site: apiFilters });
  // A failed call shows every figure as 'N/A' (a number we do not have), never a placeholder forever.
  const figures = query.data ?? (query.isError ? normaliseFigures({}) : undefined);
  return (
    <>
      <HeadlineFigures figures={figures} failed={query.isError} />
      <StatisticsStrip figures={figures} />
    </>
  );
}

/** `expected`: the rows asked for on a sport site, or the hub's one per championship. */
function RecentChampionsFromApi({ expected }: { expected: number }) {
  const { apiFilters } = useSite();
  const query = useRecentChampions({ site: apiFilters, filters: { seasons: expected } });
  return (
    <RecentChampionsTable
      rows={query.data}
      columns={LINKED_RECENT_CHAMPION_COLUMNS}
      expected={expected}
      failure={
        query.error ? (
          <ErrorPanel
            title="Error Loading Champions"
            error={query.error}
            onRetry={() => {
              void query.refetch();
            }}
          />
        ) : null
      }
    />
  );
}

export function FiguresData() {
  return (
    <QueryClientProvider client={useAppQueryClient()}>
      <FiguresFromApi />
    </QueryClientProvider>
  );
}

export function RecentChampionsData({ expected }: { expected: number }) {
  return (
    <QueryClientProvider client={useAppQueryClient()}>
      <RecentChampionsFromApi expected={expected} />
    </QueryClientProvider>
  );
}
