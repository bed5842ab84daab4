// The order of a games list, declared once and applied two ways: as SQL, and to a season's game
// keys gathered in memory (listGames pages a season's few thousand games itself: see there).
import { asc, desc, type AnyColumn, type SQL } from "drizzle-orm";
import type { OrderBy, PageRequest } from "./common";
import type { GameView } from "./games";

export interface GameKey {
  id: number;
  game_date: string;
}

type Key = { field: keyof GameKey; descending: boolean };

/** Upcoming games soonest first, every other list newest first; a client's ordering (game_date) then id. */
export function gameOrder(view: GameView, ordering: readonly OrderBy[]): Key[] {
  const chosen = ordering.filter((o) => o.field === "game_date").map((o) => ({ field: "game_date" as const, descending: o.descending }));
  if (ordering.length > 0) return [...chosen, { field: "id", descending: false }];
  const descending = view.kind !== "upcoming";
  return [
    { field: "game_date", descending },
    { field: "id", descending },
  ];
}

export const orderSql = (keys: Key[], columns: Record<keyof GameKey, AnyColumn>): SQL[] =>
  keys.map(({ field, descending }) => (descending ? desc(columns[field]) : asc(columns[field])));

/** The ids of one page of `rows` in the order of `keys` (dates are ISO strings, so they compare as text). */
export function pageOfKeys(rows: GameKey[], keys: Key[], page: PageRequest): number[] {
  const compare = (a: GameKey, b: GameKey) => {
    for (const { field, descending } of keys) {
      const order = a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0;
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  };
  return [...rows]
    .sort(compare)
    .slice(page.offset, page.offset + page.limit)
    .map((row) => row.id);
}
