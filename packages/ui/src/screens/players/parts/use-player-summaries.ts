// Where the tiles and dropdown options come from (summary/, spec §2 Players). The API's
// option lists honour only the sport and level filters, so:
//  - tiles: every filter;
//  - positions and teams: the chosen sport only, so they stay put while other filters change;
//  - sports (the hub's sport dropdown): no choice at all, or choosing a sport would leave it alone.
// With no choices made the three are one query (equal keys), so the first load makes one call.
import { usePlayerSummary, type PlayerFilters } from "@tl/data/players";
import type { ApiFilters } from "@tl/site-config/derive";

export function usePlayerSummaries(site: ApiFilters, filters: PlayerFilters, withSports: boolean) {
  const tiles = usePlayerSummary({ site, filters });
  const options = usePlayerSummary({ site, filters: { sport: filters.sport } });
  const sports = usePlayerSummary({ site, filters: {} }, { enabled: withSports });
  return {
    tiles,
    positions: options.data?.positions ?? [],
    teams: options.data?.teams ?? [],
    sports: sports.data?.sports ?? [],
  };
}
