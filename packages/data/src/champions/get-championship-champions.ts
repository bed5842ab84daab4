// Every season of one championship (spec §7 /api/championships/championships/{slug}/champions/),
// ~130 rows at most, read whole.
import { championPaths } from "@tl/contract/champions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiListAll } from "../shared/api-list";
import { withSlug } from "../shared/build-url";
import { useRetryUnlessNotFound } from "../shared/not-found";
import { newestFirst } from "./champion-details";
import { normaliseChampion } from "./normalise-champion";
import { rawChampionSchema } from "./raw-champion";

/** Every season of one championship, newest first. */
export function championshipChampionsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["champions", { championship: slug }],
    queryFn: async ({ signal }) =>
      newestFirst((await apiListAll(withSlug(championPaths.ofChampionship, slug), {}, rawChampionSchema, signal)).map(normaliseChampion)),
  });
}

export function useChampionshipChampions(slug: string) {
  return useQuery({ ...championshipChampionsQueryOptions(slug), retry: useRetryUnlessNotFound() });
}
