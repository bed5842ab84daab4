// The Players screen's choices, kept in the URL (`/players?q=ruth&status=active`) so a view
// can be shared and back/forward steps through it. 'all' and '' are "no filter".
import { isPlayerStatus, type PlayerFilters } from "@tl/data/players";
import { useMemo } from "react";
import { useScreenFilters, type ScreenFilters } from "../../../hooks/use-screen-filters";
import { ALL } from "../../../hooks/use-sport-options";
import type { FilterValues } from "../../../hooks/use-url-filters";

export type PlayerFilterKey = "q" | "sport" | "position" | "team" | "status";

export const PLAYER_FILTER_DEFAULTS: FilterValues<PlayerFilterKey> = { q: "", sport: ALL, position: ALL, team: ALL, status: ALL };

const chosen = (value: string) => (value === ALL || value.trim() === "" ? undefined : value);

export function toPlayerFilters(values: FilterValues<PlayerFilterKey>): PlayerFilters {
  return {
    sport: chosen(values.sport),
    position: chosen(values.position),
    team: chosen(values.team),
    status: isPlayerStatus(values.status) ? values.status : undefined,
    search: chosen(values.q),
  };
}

export function usePlayerFilters(): ScreenFilters<PlayerFilterKey> & { filters: PlayerFilters } {
  const screenFilters = useScreenFilters(PLAYER_FILTER_DEFAULTS);
  const filters = useMemo(() => toPlayerFilters(screenFilters.values), [screenFilters.values]);
  return { ...screenFilters, filters };
}
