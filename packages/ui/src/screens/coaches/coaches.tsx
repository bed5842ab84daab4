// spec §2 Coaches: the coaching staff directory. ~1,100 coaches on the full data, so the API
// searches, filters and pages (spec §7: active/, head_coaches/ or the list) and the screen
// shows 48 at a time with "Load more"; the tiles and dropdown options come from the summary.
// Errors show the error panel with Retry, never "No Coaches Found" (README: deviation from §8).
import { NO_COACH_FILTERS, useCoaches, useCoachSummary, type CoachFilters } from "@tl/data/coaches";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { PagedCardList, serverPages } from "../../components/paged-card-list";
import { ALL } from "../../hooks/use-sport-options";
import { useUrlFilters } from "../../hooks/use-url-filters";
import { useSite } from "../../site/site-context";
import { CoachCard } from "./parts/coach-card";
import { COACH_URL_DEFAULTS, CoachFilterBar, type CoachUrlFilters } from "./parts/coach-filter-bar";
import { CoachTiles } from "./parts/coach-tiles";

const chosen = (value: string) => (value === ALL ? "" : value);

function toCoachFilters(site: CoachFilters["site"], values: CoachUrlFilters): CoachFilters {
  return {
    site,
    search: values.q,
    sport: chosen(values.sport),
    position: chosen(values.position),
    team: chosen(values.team),
    status: chosen(values.status),
  };
}

export function CoachesScreen() {
  const { apiFilters } = useSite();
  const [values, setFilters] = useUrlFilters(COACH_URL_DEFAULTS);
  const filters = toCoachFilters(apiFilters, values);
  const coaches = useCoaches(filters);
  const summary = useCoachSummary(filters);
  // The sport options span the whole site: the summary narrows its facets to a chosen sport.
  const scope = useCoachSummary({ site: apiFilters, ...NO_COACH_FILTERS });

  return (
    <Page>
      <PageHeader title="All Coaches">Coaching Staff Directory</PageHeader>
      <CoachTiles summary={summary.data} failed={summary.isError} />
      <CoachFilterBar values={values} onChange={setFilters} scope={scope.data} summary={summary.data} />
      <PagedCardList
        query={{
          isPending: coaches.isPending,
          error: coaches.error,
          refetch: () => Promise.all([coaches.refetch(), summary.isError ? summary.refetch() : undefined, scope.isError ? scope.refetch() : undefined]),
        }}
        {...serverPages(coaches)}
        label="Coaches"
        noun="coaches"
        errorTitle="Error Loading Coaches"
        emptyTitle="No Coaches Found"
        emptyHint="Try adjusting your search or filters"
        loadingLabel="Loading coaches"
        renderCard={(coach, expansion) => <CoachCard coach={coach} {...expansion} />}
      />
    </Page>
  );
}
