// The seasons that hold games of a championship's finals (issue #15): the championship
// history links a final to its games only where we hold them (/api/games/games/seasons/
// with championship__slug).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import { GAME_SEASONS_PATH } from "./get-season-options";
import { normaliseSeasonOptions } from "./normalise-season-options";
import { rawSeasonOptionsSchema } from "./raw-season-options";

export function finalSeasonsQueryOptions(championshipSlug: string) {
  const params = { championship__slug: championshipSlug };
  return queryOptions({
    queryKey: ["season-options", "finals", params],
    queryFn: async ({ signal }) => normaliseSeasonOptions(await apiGet(GAME_SEASONS_PATH, params, rawSeasonOptionsSchema, signal)),
  });
}

/** The league seasons with games of the championship's finals, newest first. */
export function useFinalSeasons(championshipSlug: string) {
  return useQuery(finalSeasonsQueryOptions(championshipSlug));
}
