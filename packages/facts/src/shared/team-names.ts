import type { TeamFacts } from "../curated/types";

/** The city and name a team played under in a season (its history, else its current name). */
export function teamNameIn(team: TeamFacts, season: number): { city: string; name: string } {
  const past = team.history?.find((entry) => season >= entry.firstYear && season <= entry.lastYear);
  return past ? { city: past.city, name: past.name } : { city: team.city, name: team.name };
}

/** The first season our curated facts name the franchise: its founding, else its first listed name (before it, their names do not apply). */
export const firstKnownSeason = (team: TeamFacts): number => team.foundedYear ?? team.history?.[0]?.firstYear ?? -Infinity;

/** The history rows for team_names: every earlier name, then the current one from the end of the last. */
export function teamNameRows(team: TeamFacts) {
  const history = team.history ?? [];
  const last = history.at(-1);
  const currentFrom = last ? last.lastYear + 1 : (team.foundedYear ?? 1800);
  return [
    ...history.map((entry) => ({ firstYear: entry.firstYear, lastYear: entry.lastYear, city: entry.city, name: entry.name })),
    { firstYear: currentFrom, lastYear: null, city: team.city, name: team.name },
  ];
}

/**
 * A team name split at the longest known city it starts with ("St. Louis Brown Stockings" →
 * St. Louis / Brown Stockings; the first such city when two are as long). Undefined when it
 * starts with none: each importer then decides, rather than this guessing.
 */
export function splitAtKnownCity(full: string, cities: Iterable<string>): { city: string; name: string } | undefined {
  let best = "";
  for (const city of cities) if (city.length > best.length && full.startsWith(`${city} `)) best = city;
  return best ? { city: best, name: full.slice(best.length + 1) } : undefined;
}
