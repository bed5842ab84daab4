// Which call a choice of filters makes (spec §7 Scores; README: the date ranges).
import { gamePaths } from "@tl/contract/games";
import type { QueryParams } from "../shared/build-url";
import type { ListRequest } from "../shared/list-request";
import { GAME_STATUSES } from "./game";
import { addDays, type DateRange } from "./game-dates";

export interface GameFilters {
  /** A sport slug from the dropdown, or 'all'. A sport site's own sport always wins. */
  sport: string;
  /** 'all' or one of GAME_STATUSES. */
  status: string;
  range: DateRange;
  search: string;
  /** Today in America/New_York (todayInNewYork()); read by the dated ranges only. */
  today: string;
  /** A season's start year from the Scores season picker (issue #13); null or absent: every season. */
  season?: number | null;
  /** A championship's slug (issue #15): its finals' games; with `season`, one final's games. */
  championship?: string | null;
  /** YYYY-MM-DD (issue #15, the Scores date jump): the games of that one day. */
  date?: string | null;
}

export interface GameRequest {
  path: string;
  /** Which list the summary counts, as its `view` parameter. */
  view: "all" | "today" | "recent";
  params: QueryParams;
}

export const GAMES_PATH = gamePaths.list;

/**
 * spec §7: Today uses today/, Yesterday recent/ (with the date), This Week and This Month the
 * full list between two dates; every call carries the site's filters, the chosen season, the
 * status and the search.
 */
export function gameRequest({ site, filters }: ListRequest<GameFilters>): GameRequest {
  const { sport, status, range, search, today, season, championship, date } = filters;
  const sportSlug = site.sport__slug ?? (sport !== "all" && sport !== "" ? sport : undefined);
  const common: QueryParams = {
    sport__slug: sportSlug,
    level__slug: site.level__slug,
    season__start_year: season ?? undefined,
    championship__slug: championship ?? undefined,
  };
  const rest: QueryParams = {
    status: (GAME_STATUSES as readonly string[]).includes(status) ? status : undefined,
    search: search.trim() || undefined,
  };
  switch (range) {
    case "today":
      return { path: gamePaths.today, view: "today", params: { ...common, ...rest } };
    case "yesterday":
      return { path: gamePaths.recent, view: "recent", params: { ...common, date: addDays(today, -1), ...rest } };
    case "week":
      return { path: GAMES_PATH, view: "all", params: { ...common, date__gte: addDays(today, -6), date__lte: today, ...rest } };
    case "month":
      return { path: GAMES_PATH, view: "all", params: { ...common, date__gte: `${today.slice(0, 8)}01`, date__lte: today, ...rest } };
    case "all":
      // A day asked for is a date window of its own: it stands in for the range.
      return { path: GAMES_PATH, view: "all", params: { ...common, date: date ?? undefined, ...rest } };
  }
}
