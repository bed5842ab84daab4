// /api/meta/sports/, levels/ and leagues/, each with its {slug}/: the values the sport__slug
// and level__slug filters take, and the leagues every season, team and game belongs to.
import { league, leagueFilters, levelFilters, REFERENCE_ORDERING, referencePaths, sportFilters } from "@tl/contract/reference";
import { levelRef, sportRef } from "@tl/contract/refs";
import { getLeague, getLevel, getSport, listLeagues, listLevels, listSports } from "@tl/db/queries/reference";
import { detailEndpoint, listEndpoint } from "../api/endpoint";

const tag = "meta";

export const referenceEndpoints = [
  listEndpoint({
    path: referencePaths.sports,
    summary: "Sports, by name: the values of sport__slug",
    tag,
    filters: sportFilters,
    ordering: REFERENCE_ORDERING,
    item: sportRef,
    list: (db, _q, page, ordering) => listSports(db, page, ordering),
  }),
  detailEndpoint({ path: referencePaths.sport, summary: "One sport, by its slug", tag, item: sportRef, get: getSport }),
  listEndpoint({
    path: referencePaths.levels,
    summary: "Levels of play, by name: the values of level__slug",
    tag,
    filters: levelFilters,
    ordering: REFERENCE_ORDERING,
    item: levelRef,
    list: (db, _q, page, ordering) => listLevels(db, page, ordering),
  }),
  detailEndpoint({ path: referencePaths.level, summary: "One level of play, by its slug", tag, item: levelRef, get: getLevel }),
  listEndpoint({
    path: referencePaths.leagues,
    summary: "Leagues, by name, with their sport and level",
    tag,
    filters: leagueFilters,
    ordering: REFERENCE_ORDERING,
    item: league,
    list: (db, q, page, ordering) => listLeagues(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug }, page, ordering),
  }),
  detailEndpoint({
    path: referencePaths.league,
    summary: "One league, by its slug, with its sport and level",
    tag,
    item: league,
    get: getLeague,
  }),
];
