// Which call a choice of filters makes (spec §7 Players), and the query keys of the list and
// its summary.
import { playerPaths } from "@tl/contract/players";
import type { QueryParams } from "../shared/build-url";
import type { ListRequest } from "../shared/list-request";
import { definedParams } from "../shared/params";
import type { PlayerStatus } from "./player";

export const PLAYERS_PATH = playerPaths.list;
export const ACTIVE_PLAYERS_PATH = playerPaths.active;
export const PLAYERS_BY_POSITION_PATH = playerPaths.byPosition;

/** The screen's choices; undefined (or blank) means "all". */
export interface PlayerFilters {
  /** A sport slug, from the hub's sport dropdown; a sport site's own sport wins. */
  sport?: string | undefined;
  position?: string | undefined;
  /** A team slug: abbreviations repeat across leagues. */
  team?: string | undefined;
  status?: PlayerStatus | undefined;
  search?: string | undefined;
}

const clean = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The filter params every players call (and the summary) carries, in a stable order. */
export function playerParams({ site, filters }: ListRequest<PlayerFilters>): QueryParams {
  return {
    sport__slug: site.sport__slug ?? clean(filters.sport),
    level__slug: site.level__slug,
    position: clean(filters.position),
    team__slug: clean(filters.team),
    status: filters.status,
    search: clean(filters.search),
  };
}

/**
 * spec §7 Players: status active → active/; else a position → by_position/?position=…; else
 * the full list. Every call carries every other filter too, so they combine with AND (spec §5);
 * active/ is already active, and the API answers the other statuses (injured: none; retired,
 * inactive: not active).
 */
export function playersRequest(request: ListRequest<PlayerFilters>): { path: string; params: QueryParams } {
  const params = playerParams(request);
  if (params.status === "active") return { path: ACTIVE_PLAYERS_PATH, params: { ...params, status: undefined } };
  if (params.position !== undefined) return { path: PLAYERS_BY_POSITION_PATH, params };
  return { path: PLAYERS_PATH, params };
}

/** The sport/level filters, then the screen's other choices: queries are cached per each (spec §7). */
export function playerKeyParts(request: ListRequest<PlayerFilters>) {
  const { sport__slug, level__slug, ...choices } = definedParams(playerParams(request));
  return [definedParams({ sport__slug, level__slug }), choices] as const;
}

export function playersQueryKey(request: ListRequest<PlayerFilters>) {
  return ["players", "list", ...playerKeyParts(request)] as const;
}
