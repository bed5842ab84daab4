// Games (spec §7 /api/games/games/ and its today/ and recent/ lists). ~15,500 games: the list is
// always searched, filtered and paged by the API, never downloaded whole.
import { useInfiniteQuery } from "@tanstack/react-query";
import { pagedQueryOptions } from "../shared/paged";
import { definedParams } from "../shared/params";
import type { GameRequest } from "./game-request";
import { normaliseGame } from "./normalise-game";
import { rawGameSchema } from "./raw-game";

export function gamesQueryOptions(request: GameRequest) {
  const params = definedParams(request.params);
  return pagedQueryOptions({
    queryKey: ["games", request.path, params],
    path: request.path,
    params,
    item: rawGameSchema,
    normalise: normaliseGame,
  });
}

export function useGames(request: GameRequest) {
  return useInfiniteQuery(gamesQueryOptions(request));
}
