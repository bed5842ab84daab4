// Champions of one season (spec §7 /api/championships/champions/): 8 rows a year, read whole.
import { championPaths } from "@tl/contract/champions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiListAll } from "../shared/api-list";
import type { ListRequest } from "../shared/list-request";
import { normaliseChampion } from "./normalise-champion";
import { rawChampionSchema } from "./raw-champion";

export const CHAMPIONS_PATH = championPaths.list;

/** The Champions screen's choice: the season's start year. */
export interface ChampionFilters {
  year: number;
}

/**
 * The champions of one season. spec §7 passes no sport or level filter, as the hub still does;
 * a sport site passes its own (issue #13, the site-scope rule), which `site` carries.
 */
export function championsQueryOptions({ site, filters }: ListRequest<ChampionFilters>) {
  const { year } = filters;
  return queryOptions({
    queryKey: ["champions", { ...site, season__start_year: year }],
    queryFn: async ({ signal }) =>
      (await apiListAll(CHAMPIONS_PATH, { ...site, season__start_year: year }, rawChampionSchema, signal)).map((raw, index) =>
        // The year asked for is the season's year when the row does not say (spec §2 '{year} Season').
        normaliseChampion({ ...raw, season_start_year: raw.season_start_year ?? year }, index),
      ),
  });
}

export function useChampions(request: ListRequest<ChampionFilters>) {
  return useQuery(championsQueryOptions(request));
}
