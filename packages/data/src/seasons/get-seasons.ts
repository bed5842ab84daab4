// Seasons (spec §7 /api/championships/seasons/): 794 on the hub, read whole with the site's
// filters and filtered in the browser.
import { seasonPaths } from "@tl/contract/seasons";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiListAll } from "../shared/api-list";
import type { SiteRequest } from "../shared/list-request";
import { normaliseSeason } from "./normalise-season";
import { rawSeasonSchema } from "./raw-season";
import type { Season } from "./season";
import { newestFirst } from "./season-filters";

export const SEASONS_PATH = seasonPaths.list;

/** Every season for the site's sport and level (spec §7: the site context supplies both), newest first. */
export function seasonsQueryOptions({ site }: SiteRequest) {
  return queryOptions({
    queryKey: ["seasons", site],
    queryFn: async ({ signal }): Promise<Season[]> => {
      const rows = await apiListAll(SEASONS_PATH, { ...site }, rawSeasonSchema, signal);
      return newestFirst(rows.map(normaliseSeason));
    },
  });
}

export function useSeasons(request: SiteRequest) {
  return useQuery(seasonsQueryOptions(request));
}
