// Issue #16: one player (/api/people/players/{slug}/): the bio, titles, awards by year, All-Star
// years and teams. An unknown slug is a 404, a page of its own, asked for once.
import { playerPaths } from "@tl/contract/players";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import { withSlug } from "../shared/build-url";
import { useRetryUnlessNotFound } from "../shared/not-found";
import { normalisePlayerPage } from "./normalise-player-page";
import { rawPlayerPageSchema } from "./raw-player-page";

export function playerPagePath(slug: string): string {
  return withSlug(playerPaths.detail, slug);
}

export function playerPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["players", "detail", slug],
    queryFn: async ({ signal }) => normalisePlayerPage(await apiGet(playerPagePath(slug), {}, rawPlayerPageSchema, signal), slug),
  });
}

export function usePlayerPage(slug: string) {
  return useQuery({ ...playerPageQueryOptions(slug), retry: useRetryUnlessNotFound() });
}
