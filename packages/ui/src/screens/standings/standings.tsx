// spec §2 Standings. Current standings are a small list (~100 rows): read whole, then searched
// and filtered here (spec §5). A chosen division reads by_division/ (spec §7); the option lists
// always come from the current standings, so choosing a division does not shrink them.
import { ALL_DIVISIONS, useStandings } from "@tl/data/standings";
import { useMemo } from "react";
import { ListStates } from "../../components/list-states";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { ALL, sportOptions } from "../../hooks/use-sport-options";
import { useUrlFilters } from "../../hooks/use-url-filters";
import { useSite } from "../../site/site-context";
import { StandingsFilters } from "./parts/standings-filters";
import { StandingsGroups } from "./parts/standings-groups";
import { StandingsTiles } from "./parts/standings-tiles";
import { distinctOptions, filterStandings, groupStandings, standingCounts, type StandingFilterValues } from "./parts/standings-view";

const DEFAULTS: StandingFilterValues = { q: "", sport: ALL, division: ALL, conference: ALL };

export function StandingsScreen() {
  const { apiFilters } = useSite();
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  const current = useStandings(apiFilters);
  const byDivision = useStandings(apiFilters, filters.division === ALL ? ALL_DIVISIONS : filters.division);
  const shown = filters.division === ALL ? current : byDivision;

  const options = useMemo(() => {
    const rows = current.data ?? [];
    const sports = sportOptions(rows.map((row) => row.sportName));
    if (!sports.some((option) => option.value === filters.sport)) sports.push({ value: filters.sport, label: filters.sport });
    return {
      sport: sports,
      division: distinctOptions(rows.map((row) => row.divisionName), "All Divisions", filters.division),
      conference: distinctOptions(rows.map((row) => row.conference), "All Conferences", filters.conference),
    };
  }, [current.data, filters.sport, filters.division, filters.conference]);

  const rows = useMemo(() => filterStandings(shown.data ?? [], filters), [shown.data, filters]);
  const groups = useMemo(() => groupStandings(rows), [rows]);

  return (
    <Page>
      <PageHeader title="Team Standings">Each league&apos;s latest season in our records, by division and rank.</PageHeader>
      <StandingsFilters values={filters} options={options} onChange={setFilters} />
      <StandingsTiles counts={standingCounts(rows)} />
      <ListStates
        query={shown}
        isEmpty={rows.length === 0}
        errorTitle="Error Loading Standings"
        emptyTitle="No Standings Found"
        emptyHint="Try adjusting your search or filters"
        loadingLabel="Loading standings"
      >
        <StandingsGroups groups={groups} />
      </ListStates>
    </Page>
  );
}
