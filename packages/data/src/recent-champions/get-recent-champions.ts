// Home's recent champions (spec §7 /api/championships/champions/): one page of the newest titles.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { CHAMPIONS_PATH } from "../champions/get-champions";
import { rawChampionSchema } from "../champions/raw-champion";
import { apiList } from "../shared/api-list";
import { latestOfEach, toRecentChampion } from "./normalise-recent-champion";

/** Enough of the newest titles to hold each championship's latest (eight titles a year). */
const HUB_WINDOW = 40;

/** A sport site's last `seasons` titles; on the hub (no sport) each championship's latest. */
export function recentChampionsQueryOptions(filters: ApiFilters, seasons: number) {
  const hub = filters.sport__slug === undefined;
  return queryOptions({
    queryKey: ["champions", "recent", filters, seasons],
    queryFn: async ({ signal }) => {
      const page = await apiList(CHAMPIONS_PATH, { ...filters, page_size: hub ? HUB_WINDOW : seasons }, rawChampionSchema, signal);
      return (hub ? latestOfEach(page.results) : page.results).map(toRecentChampion);
    },
  });
}

export function useRecentChampions(filters: ApiFilters, seasons: number) {
  return useQuery(recentChampionsQueryOptions(filters, seasons));
}
