// spec §7 /api/championships/…: championships and their champions; the shapes and parameters
// are the contract's (@tl/contract).
import { champion, CHAMPION_ORDERING, championFilters, championPaths, championshipChampionFilters } from "@tl/contract/champions";
import { championship, CHAMPIONSHIP_ORDERING, championshipFilters, championshipPaths } from "@tl/contract/championships";
import { getChampion, getChampionship, listChampions, listChampionships } from "@tl/db/queries/championships";
import { detailEndpoint, listEndpoint } from "../api/endpoint";

const tag = "championships";

export const championshipEndpoints = [
  listEndpoint({
    path: championshipPaths.list,
    summary: "Championships",
    tag,
    filters: championshipFilters,
    ordering: CHAMPIONSHIP_ORDERING,
    item: championship,
    list: (db, q, page, ordering) =>
      listChampionships(
        db,
        { sportSlug: q.sport__slug, levelSlug: q.level__slug, leagueSlug: q.league__slug, search: q.search },
        page,
        ordering,
      ),
  }),
  detailEndpoint({
    path: championshipPaths.detail,
    summary: "One championship, by its slug or id",
    tag,
    item: championship,
    ids: true,
    get: getChampionship,
  }),
  listEndpoint({
    path: championPaths.ofChampionship,
    summary: "The champions of one championship, newest first",
    tag,
    filters: championshipChampionFilters,
    ordering: CHAMPION_ORDERING,
    item: champion,
    parent: getChampionship,
    list: (db, q, page, ordering) =>
      listChampions(db, { championshipSlug: q.slug, seasonStartYear: q.season__start_year, search: q.search }, page, ordering),
  }),
  listEndpoint({
    path: championPaths.list,
    summary: "Champions of every championship, newest first",
    tag,
    filters: championFilters,
    ordering: CHAMPION_ORDERING,
    item: champion,
    list: (db, q, page, ordering) =>
      listChampions(
        db,
        {
          seasonStartYear: q.season__start_year,
          sportSlug: q.sport__slug,
          levelSlug: q.level__slug,
          teamSlug: q.team__slug,
          search: q.search,
        },
        page,
        ordering,
      ),
  }),
  detailEndpoint({
    path: championPaths.detail,
    summary: "One champion row, by its id",
    tag,
    item: champion,
    get: getChampion,
  }),
];
