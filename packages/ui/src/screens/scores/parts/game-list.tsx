// The paged game list and its states (spec §4): spinner, error with Retry, 'No Games Found'
// with the screen's words on why (score-seasons.ts) and its ways out, cards, Load more.
import type { PagedList } from "@tl/data/shared";
import type { Game } from "@tl/data/games";
import { useId } from "react";
import type { ReactNode } from "react";
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

export function GameList(props: { query: GamesQuery; emptyHint: ReactNode }) {
  const { query, emptyHint } = props;
  const { isOpen, toggle } = useSingleOpen();
  const idPrefix = useId();
  const games = query.data?.items ?? [];
  return (
    <ListStates
      query={query}
      isEmpty={games.length === 0}
      errorTitle="Error Loading Scores"
      emptyTitle="No Games Found"
      emptyHint={emptyHint}
      loadingLabel="Loading games"
    >
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
