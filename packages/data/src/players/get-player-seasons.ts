// Issue #16: every season row of a player (/api/people/players/{slug}/seasons/), every kind,
// read whole: a few dozen rows (a season a stint, plus the career rows), one call of 500.
import { playerPaths } from "@tl/contract/players";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiListAll } from "../shared/api-list";
import { withSlug } from "../shared/build-url";
import { useRetryUnlessNotFound } from "../shared/not-found";
import { normalisePlayerSeason } from "./normalise-player-season";
import type { PlayerSeasonRow } from "./player-page";
import { rawPlayerSeasonSchema } from "./raw-player-page";

export function playerSeasonsPath(slug: string): string {
  return withSlug(playerPaths.seasons, slug);
}

export function playerSeasonsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["players", "seasons", slug],
    queryFn: async ({ signal }) =>
      (await apiListAll(playerSeasonsPath(slug), {}, rawPlayerSeasonSchema, signal)).flatMap((raw, index): PlayerSeasonRow[] => {
        const row = normalisePlayerSeason(raw, index);
        return row ? [row] : [];
      }),
  });
}

export function usePlayerSeasons(slug: string) {
  return useQuery({ ...playerSeasonsQueryOptions(slug), retry: useRetryUnlessNotFound() });
}
