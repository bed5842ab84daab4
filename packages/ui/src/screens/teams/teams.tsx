// spec §2 Teams, §3 Team: every team and program, searched and filtered in the browser.
// spec §7: "Teams and champions screens pass no sport filter", so one call reads all 416
// teams (a small list, every page) whatever the site; the sport dropdown does the narrowing.
import { useTeamList, type Team } from "@tl/data/teams";
import { Filter, Layers, Trophy, Users } from "lucide-react";
import { useMemo } from "react";
import { FilterBar, SearchField, SelectField } from "../../components/filters";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { PagedCardList } from "../../components/paged-card-list";
import { SummaryTiles } from "../../components/summary-tiles";
import { ALL, useSportOptions } from "../../hooks/use-sport-options";
import { useUrlFilters } from "../../hooks/use-url-filters";
import { useSite } from "../../site/site-context";
import { TeamCard } from "./parts/team-card";
import { divisionOptions, divisionsOf, filterTeams, teamCounts } from "./parts/team-filters";
import { useShownCount } from "../../hooks/use-shown-count";

const NO_TEAMS: Team[] = [];

export function TeamsScreen() {
  const { sportName } = useSite();
  // A visitor of a sport's site (the NFL site) expects that sport's teams first, so the sport
  // dropdown starts on it there; 'All Sports' stays one choice away. The hub starts on all.
  const [filters, setFilters] = useUrlFilters({ q: "", sport: sportName?.toLowerCase() ?? ALL, division: ALL });
  const query = useTeamList();
  const teams = query.data ?? NO_TEAMS;

  const sportNames = useMemo(() => [...teams.map((team) => team.sportName), ...(filters.sport === sportName?.toLowerCase() ? [sportName] : [])], [teams, filters.sport, sportName]);
  const sports = useSportOptions(sportNames);
  const divisions = useMemo(() => divisionOptions(teams, filters.sport, filters.division), [teams, filters.sport, filters.division]);
  const matching = useMemo(() => filterTeams(teams, filters), [teams, filters]);
  const counts = useMemo(() => teamCounts(teams), [teams]);
  const [shownCount, showMore] = useShownCount(`${filters.q}|${filters.sport}|${filters.division}`);
  const shown = matching.slice(0, shownCount);

  return (
    <Page>
      <PageHeader title="Teams">Every franchise and college program we track, with its titles and home.</PageHeader>
      {query.isSuccess && (
        <SummaryTiles
          label="Team counts"
          tiles={[
            { label: "Total Teams", value: counts.total, icon: Users },
            { label: "Sports", value: counts.sports, icon: Trophy },
            { label: "Divisions", value: counts.divisions, icon: Layers },
            { label: "Filtered Results", value: matching.length, icon: Filter },
          ]}
        />
      )}
      <FilterBar label="Team filters">
        <SearchField
          label="Search teams"
          placeholder="Search by city, name or abbreviation..."
          value={filters.q}
          onChange={(q) => {
            setFilters({ q }, { replace: true });
          }}
        />
        <SelectField
          label="Sport"
          value={filters.sport}
          options={sports}
          onChange={(sport) => {
            // A division of another sport would leave nothing to show.
            const keep = filters.division === ALL || divisionsOf(teams, sport).includes(filters.division);
            setFilters({ sport, division: keep ? filters.division : ALL });
          }}
        />
        <SelectField
          label="Division"
          value={filters.division}
          options={divisions}
          onChange={(division) => {
            setFilters({ division });
          }}
        />
      </FilterBar>
      <PagedCardList
        query={query}
        items={shown}
        total={matching.length}
        onMore={showMore}
        label="Teams"
        noun="teams"
        errorTitle="Error Loading Teams"
        emptyTitle="No Teams Found"
        emptyHint="Try adjusting your search or filters"
        loadingLabel="Loading teams"
        renderCard={(team, expansion) => <TeamCard team={team} {...expansion} />}
      />
    </Page>
  );
}
