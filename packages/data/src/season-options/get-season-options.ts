// The season pickers of Standings and Scores (issue #13): the league seasons that have
// standings (/api/games/standings/seasons/) or games (/api/games/games/seasons/), and the
// choices a picker offers for one sport, labelled by the one season-label rule.
import { gamePaths } from "@tl/contract/games";
import { standingPaths } from "@tl/contract/standings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../shared/api-get";
import type { SiteRequest } from "../shared/list-request";
import { normaliseSeasonOptions } from "./normalise-season-options";
import { rawSeasonOptionsSchema } from "./raw-season-options";

export const STANDING_SEASONS_PATH = standingPaths.seasons;
export const GAME_SEASONS_PATH = gamePaths.seasons;

function seasonsQueryOptions(kind: "standings" | "games", { site }: SiteRequest) {
  const params = { sport__slug: site.sport__slug, level__slug: site.level__slug };
  return queryOptions({
    queryKey: ["season-options", kind, { sport__slug: site.sport__slug ?? null, level__slug: site.level__slug ?? null }],
    queryFn: async ({ signal }) =>
      normaliseSeasonOptions(
        await apiGet(kind === "standings" ? STANDING_SEASONS_PATH : GAME_SEASONS_PATH, params, rawSeasonOptionsSchema, signal),
      ),
  });
}

export const standingSeasonsQueryOptions = (request: SiteRequest) => seasonsQueryOptions("standings", request);
export const gameSeasonsQueryOptions = (request: SiteRequest) => seasonsQueryOptions("games", request);

/** The league seasons of the site that have standings. */
export function useStandingSeasons(request: SiteRequest) {
  return useQuery(standingSeasonsQueryOptions(request));
}

/** The league seasons of the site that have games. */
export function useGameSeasons(request: SiteRequest) {
  return useQuery(gameSeasonsQueryOptions(request));
}
