// Players (spec §7 /api/people/players/ and its active/ and by_position/ views). About 27,000
// rows: never downloaded; the API searches, filters and pages (pagedQueryOptions).
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { pagedQueryOptions } from "../shared/paged";
import { normalisePlayer } from "./normalise-player";
import { playersQueryKey, playersRequest, type PlayerFilters } from "./player-request";
import { rawPlayerSchema } from "./raw-player";

export function playersQueryOptions(site: ApiFilters, filters: PlayerFilters) {
  const { path, params } = playersRequest(site, filters);
  return pagedQueryOptions({ queryKey: playersQueryKey(site, filters), path, params, item: rawPlayerSchema, normalise: normalisePlayer });
}

/** Keeps the last results on screen while a new search or filter loads, so typing does not flash a spinner. */
export function usePlayers(site: ApiFilters, filters: PlayerFilters) {
  return useInfiniteQuery({ ...playersQueryOptions(site, filters), placeholderData: keepPreviousData });
}
