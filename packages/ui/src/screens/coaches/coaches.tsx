// spec §2 Coaches: the coaching staff directory. ~1,100 coaches on the full data, so the API
// searches, filters and pages (spec §7: active/, head_coaches/ or the list) and the screen
// shows 48 at a time with "Load more"; the tiles and dropdown options come from the summary.
// Errors show the error panel with Retry, never "No Coaches Found" (README: deviation from §8).
// The site-scope rule (hooks/site-scope.ts): a sport site's coaches and option lists are its
// sport and level's, always, so the sport dropdown is the hub's alone.
import { NO_COACH_FILTERS, useCoaches, useCoachSummary, type CoachFilters } from "@tl/data/coaches";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { emptyHint, holdNone } from "../../components/list-states";
import { PagedCardList, serverPages } from "../../components/paged-card-list";
import { ALL } from "../../hooks/use-sport-options";
import { useSiteScope } from "../../hooks/use-site-scope";
import { useScreenFilters } from "../../hooks/use-screen-filters";
import { CoachCard } from "./parts/coach-card";
import { COACH_URL_DEFAULTS, CoachFilterBar, type CoachUrlFilters } from "./parts/coach-filter-bar";
import { CoachTiles } from "./parts/coach-tiles";

const chosen = (value: string) => (value === ALL ? "" : value);

function toCoachFilters(values: CoachUrlFilters): CoachFilters {
  return {
    search: values.q,
    sport: chosen(values.sport),
    position: chosen(values.position),
    team: chosen(values.team),
    status: chosen(values.status),
  };
}

export function CoachesScreen() {
  const scope = useSiteScope("coaches");
  const showSport = scope.label === null;
  const screenFilters = useScreenFilters(COACH_URL_DEFAULTS);
  const { values } = screenFilters;
  const request = { site: scope.filters, filters: toCoachFilters(values) };
  const coaches = useCoaches(request);
  const summary = useCoachSummary(request);
  // The sport options span the whole site: the summary narrows its facets to a chosen sport.
  const sports = useCoachSummary({ site: scope.filters, filters: NO_COACH_FILTERS });
  // A sport in the URL of a sport site is ignored (the site's own wins), so it filters nothing.
  const filtered =
    values.q.trim() !== "" ||
    (showSport && values.sport !== ALL) ||
    [values.position, values.team, values.status].some((value) => value !== ALL);

  return (
    <Page>
      <PageHeader title="All Coaches">Coaching Staff Directory</PageHeader>
      <CoachTiles summary={summary.data} failed={summary.isError} />
      <CoachFilterBar filters={screenFilters} showSport={showSport} scope={sports.data} summary={summary.data} />
      <PagedCardList
        query={{
          isPending: coaches.isPending,
          error: coaches.error,
          refetch: () =>
            Promise.all([
              coaches.refetch(),
              summary.isError ? summary.refetch() : undefined,
              sports.isError ? sports.refetch() : undefined,
            ]),
        }}
        {...serverPages(coaches)}
        label="Coaches"
        noun="coaches"
        errorTitle="Error Loading Coaches"
        emptyTitle="No Coaches Found"
        emptyHint={emptyHint(filtered, holdNone("coaches", scope.label))}
        loadingLabel="Loading coaches"
        renderCard={(coach, expansion) => <CoachCard coach={coach} {...expansion} />}
      />
    </Page>
  );
}
