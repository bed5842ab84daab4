// Home's recent champions (spec §1: year, team, championship, score, opponent, league), read
// from the API so every row is a stored title, labelled by the one season-label rule like
// every other screen (issue #13). A sport site lists its title's last five seasons; the hub
// the latest title of each championship.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { seasonLabel } from "@tl/site-config/season-label";
import { sites } from "@tl/site-config/sites";
import { CHAMPIONS_PATH, normaliseChampion, rawChampionSchema, type RawChampion } from "./champions";
import { apiList } from "./client";
import { NOT_AVAILABLE } from "./format";

/** Enough of the newest titles to hold each championship's latest (eight titles a year). */
const HUB_WINDOW = 40;

export interface RecentChampion {
  key: string;
  /** "2024", "2024-25": the season as every screen labels it. */
  season: string;
  team: string;
  championship: string;
  championshipSlug: string | null;
  /** "40–22 (OT)", "4–1 series", "Poll"; 'N/A' when not recorded. */
  score: string;
  opponent: string;
  /** The short name of the championship's site: "NFL", "College Hockey". */
  league: string;
}

const leagueOf = (slug: string | null | undefined) => Object.values(sites).find((site) => site.championship?.slug === slug)?.shortName ?? NOT_AVAILABLE;

const sportSlug = (raw: RawChampion) => (typeof raw.sport === "object" && raw.sport ? (raw.sport.slug ?? null) : null);

export function toRecentChampion(raw: RawChampion, index: number): RecentChampion {
  const champion = normaliseChampion(raw, index);
  const sport = sportSlug(raw);
  const year = champion.seasonStartYear;
  return {
    key: champion.key,
    season: year === null ? champion.seasonName : sport ? seasonLabel(sport, year) : String(year),
    team: champion.team,
    championship: champion.championshipName,
    championshipSlug: raw.championship_slug ?? null,
    score: champion.result,
    opponent: champion.runnerUp ?? NOT_AVAILABLE,
    league: leagueOf(raw.championship_slug),
  };
}

/** The newest row of each championship, in the order the API lists them (newest first). */
export function latestOfEach(rows: readonly RawChampion[]): RawChampion[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const slug = row.championship_slug ?? "";
    if (seen.has(slug)) return false;
    seen.add(slug);
    return true;
  });
}

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
