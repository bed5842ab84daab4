// Home's recent champions (spec §7 /api/championships/champions/): one page of the newest titles.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { CHAMPIONS_PATH } from "../champions/get-champions";
import { rawChampionSchema } from "../champions/raw-champion";
import { apiList } from "../shared/api-list";
import type { ListRequest } from "../shared/list-request";
import { latestOfEach, toRecentChampion } from "./normalise-recent-champion";

/** Enough of the newest titles to hold each championship's latest (eight titles a year). */
const HUB_WINDOW = 40;

/** How many of a sport site's newest titles Home shows. */
export interface RecentChampionFilters {
  seasons: number;
}

/** A sport site's last `seasons` titles; on the hub (no sport) each championship's latest. */
export function recentChampionsQueryOptions({ site, filters }: ListRequest<RecentChampionFilters>) {
  const hub = site.sport__slug === undefined;
  const { seasons } = filters;
  return queryOptions({
    queryKey: ["champions", "recent", site, seasons],
    queryFn: async ({ signal }) => {
      const page = await apiList(CHAMPIONS_PATH, { ...site, page_size: hub ? HUB_WINDOW : seasons }, rawChampionSchema, signal);
      return (hub ? latestOfEach(page.results) : page.results).map(toRecentChampion);
    },
  });
}

export function useRecentChampions(request: ListRequest<RecentChampionFilters>) {
  return useQuery(recentChampionsQueryOptions(request));
}
