// /api/meta/…: provenance of the data (every source, its licence and load counts) and, per
// league, how much the database holds.
import { COVERAGE_ORDERING, listCoverage, listSources, SOURCE_ORDERING } from "@tl/db/queries/meta";
import { z } from "zod";
import { listEndpoint } from "../api/endpoint";
import * as entities from "../api/entities/index";
import { param } from "../api/query";

const tag = "meta";

export const metaEndpoints = [
  listEndpoint({
    path: "/api/meta/sources/",
    summary: "Data sources: licence, attribution, coverage and rows loaded",
    tag,
    filters: z.object({}),
    ordering: SOURCE_ORDERING,
    item: entities.dataSource,
    list: (db, _q, page, ordering) => listSources(db, page, ordering),
  }),
  listEndpoint({
    path: "/api/meta/coverage/",
    summary: "Per league: seasons held and counts of champions, teams, games, players and coaches",
    tag,
    filters: z.object({ sport__slug: param.slug(), level__slug: param.slug() }),
    ordering: COVERAGE_ORDERING,
    item: entities.leagueCoverage,
    list: (db, q, page, ordering) => listCoverage(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug }, page, ordering),
  }),
];
