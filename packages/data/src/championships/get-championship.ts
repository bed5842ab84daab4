// One championship (spec §7 /api/championships/championships/{slug}/); an unknown slug is a
// 404 page of its own, asked for once.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import { useRetryUnlessNotFound } from "../shared/not-found";
import type { Championship } from "./championship";
import { championshipPath } from "./get-championships";
import { normaliseChampionship } from "./normalise-championship";
import { rawChampionshipSchema } from "./raw-championship";

/** A championship already in a loaded list, shown while its own call is under way. */
function fromLoadedLists(client: QueryClient, slug: string): Championship | undefined {
  for (const [, list] of client.getQueriesData<Championship[]>({ queryKey: ["championships", "list"] })) {
    const found = list?.find((championship) => championship.slug === slug);
    if (found) return found;
  }
  return undefined;
}

export function championshipQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["championships", "detail", slug],
    queryFn: async ({ signal }) => normaliseChampionship(await apiGet(championshipPath(slug), {}, rawChampionshipSchema, signal), 0),
  });
}

export function useChampionship(slug: string) {
  const client = useQueryClient();
  return useQuery({
    ...championshipQueryOptions(slug),
    retry: useRetryUnlessNotFound(),
    placeholderData: () => fromLoadedLists(client, slug),
  });
}
