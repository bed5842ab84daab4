// spec §2 Seasons, §5: search over season name, sport, league and champion; sport (lowercased
// name), status and decade filters; all combine with AND. Issue #13: the decade filter lists
// every decade present in the data (MLB reaches the 1870s) besides the spec's three.
import {
  DECADES,
  matchesDecade,
  matchesStatus,
  SEASON_STATUS_FILTERS,
  type Decade,
  type Season,
  type SeasonStatusFilter,
} from "@tl/data/seasons";
import type { SiteConfig } from "@tl/site-config/types";
import type { SelectOption } from "../../../components/filters";
import { emptyHint } from "../../../components/list-states";
import { ALL, matchesSearch, matchesSport } from "../../../hooks/use-sport-options";

export interface SeasonFilters {
  q: string;
  sport: string;
  status: string;
  decade: string;
}

/** After the filter bar's 'All Seasons'. */
export const STATUS_CHOICES: SelectOption[] = [
  { value: "active", label: "Active" },
  { value: "completed", label: "Completed" },
  { value: "upcoming", label: "Upcoming" },
];

/** The decade a start year falls in: 1927 → "1920s". */
export function decadeOf(startYear: number): string {
  return `${String(Math.floor(startYear / 10) * 10)}s`;
}

/**
 * 'All Years' (its own: the list is built whole here), the spec's three (2020s, 2010s, 2000s: always listed) and every other decade
 * of the loaded seasons' start years, newest first. A decade from the URL that no season
 * falls in stays listed, so the dropdown shows what the list is filtered by.
 */
export function decadeOptions(startYears: Iterable<number | null>, chosen: string = ALL): SelectOption[] {
  const decades = new Set<string>(DECADES);
  for (const year of startYears) if (year !== null) decades.add(decadeOf(year));
  if (decadeStart(chosen) !== null) decades.add(chosen);
  const newestFirst = [...decades].sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10));
  return [{ value: ALL, label: "All Years" }, ...newestFirst.map((decade) => ({ value: decade, label: decade }))];
}

/** The first year of a decade value ("1870s" → 1870), else null. */
function decadeStart(value: string): number | null {
  return /^\d{3}0s$/.test(value) ? Number.parseInt(value, 10) : null;
}

/** A value from the URL that is not an option reads as 'all', as the dropdown then shows. */
export function statusFilter(value: string): SeasonStatusFilter | null {
  return SEASON_STATUS_FILTERS.find((status) => status === value) ?? null;
}

export function decadeFilter(value: string): Decade | null {
  return DECADES.find((decade) => decade === value) ?? null;
}

/**
 * spec §5 for its three decades (2020s is 2020 or later); any other decade is its ten start
 * years; a value that is no decade filters nothing ('all', as the dropdown then shows).
 */
export function matchesAnyDecade(value: string, startYear: number | null): boolean {
  const spec = decadeFilter(value);
  if (spec !== null) return matchesDecade(spec, startYear);
  const start = decadeStart(value);
  if (start === null) return true;
  return startYear !== null && startYear >= start && startYear < start + 10;
}

export function filterSeasons(seasons: readonly Season[], filters: SeasonFilters): Season[] {
  const status = statusFilter(filters.status);
  return seasons.filter(
    (season) =>
      matchesSport(filters.sport, season.sportName) &&
      matchesStatus(status, season.status) &&
      matchesAnyDecade(filters.decade, season.startYear) &&
      // The champion as the card shows it ("Texas Rangers"), so its city finds it too, as the API's own search does.
      matchesSearch(filters.q, [
        season.name,
        season.sportName,
        season.leagueName,
        season.champion?.name,
        season.champion ? season.championLabel : null,
      ]),
  );
}

/** The counters over the loaded seasons (spec §2: active, completed, upcoming, sports). */
export function seasonCounts(seasons: readonly Season[]) {
  const sports = new Set(seasons.flatMap((season) => (season.sportName ? [season.sportName.toLowerCase()] : [])));
  const count = (status: Season["status"]) => seasons.filter((season) => season.status === status).length;
  // A season over without a recorded result counts under none of the three (issue #13).
  return { active: count("active"), completed: count("completed"), upcoming: count("upcoming"), sports: sports.size };
}

/**
 * Why the list is empty (issue #13): the site's seasons are read whole, so when some were
 * loaded the search or filters matched none of them; when none were, the site holds none.
 */
export function seasonsEmptyHint(site: Pick<SiteConfig, "sport" | "shortName">, loaded: number): string {
  return emptyHint(loaded > 0, site.sport === "none" ? "We hold no seasons yet." : `We hold no ${site.shortName} seasons yet.`);
}
