// The Coaches screen's tiles and options (spec §7 /api/people/coaches/summary/).
import { coachPaths } from "@tl/contract/coaches";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import type { ListRequest } from "../shared/list-request";
import { coachSummaryParams, type CoachFilters } from "./coach-request";
import { coachKey } from "./get-coaches";
import { normaliseCoachSummary } from "./normalise-coach-summary";
import { rawCoachSummarySchema } from "./raw-coach-summary";

export const COACH_SUMMARY_PATH = coachPaths.summary;

export function coachSummaryQueryOptions(request: ListRequest<CoachFilters>) {
  const params = coachSummaryParams(request);
  return queryOptions({
    queryKey: ["coaches", "summary", ...coachKey(request)],
    queryFn: ({ signal }) => apiGet(COACH_SUMMARY_PATH, params, rawCoachSummarySchema, signal),
    select: normaliseCoachSummary,
  });
}

/** Tiles and options; the previous answer stays while a new choice loads, so nothing flickers. */
export function useCoachSummary(request: ListRequest<CoachFilters>) {
  return useQuery({ ...coachSummaryQueryOptions(request), placeholderData: keepPreviousData });
}
