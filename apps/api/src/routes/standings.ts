// spec §7 /api/games/standings/ with current/ and by_division/?division={d}; issue #13 adds
// the season parameter and seasons/, the list of seasons that have standings.
import {
  divisionStandingFilters,
  standing,
  STANDING_ORDERING,
  standingFilters,
  standingPaths,
  standingSeasonFilters,
  standingSeasons,
} from "@tl/contract/standings";
import { getStanding, listStandings, listStandingSeasons } from "@tl/db/queries/standings";
import type { z } from "zod/mini";
import { detailEndpoint, listEndpoint, summaryEndpoint } from "../api/endpoint";

const tag = "games";

type Query = z.output<typeof standingFilters>;

const toFilters = (q: Query) => ({
  sportSlug: q.sport__slug,
  levelSlug: q.level__slug,
  leagueSlug: q.league__slug,
  seasonStartYear: q.season__start_year,
  season: q.season,
  division: q.division,
  conference: q.conference,
  teamSlug: q.team__slug,
  search: q.search,
});

export const standingEndpoints = [
  listEndpoint({
    path: standingPaths.list,
    summary: "Standings of every season, by rank then team name",
    tag,
    filters: standingFilters,
    ordering: STANDING_ORDERING,
    item: standing,
    list: (db, q, page, ordering) => listStandings(db, "all", toFilters(q), page, ordering),
  }),
  listEndpoint({
    path: standingPaths.current,
    summary: "Current standings: each league's latest season that has standings, by rank then team name",
    tag,
    filters: standingFilters,
    ordering: STANDING_ORDERING,
    item: standing,
    list: (db, q, page, ordering) => listStandings(db, "current", toFilters(q), page, ordering),
  }),
  listEndpoint({
    path: standingPaths.byDivision,
    summary: "Current standings of one division (the division parameter is required), by rank then team name",
    tag,
    filters: divisionStandingFilters,
    ordering: STANDING_ORDERING,
    item: standing,
    list: (db, q, page, ordering) => listStandings(db, "current", toFilters(q), page, ordering),
  }),
  summaryEndpoint({
    path: standingPaths.seasons,
    summary: "The seasons that have standings (the Standings season picker), newest first",
    tag,
    filters: standingSeasonFilters,
    item: standingSeasons,
    get: async (db, q) => ({
      seasons: await listStandingSeasons(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug, leagueSlug: q.league__slug }),
    }),
  }),
  detailEndpoint({
    path: standingPaths.detail,
    summary: "One standing, by its id",
    tag,
    item: standing,
    get: getStanding,
  }),
];
