// spec §2 Teams, §5: search by city, name or abbreviation (substring, any case), the sport
// (lowercased name) and the division (exact); all combine with AND.
import { compareNames } from "@tl/data/shared";
import type { Team } from "@tl/data/teams";
import { ALL, matchesSearch, matchesSport } from "../../../hooks/use-sport-options";

export interface TeamFilters {
  q: string;
  sport: string;
  division: string;
}

export function filterTeams(teams: readonly Team[], filters: TeamFilters): Team[] {
  const { q, sport, division } = filters;
  return teams.filter(
    (team) =>
      matchesSport(sport, team.sportName) &&
      (division === ALL || team.division === division) &&
      // The card shows "city name" together, so "Philadelphia Eagles" finds the Eagles too.
      matchesSearch(q, [team.city, team.name, team.abbreviation, team.fullName]),
  );
}

function distinct(values: Iterable<string | null>): string[] {
  const found = new Set<string>();
  for (const value of values) if (value) found.add(value);
  return [...found].sort(compareNames);
}

/**
 * The distinct divisions in the loaded data, narrowed to the chosen sport so a football
 * visitor is not offered 'AL East' (every option then finds teams).
 */
export function divisionsOf(teams: readonly Team[], sport: string): string[] {
  return distinct(teams.filter((team) => matchesSport(sport, team.sportName)).map((team) => team.division));
}

/** The counters over the loaded data (spec §2: total, sports, divisions; the screen adds the filtered results). */
export function teamCounts(teams: readonly Team[]) {
  return {
    total: teams.length,
    sports: distinct(teams.map((team) => team.sportName?.toLowerCase() ?? null)).length,
    divisions: distinct(teams.map((team) => team.division)).length,
  };
}
