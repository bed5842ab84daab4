// The paged game list and its states (spec §4): spinner, error with Retry, 'No Games Found'
// (with a way back to all dates when a date window is empty), cards, Load more.
import type { PagedList } from "@tl/data/paged";
import type { Game } from "@tl/data/games";
import { useId } from "react";
import { buttonVariants } from "../../../components/button";
import { CardGrid, CardGridItem } from "../../../components/card-grid";
import { useSingleOpen } from "../../../components/expandable";
import { ListStates, type ListQueryState } from "../../../components/list-states";
import { LoadMore } from "../../../components/load-more";
import { GameCard } from "./game-card";

export interface GamesQuery extends ListQueryState {
  data: PagedList<Game> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function GameList(props: { query: GamesQuery; datedRange: boolean; onShowAllDates: () => void }) {
  const { query, datedRange, onShowAllDates } = props;
  const { isOpen, toggle } = useSingleOpen();
  const idPrefix = useId();
  const games = query.data?.items ?? [];
  const emptyHint = datedRange ? (
    <>
      <p>No games in this date range. Our records are historical, so most recent dates are empty.</p>
      <button type="button" className={`${buttonVariants({ variant: "secondary" })} mt-4`} onClick={onShowAllDates}>
        Show all dates
      </button>
    </>
  ) : (
    "Try adjusting your search or filters"
  );
  return (
    <ListStates query={query} isEmpty={games.length === 0} errorTitle="Error Loading Scores" emptyTitle="No Games Found" emptyHint={emptyHint} loadingLabel="Loading games">
      <CardGrid label="Games">
        {games.map((game, index) => {
          const panelId = `${idPrefix}-game-${game.key}`;
          return (
            <CardGridItem key={game.key} index={index}>
              <GameCard
                game={game}
                open={isOpen(game.key)}
                panelId={panelId}
                onToggle={() => {
                  toggle(game.key);
                }}
              />
            </CardGridItem>
          );
        })}
      </CardGrid>
      <LoadMore
        shown={games.length}
        total={query.data?.total ?? games.length}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => {
          void query.fetchNextPage();
        }}
        noun="games"
      />
    </ListStates>
  );
}
