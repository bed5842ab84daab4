// spec §2 Championships list: every championship of the site (spec §7 and the site-scope rule,
// hooks/site-scope.ts: the list passes the site's sport and level filters, always), searched
// and filtered in the browser (spec §5). The search text and the sport live in the URL
// (`?q=cup&sport=hockey`).
import { useChampionships, type Championship } from "@tl/data/championships";
import { useMemo } from "react";
import { CardGrid, CardGridItem } from "../../components/card-grid";
import { emptyHint, holdNone, ListStates } from "../../components/list-states";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { ScreenFilterBar } from "../../components/screen-filter-bar";
import { useScreenFilters } from "../../hooks/use-screen-filters";
import { useSiteScope } from "../../hooks/use-site-scope";
import { ALL, matchesSearch, matchesSport, useSportChoices } from "../../hooks/use-sport-options";
import { ChampionshipCard } from "./parts/championship-card";
import { ChampionshipTiles } from "./parts/championship-tiles";

const NONE: Championship[] = [];
const DEFAULTS = { q: "", sport: ALL };
const FIXED_SPORT = ["sport"] as const;

export function ChampionshipsScreen() {
  const scope = useSiteScope("championships");
  const query = useChampionships({ site: scope.filters });
  // A sport in the URL of a sport site filters nothing: the dropdown is not there.
  const spansSports = scope.label === null;
  const screenFilters = useScreenFilters(DEFAULTS, spansSports ? [] : FIXED_SPORT);
  const { q, sport } = screenFilters.values;
  const championships = query.data ?? NONE;
  const sportNames = useMemo(() => championships.map((championship) => championship.sportName), [championships]);
  const sports = useSportChoices(sportNames);

  // spec §2/§5: name or sport name, case-insensitive substring; sport compares the lowercased name.
  const shown = useMemo(
    () =>
      championships.filter(
        (championship) => matchesSport(sport, championship.sportName) && matchesSearch(q, [championship.name, championship.sportName]),
      ),
    [championships, q, sport],
  );

  return (
    <Page>
      <PageHeader title="Championships">Every title we track, with its trophy and the year it was first decided.</PageHeader>
      {query.data && <ChampionshipTiles championships={query.data} />}
      <ScreenFilterBar
        label="Championship filters"
        filters={screenFilters}
        fields={[
          { kind: "search", key: "q", label: "Search", placeholder: "Search championships..." },
          // The hub's alone: a sport site's list is its one sport.
          spansSports && { kind: "select", key: "sport", label: "Sport", all: "All Sports", options: sports },
        ]}
      />
      <ListStates
        query={query}
        isEmpty={shown.length === 0}
        errorTitle="Error Loading Championships"
        emptyTitle="No Championships Found"
        emptyHint={emptyHint(q.trim() !== "" || sport !== ALL, holdNone("championships", scope.label))}
        loadingLabel="Loading championships"
      >
        <CardGrid label="Championships">
          {shown.map((championship, index) => (
            <CardGridItem key={championship.key} index={index}>
              <ChampionshipCard championship={championship} />
            </CardGridItem>
          ))}
        </CardGrid>
      </ListStates>
    </Page>
  );
}
