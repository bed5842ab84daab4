// What the Standings screen shows of the loaded rows (spec §2 Standings, §5): search, filters,
// option lists, and rows grouped by league season then division, each sorted by rank.
import type { Standing } from "@tl/data/standings";
import type { SelectOption } from "../../../components/filters";
import { ALL, matchesSearch, matchesSport } from "../../../hooks/use-sport-options";

export interface StandingFilterValues {
  q: string;
  sport: string;
  division: string;
  conference: string;
}

/** spec §5: substring search over team name, city, abbreviation and division; AND with exact division and conference. */
export function filterStandings(rows: readonly Standing[], filters: StandingFilterValues): Standing[] {
  return rows.filter(
    (row) =>
      matchesSearch(filters.q, [row.teamName, row.teamCity, row.abbreviation, row.divisionName]) &&
      matchesSport(filters.sport, row.sportName) &&
      (filters.division === ALL || row.divisionName === filters.division) &&
      (filters.conference === ALL || row.conference === filters.conference),
  );
}

/** '{all label}' plus the distinct values present, sorted; a chosen value missing from the data stays listed. */
export function distinctOptions(values: Iterable<string | null>, allLabel: string, chosen: string): SelectOption[] {
  const distinct = [...new Set([...values].filter((value): value is string => value !== null))].sort((a, b) => a.localeCompare(b));
  if (chosen !== ALL && !distinct.includes(chosen)) distinct.push(chosen);
  return [{ value: ALL, label: allLabel }, ...distinct.map((value) => ({ value, label: value }))];
}

export interface DivisionGroup {
  /** null for leagues whose standings have no divisions (the 538 NFL seasons). */
  division: string | null;
  rows: Standing[];
}

export interface SeasonGroup {
  key: string;
  seasonName: string;
  leagueName: string | null;
  divisions: DivisionGroup[];
}

const byRank = (a: Standing, b: Standing) => a.rank - b.rank;

/**
 * The hub's current standings mix leagues and seasons (the 2023 MLB season next to the
 * 2017-18 NHL season), so each league season is its own group, and within it each division;
 * rows are sorted by rank ascending (spec §2), keeping the API's order among equal ranks.
 */
export function groupStandings(rows: readonly Standing[]): SeasonGroup[] {
  const seasons = new Map<string, { seasonName: string; leagueName: string | null; divisions: Map<string | null, Standing[]> }>();
  for (const row of rows) {
    const key = `${row.leagueName ?? ""}|${row.seasonName}`;
    let season = seasons.get(key);
    if (!season) {
      season = { seasonName: row.seasonName, leagueName: row.leagueName, divisions: new Map() };
      seasons.set(key, season);
    }
    const division = season.divisions.get(row.divisionName) ?? [];
    division.push(row);
    season.divisions.set(row.divisionName, division);
  }
  return [...seasons.entries()]
    .map(([key, season]) => ({
      key,
      seasonName: season.seasonName,
      leagueName: season.leagueName,
      divisions: [...season.divisions.entries()]
        .sort(([a], [b]) => (a ?? "").localeCompare(b ?? ""))
        .map(([division, divisionRows]) => ({ division, rows: [...divisionRows].sort(byRank) })),
    }))
    .sort((a, b) => (a.leagueName ?? a.seasonName).localeCompare(b.leagueName ?? b.seasonName));
}

/** spec §2: counts by playoff position, and all teams shown. */
export function standingCounts(rows: readonly Standing[]) {
  const count = (position: Standing["playoffPosition"]) => rows.filter((row) => row.playoffPosition === position).length;
  return { champions: count("champion"), playoffs: count("playoffs"), bubble: count("bubble"), total: rows.length };
}
