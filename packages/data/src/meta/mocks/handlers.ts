// MSW handlers answering from the rows of rows.ts, as the API would.
import { http, HttpResponse } from "msw";
import { drfPage } from "../../shared/mocks";
import { type ApiDataSource, type ApiLeagueCoverage, SOURCE_ROWS, COVERAGE_ROWS } from "./rows";

/**
 * msw handlers for both lists. `calls` records every request as path + query, in order;
 * coverage honours sport__slug and level__slug as the API does.
 */
export function mockMetaApi(sources: readonly ApiDataSource[] = SOURCE_ROWS, coverage: readonly ApiLeagueCoverage[] = COVERAGE_ROWS) {
  const calls: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
    return url.searchParams;
  };
  return {
    calls,
    handlers: [
      http.get("/api/meta/sources/", ({ request }) => {
        record(request);
        return HttpResponse.json(drfPage(sources));
      }),
      http.get("/api/meta/coverage/", ({ request }) => {
        const query = record(request);
        const sport = query.get("sport__slug");
        const level = query.get("level__slug");
        return HttpResponse.json(drfPage(coverage.filter((row) => (!sport || row.sport.slug === sport) && (!level || row.level.slug === level))));
      }),
    ],
  };
}
