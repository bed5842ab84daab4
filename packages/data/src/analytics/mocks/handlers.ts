// GET /api/analytics/{chart}/?championship= answered from recorded answers, as the API would:
// the championship's answer, or 404 `{"detail": …}` for one it does not hold.
import type { AnalyticsChart } from "@tl/contract/analytics";
import { analyticsPaths } from "@tl/contract/analytics";
import { http, HttpResponse, type RequestHandler } from "msw";
import type { CallLog } from "../../shared/mocks";
import { notFound } from "../../shared/mocks";
import { ANALYTICS_ANSWERS, type ChartAnswers } from "./answers";

export const ANALYTICS_CHARTS = Object.keys(analyticsPaths) as AnalyticsChart[];

/** Every chart path, for errorHandler/loadingHandler. */
export const ANALYTICS_CHART_PATHS: readonly string[] = Object.values(analyticsPaths);

/** `answers` by championship slug (default: the recorded ones); `calls` receives `path?query` of each request. */
export function analyticsHandlers(options: { answers?: Readonly<Record<string, ChartAnswers>>; calls?: CallLog } = {}): RequestHandler[] {
  const answers = options.answers ?? ANALYTICS_ANSWERS;
  return ANALYTICS_CHARTS.map((chart) =>
    http.get(analyticsPaths[chart], ({ request }) => {
      const url = new URL(request.url);
      options.calls?.push(`${url.pathname}${url.search}`);
      const answer = answers[url.searchParams.get("championship") ?? ""]?.[chart];
      return answer ? HttpResponse.json(answer) : notFound();
    }),
  );
}
