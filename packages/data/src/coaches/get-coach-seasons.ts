// Issue #16: a coach's season-by-season record (/api/people/coaches/{slug}/seasons/), read
// whole: a season a stint (Bowman's 31) and a career row per league, one call of 500.
import { coachPaths } from "@tl/contract/coaches";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiListAll } from "../shared/api-list";
import { withSlug } from "../shared/build-url";
import { useRetryUnlessNotFound } from "../shared/not-found";
import { normaliseCoachSeason } from "./normalise-coach-season";
import { rawCoachSeasonSchema } from "./raw-coach-page";

export function coachSeasonsPath(slug: string): string {
  return withSlug(coachPaths.seasons, slug);
}

export function coachSeasonsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["coaches", "seasons", slug],
    queryFn: async ({ signal }) => (await apiListAll(coachSeasonsPath(slug), {}, rawCoachSeasonSchema, signal)).map(normaliseCoachSeason),
  });
}

export function useCoachSeasons(slug: string) {
  return useQuery({ ...coachSeasonsQueryOptions(slug), retry: useRetryUnlessNotFound() });
}
