// Games (spec §7 /api/games/games/ and its today/ and recent/ lists). ~15,500 games: the list is
// always searched, filtered and paged by the API, never downloaded whole.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { ListRequest } from "../shared/list-request";
import { pagedQueryOptions } from "../shared/paged";
import { definedParams } from "../shared/params";
import { gameRequest, type GameFilters } from "./game-request";
import { normaliseGame } from "./normalise-game";
import { rawGameSchema } from "./raw-game";

export function gamesQueryOptions(list: ListRequest<GameFilters>) {
  const request = gameRequest(list);
  const params = definedParams(request.params);
  return pagedQueryOptions({
    queryKey: ["games", request.path, params],
    path: request.path,
    params,
    item: rawGameSchema,
    normalise: normaliseGame,
  });
}

export function useGames(request: ListRequest<GameFilters>) {
  return useInfiniteQuery(gamesQueryOptions(request));
}
