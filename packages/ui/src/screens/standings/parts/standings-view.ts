// What the Standings screen shows of the loaded rows (spec §2 Standings, §5): search, filters,
// option lists, and rows grouped by league season then division, each sorted by rank.
import { seasonParam, sportOf } from "@tl/data/season-options";
import { compareNames } from "@tl/data/shared";
import type { Standing, StandingSeason } from "@tl/data/standings";
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
  /** A league's slug (issue #15: ?season=1942&league=negro-american-league); "" is the sport's main league. */
  league: string;
}

export interface SeasonScope {
  /** The sport whose seasons the picker lists: the site's, or on the hub the chosen one; null on the hub with All Sports. */
  sport: Exclude<Sport, "none"> | null;
  /** What the empty state calls the standings: "NBA", "Baseball", or null on the hub with All Sports. */
  name: string | null;
  /** The picker's choices: league seasons, newest first; empty when there is no sport in scope or no season held. */
  choices: SelectOption[];
  /** The season asked for: the URL's start year, or null for the league's latest. */
  season: number | null;
  /**
   * The league whose table is shown (issue #15: one league at a time): the URL's, else the main
   * league, whose season is the sport's newest held (MLB, not the Negro Leagues; the NBA, not the
   * ABA); null with no sport in scope or before the seasons are known.
   */
  league: string | null;
  /** The main league's slug, left out of the URL. */
  mainLeague: string | null;
  /** The picker's value: the league season asked for, else the league's newest choice ("" when there is none). */
  value: string;
  /** The shown league season's label, "1942 NAL season"; null without a league. */
  label: string | null;
  /** True when we hold standings of any season in scope (the NBA's: none). */
  holdsAny: boolean;
}

/** The picker's value of a league season, as the URL says it: "1942" for the main league's, "1942:negro-american-league" for another's. */
export const leagueSeasonValue = (startYear: number, league: string, mainLeague: string | null) =>
  league === mainLeague ? String(startYear) : `${String(startYear)}:${league}`;

/**
 * What choosing `value` in the picker writes to the URL: its season, and its league unless it is
 * the main league (a URL without league keeps showing the main league's table).
 */
export function chooseLeagueSeason(value: string, mainLeague: string | null): Pick<StandingFilterValues, "season" | "league"> {
  const [season = "", league = ""] = value.split(":");
  return { season, league: league === mainLeague ? "" : league };
}

/**
 * The league a URL without one shows: the main league's, unless the year asked for is only
 * another league's (the NBA site's 1946 is the BAA's 1946-47).
 */
function leagueOfYear(held: readonly StandingSeason[], season: number | null, mainLeague: string | null): string | null {
  if (season === null || held.some((entry) => entry.league === mainLeague && entry.startYear === season)) return mainLeague;
  return held.find((entry) => entry.startYear === season)?.league ?? mainLeague;
}

/**
 * The season picker (issue #13; README): a sport site lists its own league seasons that have
 * standings (issue #15: "1942 MLB season", "1942 NAL season"), one league's table at a time;
 * the hub lists a sport's once one is chosen, and with All Sports shows each league's latest
 * season without a picker. A season from the URL that we hold no standings for stays listed,
 * so the picker shows what the page shows.
 */
export function seasonScope(
  site: Pick<SiteConfig, "sport" | "shortName">,
  chosen: Pick<StandingFilterValues, "sport" | "season" | "league">,
  seasons: readonly StandingSeason[],
): SeasonScope {
  const sport = site.sport !== "none" ? site.sport : sportOf(chosen.sport === ALL ? null : chosen.sport);
  const none = { choices: [], season: null, league: null, mainLeague: null, value: "", label: null };
  if (sport === null) return { sport: null, name: null, ...none, holdsAny: seasons.length > 0 };
  const name = site.sport !== "none" ? site.shortName : SPORT_NAMES[sport];
  const held = seasons.filter((season) => season.sport === sport);
  const mainLeague = held[0]?.league ?? null;
  const season = seasonParam(chosen.season);
  const league = chosen.league !== "" ? chosen.league : leagueOfYear(held, season, mainLeague);
  if (league === null) return { sport, name, ...none, holdsAny: false };
  const choices = held.map((entry) => ({ value: leagueSeasonValue(entry.startYear, entry.league, mainLeague), label: entry.label }));
  const newest = held.find((entry) => entry.league === league);
  if (season === null && newest === undefined) return { sport, name, ...none, league, mainLeague, holdsAny: held.length > 0 };
  const value = leagueSeasonValue(season ?? newest?.startYear ?? 0, league, mainLeague);
  if (season !== null && !choices.some((choice) => choice.value === value)) {
    choices.push({ value, label: `${seasonLabel(sport, season)} ${newest?.leagueAbbreviation ?? league} season` });
    choices.sort((a, b) => Number(b.value.split(":")[0]) - Number(a.value.split(":")[0]));
  }
  const label = choices.find((choice) => choice.value === value)?.label ?? null;
  return { sport, name, choices, season, league, mainLeague, value, label, holdsAny: held.length > 0 };
}

/**
 * Why the list is empty (issue #13): the visitor's search or filters matched nothing, or we
 * hold no standings for the scope (the NBA: none at all) or for the season asked for.
 */
export function standingsEmptyHint(scope: SeasonScope, filters: StandingFilterValues, loadedRows: number): string {
  const { holdsAny } = scope;
  const filtered = holdsAny && (loadedRows > 0 || filters.q.trim() !== "" || filters.division !== ALL || filters.conference !== ALL);
  const whose = scope.name === null ? "" : `${scope.name} `;
  if (holdsAny && scope.season !== null && scope.label !== null) return emptyHint(filtered, `We hold no standings for the ${scope.label}.`);
  return emptyHint(filtered, `We hold no ${whose}standings yet.`);
}

/**
 * The hub with All Sports (issue #15): each sport's main league (its newest season's: MLB, not
 * the Negro Leagues; the NBA, not the BAA or ABA), whose latest season the hub shows. null while
 * the seasons are unknown: every league's then.
 */
export function mainLeagueNames(seasons: readonly StandingSeason[] | undefined): ReadonlySet<string | null> | null {
  if (seasons === undefined || seasons.length === 0) return null;
  const mains = new Map<string | null, string | null>();
  for (const season of seasons) if (!mains.has(season.sport)) mains.set(season.sport, season.leagueName);
  return new Set(mains.values());
}

/**
 * Each league's level by its name, as the rows name their league (issue #16: with the sport, the
 * level says which site holds a team's page: the hub's rows link across to it).
 */
export function leagueLevels(seasons: readonly StandingSeason[] | undefined): ReadonlyMap<string | null, string> {
  const levels = new Map<string | null, string>();
  for (const season of seasons ?? []) if (season.level !== null) levels.set(season.leagueName, season.level);
  return levels;
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
  const distinct = [...new Set([...values].filter((value): value is string => value !== null))].sort(compareNames);
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
  /** The league season's page (issue #16), and the sport that with the league's level says its site; null where the API names none. */
  seasonSlug: string | null;
  sportSlug: string | null;
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
  const seasons = new Map<string, Omit<SeasonGroup, "key" | "divisions"> & { divisions: Map<string | null, Standing[]> }>();
  for (const row of rows) {
    const key = `${row.leagueName ?? ""}|${row.seasonName}`;
    let season = seasons.get(key);
    if (!season) {
      const { seasonName, seasonSlug, sportSlug, leagueName } = row;
      season = { seasonName, seasonSlug, sportSlug, leagueName, divisions: new Map() };
      seasons.set(key, season);
    }
    const division = season.divisions.get(row.divisionName) ?? [];
    division.push(row);
    season.divisions.set(row.divisionName, division);
  }
  return [...seasons.entries()]
    .map(([key, { divisions, ...season }]) => ({
      key,
      ...season,
      divisions: [...divisions.entries()]
        .sort(([a], [b]) => compareNames(a ?? "", b ?? ""))
        .map(([division, divisionRows]) => ({ division, rows: [...divisionRows].sort(byRank) })),
    }))
    .sort((a, b) => compareNames(a.leagueName ?? a.seasonName, b.leagueName ?? b.seasonName));
}

/** spec §2: counts by playoff position, and all teams shown. */
export function standingCounts(rows: readonly Standing[]) {
  const count = (position: Standing["playoffPosition"]) => rows.filter((row) => row.playoffPosition === position).length;
  return { champions: count("champion"), playoffs: count("playoffs"), bubble: count("bubble"), total: rows.length };
}
