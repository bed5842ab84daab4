// Issue #16: one league season (/api/championships/seasons/{slug}/): its title, standings,
// postseason series, leaders and neighbours. An unknown slug is a 404, a page of its own, asked
// for once.
import { seasonPaths } from "@tl/contract/seasons";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import { withSlug } from "../shared/build-url";
import { useRetryUnlessNotFound } from "../shared/not-found";
import { normaliseSeasonPage } from "./normalise-season-page";
import { rawSeasonPageSchema } from "./raw-season-page";

export function seasonPagePath(slug: string): string {
  return withSlug(seasonPaths.detail, slug);
}

export function seasonPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["seasons", "detail", slug],
    queryFn: async ({ signal }) => normaliseSeasonPage(await apiGet(seasonPagePath(slug), {}, rawSeasonPageSchema, signal), slug),
  });
}

export function useSeasonPage(slug: string) {
  return useQuery({ ...seasonPageQueryOptions(slug), retry: useRetryUnlessNotFound() });
}
