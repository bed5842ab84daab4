// The Scores season picker and empty states (issue #13; README "Scores"). A sport site lists
// its seasons that have games; the hub lists a sport's once one is chosen. When a list is
// empty it says why: a date window we hold no games for (offering the latest season and all
// dates), filters that matched nothing, or a site that holds no game scores at all.
import { formatDate } from "@tl/data/shared";
import type { DateRange } from "@tl/data/games";
import { seasonChoices, seasonParam, sportOf, type LeagueSeason, type SeasonChoice } from "@tl/data/season-options";
import { SPORT_NAMES } from "@tl/site-config/derive";
import { seasonLabel } from "@tl/site-config/season-label";
import type { SiteConfig, Sport } from "@tl/site-config/types";
import { FILTERS_HINT } from "../../../components/list-states";
import { ALL } from "../../../hooks/use-sport-options";

export const ALL_SEASONS = "";

export interface ScoreFilterValues {
  q: string;
  sport: string;
  status: string;
  range: string;
  /** A start year, or "" for every season. */
  season: string;
  /** Issue #15: a day to jump to (YYYY-MM-DD), or "" for every day. */
  date: string;
  /** Issue #15: a championship's slug (the history's link to a final's games), or "" for every game. */
  championship: string;
}

/** A whole calendar day from the URL, else null: a mistyped link lists every day, not an error. */
export function dayParam(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : null;
}

/** A championship slug from the URL, else null (the API's slug rule). */
export function championshipParam(value: string): string | null {
  return /^[a-z0-9][a-z0-9-]{0,63}$/.test(value) ? value : null;
}

export interface ScoreSeasons {
  sport: Exclude<Sport, "none"> | null;
  /** What the empty state calls the site's games: "NFL", "Football", or null on the hub with All Sports. */
  name: string | null;
  /** 'All Seasons' and the seasons with games, newest first; empty when no sport is in scope. */
  options: SeasonChoice[];
  /** The season asked for (a start year), or null for every season. */
  season: number | null;
  /** The newest season with games in scope, for the empty Today window. */
  latestSeason: SeasonChoice | null;
  /** YYYY-MM-DD of the latest game we hold in scope. */
  latestDate: string | null;
}

export function scoreSeasons(
  site: Pick<SiteConfig, "sport" | "shortName">,
  chosenSport: string,
  seasonValue: string,
  seasons: readonly LeagueSeason[],
): ScoreSeasons {
  const sport = site.sport !== "none" ? site.sport : sportOf(chosenSport === ALL ? null : chosenSport);
  const inScope = sport === null ? seasons : seasons.filter((season) => season.sport === sport);
  const latestDate = inScope.reduce<string | null>(
    (latest, season) => (season.lastDate !== null && (latest === null || season.lastDate > latest) ? season.lastDate : latest),
    null,
  );
  if (sport === null) return { sport, name: null, options: [], season: null, latestSeason: null, latestDate };
  const choices = seasonChoices(seasons, sport);
  const season = seasonParam(seasonValue);
  if (season !== null && !choices.some((choice) => choice.value === String(season))) {
    choices.push({ value: String(season), label: seasonLabel(sport, season) });
    choices.sort((a, b) => Number(b.value) - Number(a.value));
  }
  return {
    sport,
    name: site.sport !== "none" ? site.shortName : SPORT_NAMES[sport],
    options: choices.length > 0 ? [{ value: ALL_SEASONS, label: "All Seasons" }, ...choices] : [],
    season,
    latestSeason: seasonChoices(seasons, sport)[0] ?? null,
    latestDate,
  };
}

export interface EmptyScores {
  range: DateRange;
  /** The visitor's search, status, season or (on the hub) sport narrowed the list. */
  filtered: boolean;
  /** YYYY-MM-DD in America/New_York. */
  today: string;
}

/** The empty list's words (its buttons are the screen's). */
export function scoresEmptyText(seasons: Pick<ScoreSeasons, "name" | "latestDate">, empty: EmptyScores): string {
  if (empty.filtered) return FILTERS_HINT;
  const latest = seasons.latestDate === null ? "" : ` The latest games we hold were played on ${formatDate(seasons.latestDate)}.`;
  if (empty.range === "today") return `We hold no games dated today, ${formatDate(empty.today)}.${latest}`;
  if (empty.range !== "all") return `No games in this date range. Our records are historical, so most recent dates are empty.${latest}`;
  return `We hold no ${seasons.name === null ? "" : `${seasons.name} `}game scores yet.`;
}

/**
 * A filter change with what it clears: a sport has its own seasons (and finals); a season is a
 * date window of its own, so it clears the date range and the day; a date window spans
 * seasons, so it clears the season and the day; a day is the narrowest window, so it clears
 * the range, the season and a final's games.
 */
export function withResets(patch: Partial<ScoreFilterValues>): Partial<ScoreFilterValues> {
  if (patch.sport !== undefined) return { season: ALL_SEASONS, date: "", championship: "", ...patch };
  if (patch.season !== undefined && patch.season !== ALL_SEASONS) return { range: "all", date: "", ...patch };
  if (patch.range !== undefined && patch.range !== "all") return { season: ALL_SEASONS, date: "", ...patch };
  if (patch.date !== undefined && patch.date !== "") return { range: "all", season: ALL_SEASONS, championship: "", ...patch };
  return patch;
}
