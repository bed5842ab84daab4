// The Players screen's tiles and options (spec §7 /api/people/players/summary/).
import { playerPaths } from "@tl/contract/players";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import type { ListRequest } from "../shared/list-request";
import { normalisePlayerSummary } from "./normalise-player-summary";
import { playerKeyParts, playerParams, type PlayerFilters } from "./player-request";
import { rawPlayerSummarySchema } from "./raw-player-summary";

export const PLAYER_SUMMARY_PATH = playerPaths.summary;

/** Keyed like the players list, so each choice of filters is cached once (spec §7). */
export function playerSummaryQueryOptions(request: ListRequest<PlayerFilters>) {
  return queryOptions({
    queryKey: ["players", "summary", ...playerKeyParts(request)],
    queryFn: ({ signal }) => apiGet(PLAYER_SUMMARY_PATH, playerParams(request), rawPlayerSummarySchema, signal),
    select: normalisePlayerSummary,
  });
}

/** Keeps the last figures while new filters load, so tiles and dropdowns do not blink. */
export function usePlayerSummary(request: ListRequest<PlayerFilters>, options: { enabled?: boolean } = {}) {
  return useQuery({ ...playerSummaryQueryOptions(request), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
