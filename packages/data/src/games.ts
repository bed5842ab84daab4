// Games (spec §3 Game, §7 /api/games/games/ and its today/ and recent/ lists). ~15,500 games:
// the list is always searched, filtered and paged by the API, never downloaded whole. The
// Scores screen's counters are in games-summary.ts.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { ApiFilters } from "@tl/site-config/derive";
import { z } from "zod/mini";
import type { QueryParams } from "./client";
import { keyOf, maybe, maybeBoolean, maybeId, maybeNumber, maybeText, nameOf, nameOrText, numberOr, textOr } from "./loose";
import { pagedQueryOptions } from "./paged";

/** A team as an object or as plain text (spec §3 Game). */
const rawGameTeam = maybe(
  z.union([
    z.string(),
    z.object({ name: maybeText, city: maybeText, abbreviation: maybeText, sport_name: maybeText, slug: maybeText }),
  ]),
);

/** A quarter or period may come as text ("Q3", "OT") or as a number (3). */
const rawPeriod = maybe(z.union([z.string(), z.number()]));

export const rawGameSchema = z.object({
  id: maybeId,
  slug: maybeText,
  home_team: rawGameTeam,
  away_team: rawGameTeam,
  home_score: maybeNumber,
  away_score: maybeNumber,
  status: maybeText,
  game_date: maybeText,
  date: maybeText,
  game_time: maybeText,
  time: maybeText,
  quarter: rawPeriod,
  period: rawPeriod,
  time_remaining: maybeText,
  championship: nameOrText,
  championship_name: maybeText,
  season: nameOrText,
  season_name: maybeText,
  venue: nameOrText,
  round: maybeText,
  overtime: maybe(z.union([z.string(), z.boolean()])),
  neutral_site: maybeBoolean,
  sport: maybe(z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText })),
});

export type RawGame = z.infer<typeof rawGameSchema>;

export const GAME_STATUSES = ["live", "final", "scheduled", "postponed"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export interface GameTeam {
  /** 'TBD' when the team is not known yet (spec §3). */
  name: string;
  city: string | null;
  /** The abbreviation, else the first three letters of the name; 'TBD' when the team is unknown. */
  abbreviation: string;
}

export interface Game {
  key: string;
  slug: string | null;
  homeTeam: GameTeam;
  awayTeam: GameTeam;
  /** 0 when missing (spec §3); `homeScoreText` shows '-' for scheduled games. */
  homeScore: number;
  awayScore: number;
  homeScoreText: string;
  awayScoreText: string;
  /** Lowercase; 'scheduled' when missing (spec §3). Unknown values pass through as text. */
  status: string;
  /** spec §2: live 'period - time', scheduled the game time, otherwise the capitalised status. */
  statusText: string;
  date: string | null;
  time: string | null;
  period: string | null;
  timeRemaining: string | null;
  championship: string | null;
  /** 'Current Season' when missing (spec §3). */
  season: string;
  /** 'Stadium' when missing (spec §3). */
  venue: string;
  round: string | null;
  /** "OT", "2OT" … ; null when the game ended in regulation or it is not known. */
  overtime: string | null;
  neutralSite: boolean;
  sportName: string | null;
}

const TBD = "TBD";

function normaliseTeam(raw: RawGame["home_team"]): GameTeam {
  if (typeof raw === "string") {
    const name = textOr(raw, TBD);
    return { name, city: null, abbreviation: name === TBD ? TBD : name.slice(0, 3).toUpperCase() };
  }
  const name = textOr(raw?.name, null);
  if (name === null) return { name: TBD, city: textOr(raw?.city, null), abbreviation: textOr(raw?.abbreviation, TBD) };
  return { name, city: textOr(raw?.city, null), abbreviation: textOr(raw?.abbreviation, null) ?? name.slice(0, 3).toUpperCase() };
}

function periodText(value: string | number | null | undefined): string | null {
  return typeof value === "number" ? String(value) : textOr(value, null);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function statusText(status: string, period: string | null, timeRemaining: string | null, time: string | null): string {
  if (status === "live") {
    const parts = [period, timeRemaining].filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(" - ") : "Live";
  }
  if (status === "scheduled") return time ?? "Scheduled";
  return capitalise(status);
}

function overtimeText(value: RawGame["overtime"]): string | null {
  if (typeof value === "boolean") return value ? "OT" : null;
  return textOr(value, null);
}

export function normaliseGame(raw: RawGame, index: number): Game {
  const status = textOr(raw.status, "scheduled").toLowerCase();
  const period = periodText(raw.period ?? raw.quarter);
  const timeRemaining = textOr(raw.time_remaining, null);
  const time = textOr(raw.game_time, null) ?? textOr(raw.time, null);
  const homeScore = numberOr(0, raw.home_score);
  const awayScore = numberOr(0, raw.away_score);
  const homeTeam = normaliseTeam(raw.home_team);
  const awayTeam = normaliseTeam(raw.away_team);
  const sportName =
    textOr(raw.sport?.name, null) ??
    [raw.home_team, raw.away_team].map((team) => (typeof team === "object" ? textOr(team?.sport_name, null) : null)).find(Boolean) ??
    null;
  return {
    key: keyOf(raw.id ?? raw.slug, index),
    slug: textOr(raw.slug, null),
    homeTeam,
    awayTeam,
    homeScore,
    awayScore,
    homeScoreText: status === "scheduled" ? "-" : String(homeScore),
    awayScoreText: status === "scheduled" ? "-" : String(awayScore),
    status,
    statusText: statusText(status, period, timeRemaining, time),
    date: textOr(raw.game_date, null) ?? textOr(raw.date, null),
    time,
    period,
    timeRemaining,
    championship: nameOf(raw.championship) ?? textOr(raw.championship_name, null),
    season: nameOf(raw.season) ?? textOr(raw.season_name, "Current Season"),
    venue: nameOf(raw.venue) ?? "Stadium",
    round: textOr(raw.round, null),
    overtime: overtimeText(raw.overtime),
    neutralSite: raw.neutral_site === true,
    sportName,
  };
}

// ---- Which call a choice of filters makes (spec §7 Scores; README: the date ranges) ----

export const DATE_RANGES = ["all", "today", "yesterday", "week", "month"] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const GAME_TIME_ZONE = "America/New_York";

const newYorkDate = new Intl.DateTimeFormat("en-US", { timeZone: GAME_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** YYYY-MM-DD of `instant` in America/New_York, the day the API's today/ and recent/ use. */
export function todayInNewYork(instant: Date = new Date()): string {
  const parts = Object.fromEntries(newYorkDate.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year ?? ""}-${parts.month ?? ""}-${parts.day ?? ""}`;
}

/** Calendar arithmetic on YYYY-MM-DD, free of time zones: ("2025-03-01", -1) → "2025-02-28". */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

export interface GameFilters {
  site: ApiFilters;
  /** A sport slug from the dropdown, or 'all'. A sport site's own sport always wins. */
  sport: string;
  /** 'all' or one of GAME_STATUSES. */
  status: string;
  range: DateRange;
  search: string;
  /** Today in America/New_York (todayInNewYork()). */
  today: string;
  /** A season's start year from the Scores season picker (issue #13); null or absent: every season. */
  season?: number | null;
}

export interface GameRequest {
  path: string;
  /** Which list the summary counts, as its `view` parameter. */
  view: "all" | "today" | "recent";
  params: QueryParams;
}

export const GAMES_PATH = "/api/games/games/";

/**
 * spec §7: Today uses today/, Yesterday recent/ (with the date), This Week and This Month the
 * full list between two dates; every call carries the site's filters, the chosen season, the
 * status and the search.
 */
export function gameRequest(filters: GameFilters): GameRequest {
  const { site, sport, status, range, search, today, season } = filters;
  const sportSlug = site.sport__slug ?? (sport !== "all" && sport !== "" ? sport : undefined);
  const common: QueryParams = { sport__slug: sportSlug, level__slug: site.level__slug, season__start_year: season ?? undefined };
  const rest: QueryParams = {
    status: (GAME_STATUSES as readonly string[]).includes(status) ? status : undefined,
    search: search.trim() || undefined,
  };
  switch (range) {
    case "today":
      return { path: `${GAMES_PATH}today/`, view: "today", params: { ...common, ...rest } };
    case "yesterday":
      return { path: `${GAMES_PATH}recent/`, view: "recent", params: { ...common, date: addDays(today, -1), ...rest } };
    case "week":
      return { path: GAMES_PATH, view: "all", params: { ...common, date__gte: addDays(today, -6), date__lte: today, ...rest } };
    case "month":
      return { path: GAMES_PATH, view: "all", params: { ...common, date__gte: `${today.slice(0, 8)}01`, date__lte: today, ...rest } };
    case "all":
      return { path: GAMES_PATH, view: "all", params: { ...common, ...rest } };
  }
}

/** Drops undefined and blank values, so equal requests get equal query keys. */
export function definedParams(params: QueryParams): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== ""));
}

export function gamesQueryOptions(request: GameRequest) {
  const params = definedParams(request.params);
  return pagedQueryOptions({
    queryKey: ["games", request.path, params],
    path: request.path,
    params,
    item: rawGameSchema,
    normalise: normaliseGame,
  });
}

export function useGames(request: GameRequest) {
  return useInfiniteQuery(gamesQueryOptions(request));
}
