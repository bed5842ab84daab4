// spec §7 /api/teams/teams/ and /api/teams/teams/{slug}/; issue #16's franchise page: the
// detail's titles and firsts and bests, and /api/teams/teams/{slug}/seasons/.
import {
  team,
  teamDetail,
  TEAM_ORDERING,
  TEAM_SEASON_ORDERING,
  teamFilters,
  teamPaths,
  teamSeason,
  teamSeasonFilters,
} from "@tl/contract/teams";
import { listTeamSeasons, teamKey } from "@tl/db/queries/team-seasons";
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
    summary: "One team, by its slug or id, with the names and cities it played under, its titles, and its firsts and bests",
    tag,
    item: teamDetail,
    ids: true,
    get: getTeam,
  }),
  listEndpoint({
    path: teamPaths.seasons,
    summary: "One franchise's seasons: a row per league season of its standings, newest first, with its finish, playoff result and coach",
    tag,
    filters: teamSeasonFilters,
    ordering: TEAM_SEASON_ORDERING,
    item: teamSeason,
    parent: teamKey,
    list: (db, q, page, ordering) => listTeamSeasons(db, q.slug ?? "", { leagueSlug: q.league__slug }, page, ordering),
  }),
];
