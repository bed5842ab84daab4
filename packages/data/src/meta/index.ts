// `@tl/data/meta`: the Data Quality screen's sources and coverage per league.
export type { DataSource, SourceCoverage } from "./data-source";
export { formatImportedAt, NOT_IMPORTED } from "./format-imported-at";
export { COVERAGE_PATH, coverageQueryOptions, useCoverage } from "./get-coverage";
export { dataSourcesQueryOptions, SOURCES_PATH, useDataSources } from "./get-data-sources";
export { leagueLabel, yearSpan } from "./league-label";
export { normaliseDataSource } from "./normalise-data-source";
export { normaliseLeagueCoverage, type LeagueCoverage } from "./normalise-league-coverage";
export { rawDataSourceSchema, type RawDataSource } from "./raw-data-source";
export { rawLeagueCoverageSchema, type RawLeagueCoverage } from "./raw-league-coverage";
