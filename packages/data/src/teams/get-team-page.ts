// Issue #16: one franchise (/api/teams/teams/{slug}/): its names, titles, firsts and bests. An
// unknown slug is a 404, a page of its own, asked for once.
import { teamPaths } from "@tl/contract/teams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import { withSlug } from "../shared/build-url";
import { useRetryUnlessNotFound } from "../shared/not-found";
import { normaliseTeamPage } from "./normalise-team-page";
import { rawTeamPageSchema } from "./raw-team-page";

export function teamPagePath(slug: string): string {
  return withSlug(teamPaths.detail, slug);
}

export function teamPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["teams", "detail", slug],
    queryFn: async ({ signal }) => normaliseTeamPage(await apiGet(teamPagePath(slug), {}, rawTeamPageSchema, signal), slug),
  });
}

export function useTeamPage(slug: string) {
  return useQuery({ ...teamPageQueryOptions(slug), retry: useRetryUnlessNotFound() });
}
