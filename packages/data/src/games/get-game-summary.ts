// The Scores screen's counters (spec §2 Scores: live, final, upcoming, sports) from
// /api/games/games/summary/: the API counts the same filtered games the list pages through,
// so the browser never needs the whole list.
import { gamePaths } from "@tl/contract/games";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import type { ListRequest } from "../shared/list-request";
import { definedParams } from "../shared/params";
import { gameRequest, type GameFilters } from "./game-request";
import { normaliseGameSummary } from "./normalise-game-summary";
import { rawGameSummarySchema } from "./raw-game-summary";

export const GAME_SUMMARY_PATH = gamePaths.summary;

/** The counters of the games the same filters list: same parameters, that list as `view`. */
export function gameSummaryQueryOptions(list: ListRequest<GameFilters>) {
  const request = gameRequest(list);
  const params = definedParams({ view: request.view, ...request.params });
  return queryOptions({
    queryKey: ["games", "summary", params],
    queryFn: async ({ signal }) => normaliseGameSummary(await apiGet(GAME_SUMMARY_PATH, params, rawGameSummarySchema, signal)),
  });
}

export function useGameSummary(request: ListRequest<GameFilters>) {
  return useQuery(gameSummaryQueryOptions(request));
}
