// spec §2 Seasons, §5: search over season name, sport, league and champion; sport (lowercased
// name), status and decade filters; all combine with AND.
import { DECADES, matchesDecade, matchesStatus, SEASON_STATUS_FILTERS, type Decade, type Season, type SeasonStatusFilter } from "@tl/data/seasons";
import type { SelectOption } from "../../../components/filters";
import { ALL, matchesSearch, matchesSport } from "../../../hooks/use-sport-options";

export interface SeasonFilters {
  q: string;
  sport: string;
  status: string;
  decade: string;
}

export const STATUS_OPTIONS: SelectOption[] = [
  { value: ALL, label: "All Seasons" },
  { value: "active", label: "Active" },
  { value: "completed", label: "Completed" },
  { value: "upcoming", label: "Upcoming" },
];

export const DECADE_OPTIONS: SelectOption[] = [{ value: ALL, label: "All Years" }, ...DECADES.map((decade) => ({ value: decade, label: decade }))];

/** A value from the URL that is not an option reads as 'all', as the dropdown then shows. */
export function statusFilter(value: string): SeasonStatusFilter | null {
  return SEASON_STATUS_FILTERS.find((status) => status === value) ?? null;
}

export function decadeFilter(value: string): Decade | null {
  return DECADES.find((decade) => decade === value) ?? null;
}

export function filterSeasons(seasons: readonly Season[], filters: SeasonFilters): Season[] {
  const status = statusFilter(filters.status);
  const decade = decadeFilter(filters.decade);
  return seasons.filter(
    (season) =>
      matchesSport(filters.sport, season.sportName) &&
      matchesStatus(status, season.status) &&
      matchesDecade(decade, season.startYear) &&
      // The champion as the card shows it ("Texas Rangers"), so its city finds it too, as the API's own search does.
      matchesSearch(filters.q, [season.name, season.sportName, season.leagueName, season.champion?.name, season.champion ? season.championLabel : null]),
  );
}

/** The counters over the loaded seasons (spec §2: active, completed, upcoming, sports). */
export function seasonCounts(seasons: readonly Season[]) {
  const sports = new Set(seasons.flatMap((season) => (season.sportName ? [season.sportName.toLowerCase()] : [])));
  const active = seasons.filter((season) => season.status === "active").length;
  return {
    active,
    completed: seasons.length - active,
    // spec §4: no season is ever derived as upcoming.
    upcoming: 0,
    sports: sports.size,
  };
}
