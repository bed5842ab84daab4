// spec §7 /api/championships/seasons/, and one season by its slug or id: issue #16's season
// page, with its standings, series, leaders and neighbours.
import { season, seasonDetail, SEASON_ORDERING, seasonFilters, seasonPaths } from "@tl/contract/seasons";
import { getSeasonDetail } from "@tl/db/queries/season-detail";
import { listSeasons } from "@tl/db/queries/seasons";
import { detailEndpoint, listEndpoint } from "../api/endpoint";

export const seasonEndpoints = [
  listEndpoint({
    path: seasonPaths.list,
    summary: "Seasons, newest first, with the champion of the league's championship",
    tag: "championships",
    filters: seasonFilters,
    ordering: SEASON_ORDERING,
    item: season,
    list: (db, q, page, ordering) =>
      listSeasons(
        db,
        {
          sportSlug: q.sport__slug,
          levelSlug: q.level__slug,
          leagueSlug: q.league__slug,
          startYear: q.season__start_year,
          status: q.status,
          search: q.search,
        },
        page,
        ordering,
      ),
  }),
  detailEndpoint({
    path: seasonPaths.detail,
    summary:
      "One season, by its slug ('mlb-1927', 'nhl-1993-94') or id: with its final's runner-up, its standings by conference and division, its postseason series and their games, its leaders, and the league's previous and next seasons",
    tag: "championships",
    item: seasonDetail,
    ids: true,
    get: getSeasonDetail,
  }),
];
