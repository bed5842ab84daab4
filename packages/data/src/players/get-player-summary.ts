// The Players screen's tiles and options (spec §7 /api/people/players/summary/).
import { playerPaths } from "@tl/contract/players";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { apiGet } from "../shared/api-get";
import { normalisePlayerSummary } from "./normalise-player-summary";
import { playerKeyParts, playerParams, type PlayerFilters } from "./player-request";
import { rawPlayerSummarySchema } from "./raw-player-summary";

export const PLAYER_SUMMARY_PATH = playerPaths.summary;

/** Keyed like the players list, so each choice of filters is cached once (spec §7). */
export function playerSummaryQueryOptions(site: ApiFilters, filters: PlayerFilters) {
  return queryOptions({
    queryKey: ["players", "summary", ...playerKeyParts(site, filters)],
    queryFn: ({ signal }) => apiGet(PLAYER_SUMMARY_PATH, playerParams(site, filters), rawPlayerSummarySchema, signal),
    select: normalisePlayerSummary,
  });
}

/** Keeps the last figures while new filters load, so tiles and dropdowns do not blink. */
export function usePlayerSummary(site: ApiFilters, filters: PlayerFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...playerSummaryQueryOptions(site, filters), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
