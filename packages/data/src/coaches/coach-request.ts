// Which call a choice of filters makes (spec §7 Coaches) and the query keys of the list and
// its summary.
import { coachPaths } from "@tl/contract/coaches";
import type { QueryParams } from "../shared/build-url";
import type { ListRequest } from "../shared/list-request";

export const COACHES_PATH = coachPaths.list;
export const ACTIVE_COACHES_PATH = coachPaths.active;
export const HEAD_COACHES_PATH = coachPaths.headCoaches;

/** The screen's choices; '' means "all". */
export interface CoachFilters {
  /** Sport slug from the sport dropdown (the hub's; a sport site's own sport wins). */
  sport: string;
  /** Position text (the API matches it as a substring, spec §5). */
  position: string;
  /** Team slug (abbreviations repeat across leagues). */
  team: string;
  status: string;
  search: string;
}

export const NO_COACH_FILTERS: CoachFilters = { sport: "", position: "", team: "", status: "", search: "" };

/** spec §7: 'head coach' or 'head_coach', compared lowercased with underscores as spaces. */
export function isHeadCoachPosition(position: string): boolean {
  return position.trim().toLowerCase().replaceAll("_", " ") === "head coach";
}

function sharedParams({ site, filters }: ListRequest<CoachFilters>) {
  const { sport, team, search } = filters;
  return {
    ...site,
    sport__slug: site.sport__slug ?? (sport || undefined),
    team__slug: team || undefined,
    search: search.trim() || undefined,
  };
}

/**
 * spec §7: status active → active/; else a head-coach position → head_coaches/; else the list
 * (with `position`). The other filters ride along on every view so they still combine with AND
 * (spec §5): position on active/, status on head_coaches/ (head_coaches/ is its own position rule).
 */
export function coachesRequest(request: ListRequest<CoachFilters>): { path: string; params: QueryParams } {
  const { filters } = request;
  const shared = sharedParams(request);
  const position = filters.position || undefined;
  const status = filters.status || undefined;
  if (filters.status === "active") return { path: ACTIVE_COACHES_PATH, params: { ...shared, position } };
  if (isHeadCoachPosition(filters.position)) return { path: HEAD_COACHES_PATH, params: { ...shared, status } };
  return { path: COACHES_PATH, params: { ...shared, position, status } };
}

/**
 * The summary with the list's filters. head_coaches/ (a position containing 'head coach', or
 * 'Manager') has no summary filter of its own, so its tiles leave the position out rather than
 * count head coaches alone against a list that also holds managers.
 */
export function coachSummaryParams(request: ListRequest<CoachFilters>): QueryParams {
  const { filters } = request;
  return {
    ...sharedParams(request),
    position: isHeadCoachPosition(filters.position) ? undefined : filters.position || undefined,
    status: filters.status || undefined,
  };
}
