// spec §7 /api/teams/teams/ and /api/teams/teams/{slug}/.
import { team, teamDetail, TEAM_ORDERING, teamFilters, teamPaths } from "@tl/contract/teams";
import { getTeam, listTeams } from "@tl/db/queries/teams";
import { detailEndpoint, listEndpoint } from "../api/endpoint";

const tag = "teams";

export const teamEndpoints = [
  listEndpoint({
    path: teamPaths.list,
    summary: "Teams: franchises and college programs",
    tag,
    filters: teamFilters,
    ordering: TEAM_ORDERING,
    item: team,
    list: (db, q, page, ordering) =>
      listTeams(
        db,
        {
          sportSlug: q.sport__slug,
          levelSlug: q.level__slug,
          leagueSlug: q.league__slug,
          conference: q.conference,
          division: q.division,
          search: q.search,
        },
        page,
        ordering,
      ),
  }),
  detailEndpoint({
    path: teamPaths.detail,
    summary: "One team, by its slug or id, with the names and cities it played under",
    tag,
    item: teamDetail,
    ids: true,
    get: getTeam,
  }),
];
