// Per league, how much the database holds (/api/meta/coverage/): a handful of rows, fetched whole.
import { metaPaths } from "@tl/contract/meta";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiListAll } from "../shared/api-list";
import type { SiteRequest } from "../shared/list-request";
import { normaliseLeagueCoverage } from "./normalise-league-coverage";
import { rawLeagueCoverageSchema, type RawLeagueCoverage } from "./raw-league-coverage";

export const COVERAGE_PATH = metaPaths.coverage;

/** spec §7: the site's sport__slug / level__slug narrow coverage to its own leagues. */
export function coverageQueryOptions({ site }: SiteRequest) {
  return queryOptions({
    queryKey: ["meta", "coverage", { ...site }],
    queryFn: ({ signal }) => apiListAll(COVERAGE_PATH, { ...site }, rawLeagueCoverageSchema, signal),
    select: (rows: RawLeagueCoverage[]) => rows.map(normaliseLeagueCoverage),
  });
}

export function useCoverage(request: SiteRequest) {
  return useQuery(coverageQueryOptions(request));
}
