// Players (spec §7 /api/people/players/ and its active/ and by_position/ views). About 27,000
// rows: never downloaded; the API searches, filters and pages (pagedQueryOptions).
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ListRequest } from "../shared/list-request";
import { pagedQueryOptions } from "../shared/paged";
import { normalisePlayer } from "./normalise-player";
import { playersQueryKey, playersRequest, type PlayerFilters } from "./player-request";
import { rawPlayerSchema } from "./raw-player";

export function playersQueryOptions(request: ListRequest<PlayerFilters>) {
  const { path, params } = playersRequest(request);
  return pagedQueryOptions({ queryKey: playersQueryKey(request), path, params, item: rawPlayerSchema, normalise: normalisePlayer });
}

/** Keeps the last results on screen while a new search or filter loads, so typing does not flash a spinner. */
export function usePlayers(request: ListRequest<PlayerFilters>) {
  return useInfiniteQuery({ ...playersQueryOptions(request), placeholderData: keepPreviousData });
}
