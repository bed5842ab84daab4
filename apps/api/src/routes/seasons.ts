// spec §7 /api/championships/seasons/ and one season by its id.
import { season, SEASON_ORDERING, seasonFilters, seasonPaths } from "@tl/contract/seasons";
import { getSeason, listSeasons } from "@tl/db/queries/seasons";
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
    summary: "One season, by its id",
    tag: "championships",
    item: season,
    get: getSeason,
  }),
];
