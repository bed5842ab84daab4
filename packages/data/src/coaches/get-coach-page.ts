// Issue #16: one coach (/api/people/coaches/{slug}/): the card's fields, titles, awards by year
// and career totals. An unknown slug is a 404, a page of its own, asked for once.
import { coachPaths } from "@tl/contract/coaches";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import { withSlug } from "../shared/build-url";
import { useRetryUnlessNotFound } from "../shared/not-found";
import { normaliseCoachPage } from "./normalise-coach-page";
import { rawCoachPageSchema } from "./raw-coach-page";

export function coachPagePath(slug: string): string {
  return withSlug(coachPaths.detail, slug);
}

export function coachPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["coaches", "detail", slug],
    queryFn: async ({ signal }) => normaliseCoachPage(await apiGet(coachPagePath(slug), {}, rawCoachPageSchema, signal), slug),
  });
}

export function useCoachPage(slug: string) {
  return useQuery({ ...coachPageQueryOptions(slug), retry: useRetryUnlessNotFound() });
}
