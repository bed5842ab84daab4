// spec §2 Teams, §3 Team: the teams and programs of the site, read whole (at most 416, every
// page) and searched and filtered in the browser. The site-scope rule (hooks/site-scope.ts):
// the hub reads every team with no sport filter (spec §7); a sport site reads its own sport
// and level, and the visitor may widen it to All Sports (`?scope=all`).
import { useTeamList, type Team } from "@tl/data/teams";
import { Filter, Layers, Trophy, Users } from "lucide-react";
import { useMemo } from "react";
import { emptyHint, holdNone } from "../../components/list-states";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { PagedCardList } from "../../components/paged-card-list";
import { ScopeToggle } from "../../components/scope-toggle";
import { ScreenFilterBar } from "../../components/screen-filter-bar";
import { SummaryTiles } from "../../components/summary-tiles";
import { useScreenFilters } from "../../hooks/use-screen-filters";
import { ALL, useSportChoices } from "../../hooks/use-sport-options";
import { useSiteScope } from "../../hooks/use-site-scope";
import { useSite } from "../../site/site-context";
import { TeamCard } from "./parts/team-card";
import { divisionsOf, filterTeams, teamCounts } from "./parts/team-filters";
import { useShownCount } from "../../hooks/use-shown-count";

const NO_TEAMS: Team[] = [];
const SCOPE_RESETS = ["sport", "division"];
const DEFAULTS = { q: "", sport: ALL, division: ALL };
const FIXED_SPORT = ["sport"] as const;

export function TeamsScreen() {
  const { site } = useSite();
  // A sport and a division chosen among every sport mean nothing in another scope.
  const scope = useSiteScope("teams", SCOPE_RESETS);
  const query = useTeamList({ site: scope.filters });
  const teams = query.data ?? NO_TEAMS;
  // The sport dropdown only where the list spans sports: the hub, or a widened sport site.
  const spansSports = scope.filters.sport__slug === undefined;
  const screenFilters = useScreenFilters(DEFAULTS, spansSports ? [] : FIXED_SPORT);
  const filters = screenFilters.values;

  const sportNames = useMemo(() => teams.map((team) => team.sportName), [teams]);
  const sports = useSportChoices(sportNames);
  const divisions = useMemo(() => divisionsOf(teams, filters.sport).map((name) => ({ value: name, label: name })), [teams, filters.sport]);
  const matching = useMemo(() => filterTeams(teams, filters), [teams, filters]);
  const counts = useMemo(() => teamCounts(teams), [teams]);
  const [shownCount, showMore] = useShownCount(`${filters.q}|${filters.sport}|${filters.division}|${String(scope.widened)}`);
  const shown = matching.slice(0, shownCount);
  const filtered = filters.q.trim() !== "" || filters.sport !== ALL || filters.division !== ALL;

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
      <ScreenFilterBar
        label="Team filters"
        filters={screenFilters}
        fields={[
          { kind: "search", key: "q", label: "Search teams", placeholder: "Search by city, name or abbreviation..." },
          spansSports && { kind: "select", key: "sport", label: "Sport", all: "All Sports", options: sports },
          // A chosen division missing from the list (a shared link) stays listed so the control shows it.
          { kind: "select", key: "division", label: "Division", all: "All Divisions", options: divisions, keepsChosen: true },
        ]}
        // A division of another sport would leave nothing to show.
        adjust={(patch) =>
          patch.sport !== undefined && filters.division !== ALL && !divisionsOf(teams, patch.sport).includes(filters.division)
            ? { ...patch, division: ALL }
            : patch
        }
      >
        {scope.canWiden && <ScopeToggle siteLabel={site.shortName} widened={scope.widened} onChange={scope.setWidened} />}
      </ScreenFilterBar>
      <PagedCardList
        query={query}
        items={shown}
        total={matching.length}
        onMore={showMore}
        label="Teams"
        noun="teams"
        errorTitle="Error Loading Teams"
        emptyTitle="No Teams Found"
        emptyHint={emptyHint(filtered, holdNone("teams", scope.label))}
        loadingLabel="Loading teams"
        renderCard={(team, expansion) => <TeamCard team={team} {...expansion} />}
      />
    </Page>
  );
}
