// Coaches (spec §7 /api/people/coaches/ and its active/ and head_coaches/ views). ~1,100 on the
// full data: the API searches, filters and pages; the browser never holds the whole table.
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ListRequest } from "../shared/list-request";
import { pagedQueryOptions } from "../shared/paged";
import { coachesRequest, type CoachFilters } from "./coach-request";
import { normaliseCoach } from "./normalise-coach";
import { rawCoachSchema, type RawCoach } from "./raw-coach";

/** The site's filters, then the screen's choices: one cache entry per choice (spec §7). */
export const coachKey = ({ site, filters }: ListRequest<CoachFilters>) =>
  [{ ...site }, { ...filters, search: filters.search.trim() }] as const;

export function coachesQueryOptions(request: ListRequest<CoachFilters>) {
  const { path, params } = coachesRequest(request);
  return pagedQueryOptions({
    queryKey: ["coaches", ...coachKey(request)],
    path,
    params,
    item: rawCoachSchema,
    normalise: (raw: RawCoach, index: number) => normaliseCoach(raw, index),
  });
}

/** Pages of coaches; while a new choice loads, the previous list stays on screen. */
export function useCoaches(request: ListRequest<CoachFilters>) {
  return useInfiniteQuery({ ...coachesQueryOptions(request), placeholderData: keepPreviousData });
}
