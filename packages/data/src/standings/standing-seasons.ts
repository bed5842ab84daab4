// The Standings season picker (issue #15): a sport holds several leagues (MLB and the Negro
// Leagues, the NBA, BAA and ABA), so the picker offers league seasons, each labelled by its
// name ("1942 MLB season", "1942 NAL season"), and the table shows one league's season at a time.
import { standingPaths, standingSeasons } from "@tl/contract/standings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { apiGet } from "../shared/api-get";
import type { SiteRequest } from "../shared/list-request";
import { numberOr, textOr } from "../shared/loose";
import { relaxed } from "../shared/relax";

export const rawStandingSeasonsSchema = relaxed(standingSeasons);
export type RawStandingSeasons = z.infer<typeof rawStandingSeasonsSchema>;

/** One league season that has standings. */
export interface StandingSeason {
  startYear: number;
  /** The league's slug, the URL's `league` and the API's league__slug. */
  league: string;
  leagueAbbreviation: string | null;
  /** The league's name, as the standings rows carry it. */
  leagueName: string | null;
  /** The sport's slug, lowercased; null when the API sent none. */
  sport: string | null;
  /** The league's level ("professional", "ncaa-division-i"): with the sport, which site holds its teams' pages. */
  level: string | null;
  /** The season's name, else the start year and league abbreviation: "1942 NAL season". */
  label: string;
}

/** Entries without a start year or league are dropped: the picker could not ask for them. */
export function normaliseStandingSeasons(raw: RawStandingSeasons): StandingSeason[] {
  return (raw.seasons ?? []).flatMap((season) => {
    const startYear = numberOr(null, season.start_year);
    const league = textOr(season.league?.slug, null);
    if (startYear === null || league === null) return [];
    const leagueAbbreviation = textOr(season.league?.abbreviation, null);
    const fallback = `${String(startYear)} ${leagueAbbreviation ?? league} season`;
    return [
      {
        startYear,
        league,
        leagueAbbreviation,
        leagueName: textOr(season.league?.name, null),
        sport: textOr(season.sport?.slug, null)?.toLowerCase() ?? null,
        level: textOr(season.level?.slug, null),
        label: textOr(season.name, fallback),
      },
    ];
  });
}

export function leagueSeasonsQueryOptions({ site }: SiteRequest) {
  const params = { sport__slug: site.sport__slug, level__slug: site.level__slug };
  return queryOptions({
    queryKey: ["standing-seasons", { sport__slug: site.sport__slug ?? null, level__slug: site.level__slug ?? null }],
    queryFn: async ({ signal }) => normaliseStandingSeasons(await apiGet(standingPaths.seasons, params, rawStandingSeasonsSchema, signal)),
  });
}

/** The league seasons of the site that have standings, newest first (the API's order). */
export function useStandingLeagueSeasons(request: SiteRequest) {
  return useQuery(leagueSeasonsQueryOptions(request));
}
