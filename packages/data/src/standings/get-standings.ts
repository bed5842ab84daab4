// Standings (spec §7 /api/games/standings/current/ and by_division/): one row per team of each
// league's latest season, or of the season chosen in the picker (issue #13), ~100 rows: read
// whole, every page, then searched and filtered in the browser (spec §5).
import { standingPaths } from "@tl/contract/standings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiListAll } from "../shared/api-list";
import type { ListRequest } from "../shared/list-request";
import { normaliseStanding } from "./normalise-standing";
import { rawStandingSchema } from "./raw-standing";

export const STANDINGS_PATH = standingPaths.list;
export const CURRENT_STANDINGS_PATH = standingPaths.current;
export const DIVISION_STANDINGS_PATH = standingPaths.byDivision;

/** The value of the division dropdown that means every division. */
export const ALL_DIVISIONS = "all";

/** The Standings screen's choices that change the call; the rest filter in the browser. */
export interface StandingFilters {
  /** A division name, or ALL_DIVISIONS (the default). */
  division?: string | undefined;
  /** A season's start year from the picker (issue #13); null or absent: each league's latest. */
  season?: number | null | undefined;
  /** A league's slug (issue #15: one league's table at a time); null or absent: every league of the site. */
  league?: string | null | undefined;
}

/**
 * spec §7: a chosen division (other than all) reads by_division/?division={d}, otherwise
 * current/; both carry the site's sport and level. A chosen season (a start year, issue #13)
 * asks for that season instead of each league's latest, a chosen league (issue #15) for that
 * league's rows alone. Cached per sport, level, division, season and league.
 */
export function standingsQueryOptions({ site, filters }: ListRequest<StandingFilters>) {
  const { division = ALL_DIVISIONS, season = null, league = null } = filters;
  const byDivision = division !== ALL_DIVISIONS && division.trim() !== "";
  const path = byDivision ? DIVISION_STANDINGS_PATH : CURRENT_STANDINGS_PATH;
  const params = {
    sport__slug: site.sport__slug,
    level__slug: site.level__slug,
    ...(byDivision ? { division } : {}),
    ...(season === null ? {} : { season }),
    ...(league === null ? {} : { league__slug: league }),
  };
  return queryOptions({
    queryKey: [
      "standings",
      { sport__slug: site.sport__slug ?? null, level__slug: site.level__slug ?? null },
      byDivision ? division : ALL_DIVISIONS,
      season ?? "latest",
      league ?? "every league",
    ],
    queryFn: async ({ signal }) => (await apiListAll(path, params, rawStandingSchema, signal)).map(normaliseStanding),
  });
}

/**
 * `enabled` false waits (the screen waits for the league it will ask for). `watched` false: the
 * screen reads nothing of this result for now (Standings' one-division table while every division
 * is shown), so it is never drawn again for it. A result nothing reads would otherwise redraw the
 * screen on each change of its fetch state: TanStack Query tracks the fields a screen reads, and
 * with none read it reports every change.
 */
export function useStandings(request: ListRequest<StandingFilters>, enabled = true, watched = true) {
  return useQuery({ ...standingsQueryOptions(request), enabled, ...(watched ? {} : { notifyOnChangeProps: [] }) });
}
