// What the Standings screen shows of the loaded rows (spec §2 Standings, §5): search, filters,
// option lists, and rows grouped by league season then division, each sorted by rank.
import { seasonChoices, seasonParam, sportOf, type LeagueSeason, type SeasonChoice } from "@tl/data/season-options";
import type { Standing } from "@tl/data/standings";
import { SPORT_NAMES } from "@tl/site-config/derive";
import { seasonLabel } from "@tl/site-config/season-label";
import type { SiteConfig, Sport } from "@tl/site-config/types";
import { emptyHint } from "../../../components/list-states";
import type { SelectOption } from "../../../components/filters";
import { ALL, matchesSearch, matchesSport } from "../../../hooks/use-sport-options";

export interface StandingFilterValues {
  q: string;
  sport: string;
  division: string;
  conference: string;
  /** A start year from the season picker; "" is the latest season with standings. */
  season: string;
}

export interface SeasonScope {
  /** The sport whose seasons the picker lists: the site's, or on the hub the chosen one; null on the hub with All Sports. */
  sport: Exclude<Sport, "none"> | null;
  /** What the empty state calls the standings: "NBA", "Baseball", or null on the hub with All Sports. */
  name: string | null;
  /** The picker's choices, newest first; empty when there is no sport in scope or no season held. */
  choices: SeasonChoice[];
  /** The season asked for: the URL's start year, or null for the latest. */
  season: number | null;
  /** The picker's value: the season asked for, else the newest choice ("" when there is none). */
  value: string;
  /** True when we hold standings of any season in scope (the NBA's: none). */
  holdsAny: boolean;
}

/**
 * The season picker (issue #13; README): a sport site lists its own seasons that have
 * standings; the hub lists a sport's once one is chosen, and with All Sports shows each
 * league's latest season without a picker. A season from the URL that we hold no standings
 * for stays listed, so the picker shows what the page shows.
 */
export function seasonScope(
  site: Pick<SiteConfig, "sport" | "shortName">,
  chosenSport: string,
  seasonValue: string,
  seasons: readonly LeagueSeason[],
): SeasonScope {
  const sport = site.sport !== "none" ? site.sport : sportOf(chosenSport === ALL ? null : chosenSport);
  if (sport === null) return { sport: null, name: null, choices: [], season: null, value: "", holdsAny: seasons.length > 0 };
  const choices = seasonChoices(seasons, sport);
  const holdsAny = choices.length > 0;
  const season = seasonParam(seasonValue);
  if (season !== null && !choices.some((choice) => choice.value === String(season))) {
    choices.push({ value: String(season), label: seasonLabel(sport, season) });
    choices.sort((a, b) => Number(b.value) - Number(a.value));
  }
  return {
    sport,
    name: site.sport !== "none" ? site.shortName : SPORT_NAMES[sport],
    choices,
    season,
    value: season !== null ? String(season) : (choices[0]?.value ?? ""),
    holdsAny,
  };
}

/**
 * Why the list is empty (issue #13): the visitor's search or filters matched nothing, or we
 * hold no standings for the scope (the NBA: none at all) or for the season asked for.
 */
export function standingsEmptyHint(scope: SeasonScope, filters: StandingFilterValues, loadedRows: number): string {
  const { holdsAny } = scope;
  const filtered = holdsAny && (loadedRows > 0 || filters.q.trim() !== "" || filters.division !== ALL || filters.conference !== ALL);
  const whose = scope.name === null ? "" : `${scope.name} `;
  const chosen = scope.sport !== null && scope.season !== null ? ` for the ${seasonLabel(scope.sport, scope.season)} season` : " yet";
  return emptyHint(filtered, `We hold no ${whose}standings${holdsAny ? chosen : " yet"}.`);
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

/** The distinct values present, sorted (after the filter bar's 'All …'). */
export function distinctChoices(values: Iterable<string | null>): SelectOption[] {
  const distinct = [...new Set([...values].filter((value): value is string => value !== null))].sort((a, b) => a.localeCompare(b));
  return distinct.map((value) => ({ value, label: value }));
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
