// /api/meta/…: provenance of the data (every source, its licence and load counts), per
// league how much the database holds, the figures Home shows for a site, and the data's version.
import {
  COVERAGE_ORDERING,
  coverageFilters,
  dataSource,
  figuresFilters,
  leagueCoverage,
  metaPaths,
  siteFigures as figures,
  SOURCE_ORDERING,
  sourceFilters,
  dataVersion,
  versionFilters,
} from "@tl/contract/meta";
import { siteFigures } from "@tl/db/queries/figures";
import { getDataVersion, getSource, listCoverage, listSources } from "@tl/db/queries/meta";
import { detailEndpoint, listEndpoint, summaryEndpoint } from "../api/endpoint";

const tag = "meta";

export const metaEndpoints = [
  listEndpoint({
    path: metaPaths.sources,
    summary: "Data sources: licence, attribution, coverage and rows loaded",
    tag,
    filters: sourceFilters,
    ordering: SOURCE_ORDERING,
    item: dataSource,
    list: (db, _q, page, ordering) => listSources(db, page, ordering),
  }),
  detailEndpoint({
    path: metaPaths.source,
    summary: "One data source, by its slug",
    tag,
    item: dataSource,
    get: getSource,
  }),
  listEndpoint({
    path: metaPaths.coverage,
    summary: "Per league: seasons held and counts of champions, teams, games, players and coaches",
    tag,
    filters: coverageFilters,
    ordering: COVERAGE_ORDERING,
    item: leagueCoverage,
    list: (db, q, page, ordering) => listCoverage(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug }, page, ordering),
  }),
  summaryEndpoint({
    path: metaPaths.figures,
    summary: "Home's figures for a site: championships, titles, seasons, teams, games, people and rows of data held, and the latest import",
    tag,
    filters: figuresFilters,
    item: figures,
    get: (db, q) => siteFigures(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug }),
  }),
  summaryEndpoint({
    path: metaPaths.version,
    summary: "The data's version: a count bumped by every import or editor's result that changes an answer, and when",
    tag,
    filters: versionFilters,
    item: dataVersion,
    get: (db) => getDataVersion(db),
  }),
];
