// The results part of a card screen (spec §4): loading, error with Retry, empty, or the cards
// with "Showing x of y" and Load more; one card open at a time. The caller does the paging:
// a growing slice of a list read whole (teams, seasons) or the server's pages (serverPages).
import type { PagedList } from "@tl/data/shared";
import { memo, type ReactNode } from "react";
import { CardGrid, CardGridItem } from "./card-grid";
import { useSingleOpen } from "./expandable";
import { ListStates, type ListQueryState } from "./list-states";
import { LoadMore } from "./load-more";

/** What a card needs to open and close its detail panel. */
export interface CardExpansion {
  open: boolean;
  onToggle: () => void;
}

export interface PagedCardListProps<T extends { key: string }> {
  query: ListQueryState;
  /** The cards shown now; none means the empty state. */
  items: readonly T[];
  /** How many match, shown or not. */
  total: number;
  /** Whether Load more shows; by default while fewer are shown than match. */
  hasMore?: boolean;
  /** The next page is on its way. */
  loadingMore?: boolean;
  onMore: () => void;
  /** Earlier results stand in while new filters load: dimmed and aria-busy. */
  busy?: boolean;
  /** The list's accessible name: "Teams". */
  label: string;
  /** "teams", as in "Showing 48 of 73 teams" and "Load more teams". */
  noun: string;
  errorTitle: string;
  emptyTitle: string;
  emptyHint?: ReactNode;
  loadingLabel?: string;
  /** A card from its item and expansion alone (it is not drawn again while those stay the same). */
  renderCard: (item: T, expansion: CardExpansion) => ReactNode;
}

interface CardSlotProps<T extends { key: string }> {
  item: T;
  index: number;
  open: boolean;
  toggle: (key: string) => void;
  renderCard: PagedCardListProps<T>["renderCard"];
}

/**
 * One card, rendered again only when its item, place or open state changes: an answer refetched
 * unchanged (a prerendered page's background refresh, issue #18) or another card opening leaves
 * the other cards alone, where it had re-rendered all 48 in one blocking task.
 */
const CardSlot = memo(
  function CardSlot<T extends { key: string }>({ item, index, open, toggle, renderCard }: CardSlotProps<T>) {
    return (
      <CardGridItem index={index}>
        {renderCard(item, {
          open,
          onToggle: () => {
            toggle(item.key);
          },
        })}
      </CardGridItem>
    );
  },
  (before, after) => before.item === after.item && before.index === after.index && before.open === after.open,
) as <T extends { key: string }>(props: CardSlotProps<T>) => ReactNode;

export function PagedCardList<T extends { key: string }>(props: PagedCardListProps<T>) {
  const {
    query,
    items,
    total,
    hasMore = items.length < total,
    loadingMore = false,
    onMore,
    busy,
    label,
    noun,
    renderCard,
    ...texts
  } = props;
  const { openKey, toggle } = useSingleOpen();
  return (
    <ListStates query={query} isEmpty={items.length === 0} {...texts}>
      <div aria-busy={busy} className={busy ? "opacity-60 transition-opacity" : "transition-opacity"}>
        <CardGrid label={label}>
          {items.map((item, index) => (
            <CardSlot key={item.key} item={item} index={index} open={openKey === item.key} toggle={toggle} renderCard={renderCard} />
          ))}
        </CardGrid>
        <LoadMore shown={items.length} total={total} hasMore={hasMore} loading={loadingMore} onMore={onMore} noun={noun} />
      </div>
    </ListStates>
  );
}

/** A server-paged query (usePlayers, useCoaches) as it reaches the screen. */
export interface ServerPagedQuery<T> {
  data: PagedList<T> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isPlaceholderData: boolean;
  fetchNextPage: () => unknown;
}

/** PagedCardList's paging props for a server-paged list: the pages so far, the server's count. */
export function serverPages<T>(query: ServerPagedQuery<T>) {
  const items = query.data?.items ?? [];
  return {
    items,
    total: query.data?.total ?? items.length,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onMore: () => {
      void query.fetchNextPage();
    },
    busy: query.isPlaceholderData,
  };
}
