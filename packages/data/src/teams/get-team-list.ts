// The Teams screen's call (spec §7 /api/teams/teams/): every team of its scope, 416 at most,
// filtered in the browser.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiListAll } from "../shared/api-list";
import type { SiteRequest } from "../shared/list-request";
import { TEAMS_PATH } from "./get-teams";
import { normaliseTeam } from "./normalise-team";
import { rawTeamSchema } from "./raw-team";
import type { Team } from "./team";

/**
 * The order the Teams screen lists them in (not in the spec): most titles first, so a visitor
 * meets the Yankees and the Canadiens before an 1884 Union Association club; then by city.
 */
export const TEAM_LIST_ORDERING = "-championships_won,city,name";

/**
 * The Teams screen's call: every page of the list, with the screen's scope (issue #13: the
 * hub and a widened sport site pass `{}`, as spec §7 says; a sport site passes its sport and
 * level), as `site`. The "list" segment keeps it apart from the Debug screen's one-page answer.
 */
export function teamListQueryOptions({ site }: SiteRequest) {
  return queryOptions({
    queryKey: ["teams", "list", site],
    queryFn: async ({ signal }): Promise<Team[]> => {
      const rows = await apiListAll(TEAMS_PATH, { ...site, ordering: TEAM_LIST_ORDERING }, rawTeamSchema, signal);
      return rows.map(normaliseTeam);
    },
  });
}

export function useTeamList(request: SiteRequest) {
  return useQuery(teamListQueryOptions(request));
}
