// Provenance of the data (/api/meta/sources/: every source with its licence, attribution,
// coverage and load counts): a handful of rows, fetched whole.
import { metaPaths } from "@tl/contract/meta";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiListAll } from "../shared/api-list";
import { normaliseDataSource } from "./normalise-data-source";
import { rawDataSourceSchema, type RawDataSource } from "./raw-data-source";

export const SOURCES_PATH = metaPaths.sources;

/**
 * The one list without `{ site, filters }`: the sources are the same on every site (the API
 * takes no sport or level here), so there is nothing to pass.
 */
export function dataSourcesQueryOptions() {
  return queryOptions({
    queryKey: ["meta", "sources"],
    queryFn: ({ signal }) => apiListAll(SOURCES_PATH, {}, rawDataSourceSchema, signal),
    select: (rows: RawDataSource[]) => rows.map(normaliseDataSource),
  });
}

export function useDataSources() {
  return useQuery(dataSourcesQueryOptions());
}
