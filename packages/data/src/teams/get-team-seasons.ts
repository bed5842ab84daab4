// Issue #16: every league season of a franchise (/api/teams/teams/{slug}/seasons/), read whole:
// some 150 rows at most (the Phillies'), one call of 500.
import { teamPaths } from "@tl/contract/teams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiListAll } from "../shared/api-list";
import { withSlug } from "../shared/build-url";
import { useRetryUnlessNotFound } from "../shared/not-found";
import { normaliseTeamSeason } from "./normalise-team-season";
import { rawTeamSeasonSchema } from "./raw-team-page";

export function teamSeasonsPath(slug: string): string {
  return withSlug(teamPaths.seasons, slug);
}

export function teamSeasonsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["teams", "seasons", slug],
    queryFn: async ({ signal }) => (await apiListAll(teamSeasonsPath(slug), {}, rawTeamSeasonSchema, signal)).map(normaliseTeamSeason),
  });
}

export function useTeamSeasons(slug: string) {
  return useQuery({ ...teamSeasonsQueryOptions(slug), retry: useRetryUnlessNotFound() });
}
