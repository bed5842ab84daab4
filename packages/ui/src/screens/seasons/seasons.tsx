// spec §2 Seasons, §3 Season, §4: every season of the site's sport and level (794 on the hub,
// a small list read whole), newest first, searched and filtered in the browser.
import { useSeasons, type Season } from "@tl/data/seasons";
import { CheckCircle2, CalendarClock, Activity, Trophy } from "lucide-react";
import { useMemo } from "react";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { PagedCardList } from "../../components/paged-card-list";
import { ScreenFilterBar } from "../../components/screen-filter-bar";
import { SummaryTiles } from "../../components/summary-tiles";
import { useScreenFilters } from "../../hooks/use-screen-filters";
import { ALL, useSportChoices } from "../../hooks/use-sport-options";
import { useSiteScope } from "../../hooks/use-site-scope";
import { useSite } from "../../site/site-context";
import { SeasonCard } from "./parts/season-card";
import { decadeOptions, filterSeasons, seasonCounts, seasonsEmptyHint, STATUS_CHOICES } from "./parts/season-filters";
import { useShownCount } from "../../hooks/use-shown-count";

const NO_SEASONS: Season[] = [];
const DEFAULTS = { q: "", sport: ALL, status: ALL, decade: ALL };
const FIXED_SPORT = ["sport"] as const;

export function SeasonsScreen() {
  const { site, apiFilters } = useSite();
  // A sport site's seasons are its one sport: no Sport dropdown, and a sport left in its URL filters nothing.
  const spansSports = useSiteScope("seasons").label === null;
  const screenFilters = useScreenFilters(DEFAULTS, spansSports ? [] : FIXED_SPORT);
  const filters = screenFilters.values;
  const query = useSeasons({ site: apiFilters });
  const seasons = query.data ?? NO_SEASONS;

  const sportNames = useMemo(() => seasons.map((season) => season.sportName), [seasons]);
  const sports = useSportChoices(sportNames);
  const decades = useMemo(
    () =>
      decadeOptions(
        seasons.map((season) => season.startYear),
        filters.decade,
      ),
    [seasons, filters.decade],
  );
  const matching = useMemo(() => filterSeasons(seasons, filters), [seasons, filters]);
  const counts = useMemo(() => seasonCounts(seasons), [seasons]);
  const [shownCount, showMore] = useShownCount(`${filters.q}|${filters.sport}|${filters.status}|${filters.decade}`);
  const shown = matching.slice(0, shownCount);

  return (
    <Page>
      <PageHeader title="Seasons">Every season we track, newest first, with its champion.</PageHeader>
      {query.isSuccess && (
        <SummaryTiles
          label="Season counts"
          tiles={[
            { label: "Active", value: counts.active, icon: Activity },
            { label: "Completed", value: counts.completed, icon: CheckCircle2 },
            { label: "Upcoming", value: counts.upcoming, icon: CalendarClock },
            { label: "Sports", value: counts.sports, icon: Trophy },
          ]}
        />
      )}
      <ScreenFilterBar
        label="Season filters"
        filters={screenFilters}
        fields={[
          { kind: "search", key: "q", label: "Search seasons", placeholder: "Search seasons, leagues or champions..." },
          spansSports && { kind: "select", key: "sport", label: "Sport", all: "All Sports", options: sports },
          { kind: "select", key: "status", label: "Status", all: "All Seasons", options: STATUS_CHOICES },
          { kind: "select", key: "decade", label: "Years", options: decades },
        ]}
      />
      <PagedCardList
        query={query}
        items={shown}
        total={matching.length}
        onMore={showMore}
        label="Seasons"
        noun="seasons"
        errorTitle="Error Loading Seasons"
        emptyTitle="No Seasons Found"
        emptyHint={seasonsEmptyHint(site, seasons.length)}
        loadingLabel="Loading seasons"
        renderCard={(season, expansion) => <SeasonCard season={season} {...expansion} />}
      />
    </Page>
  );
}
