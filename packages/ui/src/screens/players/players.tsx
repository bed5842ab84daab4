// spec §2 Players (/players): the player directory. About 27,000 players on the full data,
// so the API searches, filters and pages (spec §7 calls: active/, by_position/ or the list);
// the browser holds the pages shown and asks for more. Tiles and dropdown options come from
// summary/. Filters live in the URL. Errors show a panel with Retry, never an empty list
// (README: deviation from spec §8). The site-scope rule (hooks/site-scope.ts): a sport site's
// players and option lists are its sport and level's, always.
import { usePlayers } from "@tl/data/players";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { emptyHint, holdNone } from "../../components/list-states";
import { PagedCardList, serverPages } from "../../components/paged-card-list";
import { useSiteScope } from "../../hooks/use-site-scope";
import { PlayerCard } from "./parts/player-card";
import { PlayerFilterBar } from "./parts/player-filter-bar";
import { PlayerTiles } from "./parts/player-tiles";
import { usePlayerFilters } from "./parts/use-player-filters";
import { usePlayerSummaries } from "./parts/use-player-summaries";

export function PlayersScreen() {
  const scope = useSiteScope("players");
  // A sport site is its sport: the sport dropdown is the hub's (spec §7 sport__slug).
  const showSport = scope.label === null;
  const screenFilters = usePlayerFilters();
  const { filters } = screenFilters;
  const query = usePlayers({ site: scope.filters, filters });
  const summaries = usePlayerSummaries(scope.filters, filters, showSport);
  // A sport in the URL of a sport site is ignored (the site's own wins), so it filters nothing.
  const { sport, position, team, status, search } = filters;
  const filtered = (showSport && sport !== undefined) || [position, team, status, search].some((value) => value !== undefined);

  return (
    <Page>
      <PageHeader title="All Players">Player Directory</PageHeader>
      <PlayerTiles summary={summaries.tiles.data} failed={summaries.tiles.isError} />
      <PlayerFilterBar
        filters={screenFilters}
        showSport={showSport}
        sports={summaries.sports}
        positions={summaries.positions}
        teams={summaries.teams}
      />
      <PagedCardList
        query={query}
        {...serverPages(query)}
        label="Players"
        noun="players"
        errorTitle="Error Loading Players"
        emptyTitle="No Players Found"
        emptyHint={emptyHint(filtered, holdNone("players", scope.label))}
        loadingLabel="Loading players"
        renderCard={(player, expansion) => <PlayerCard player={player} {...expansion} />}
      />
    </Page>
  );
}
