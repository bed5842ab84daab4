// /api/meta/…: provenance of the data (every source, its licence and load counts), per
// league how much the database holds, and the figures Home shows for a site.
import { siteFigures } from "@tl/db/queries/figures";
import { COVERAGE_ORDERING, listCoverage, listSources, SOURCE_ORDERING } from "@tl/db/queries/meta";
import { z } from "zod";
import { listEndpoint, summaryEndpoint } from "../api/endpoint";
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
  summaryEndpoint({
    path: "/api/meta/figures/",
    summary: "Home's figures for a site: championships, titles, seasons, teams, games, people and rows of data held, and the latest import",
    tag,
    filters: z.object({ sport__slug: param.slug(), level__slug: param.slug() }),
    item: entities.siteFigures,
    get: (db, q) => siteFigures(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug }),
  }),
];
