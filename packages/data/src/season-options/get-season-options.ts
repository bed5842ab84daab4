// The Scores season picker (issue #13): the league seasons that have games
// (/api/games/games/seasons/). Standings picks a league season with packages/data/src/standings
// (useStandingLeagueSeasons, issue #15).
import { gamePaths } from "@tl/contract/games";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import type { SiteRequest } from "../shared/list-request";
import { normaliseSeasonOptions } from "./normalise-season-options";
import { rawSeasonOptionsSchema } from "./raw-season-options";

export const GAME_SEASONS_PATH = gamePaths.seasons;

export function gameSeasonsQueryOptions({ site }: SiteRequest) {
  const params = { sport__slug: site.sport__slug, level__slug: site.level__slug };
  return queryOptions({
    queryKey: ["season-options", "games", { sport__slug: site.sport__slug ?? null, level__slug: site.level__slug ?? null }],
    queryFn: async ({ signal }) => normaliseSeasonOptions(await apiGet(GAME_SEASONS_PATH, params, rawSeasonOptionsSchema, signal)),
  });
}

/** The league seasons of the site that have games. */
export function useGameSeasons(request: SiteRequest) {
  return useQuery(gameSeasonsQueryOptions(request));
}
