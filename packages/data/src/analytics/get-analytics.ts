// Issue #19: the six charts of /analytics, one endpoint each (/api/analytics/{chart}/), every one
// for one championship (`?championship=`: a sport site's own, or the one picked on the hub).
// The answers are our own aggregates, not spec §3 entities: no field falls back to a default,
// so they are read with the contract's schemas themselves (one shape, declared once in
// @tl/contract/analytics) rather than relaxed and normalised.
import {
  analyticsPaths,
  droughtsAnswer,
  dynastiesAnswer,
  finalsAnswer,
  geographyAnswer,
  parityAnswer,
  titlesAnswer,
  type AnalyticsChart,
  type DroughtsAnswer,
  type DynastiesAnswer,
  type FinalsAnswer,
  type GeographyAnswer,
  type ParityAnswer,
  type TitlesAnswer,
} from "@tl/contract/analytics";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { apiGet } from "../shared/api-get";
import { retryUnlessNotFound } from "../shared/not-found";

export const ANALYTICS_PATHS = analyticsPaths;

interface Answers {
  titles: TitlesAnswer;
  dynasties: DynastiesAnswer;
  droughts: DroughtsAnswer;
  parity: ParityAnswer;
  finals: FinalsAnswer;
  geography: GeographyAnswer;
}

export type AnalyticsAnswer<C extends AnalyticsChart> = Answers[C];

const schemas: { [C in AnalyticsChart]: z.ZodMiniType<Answers[C]> } = {
  titles: titlesAnswer,
  dynasties: dynastiesAnswer,
  droughts: droughtsAnswer,
  parity: parityAnswer,
  finals: finalsAnswer,
  geography: geographyAnswer,
};

/** Which championship a chart is about: its slug ("world-series"). */
export interface AnalyticsRequest {
  championship: string;
}

export function analyticsQueryOptions<C extends AnalyticsChart>(chart: C, { championship }: AnalyticsRequest) {
  const schema: z.ZodMiniType<Answers[C]> = schemas[chart];
  return queryOptions({
    queryKey: ["analytics", chart, championship],
    queryFn: ({ signal }) => apiGet(analyticsPaths[chart], { championship }, schema, signal),
  });
}

/** One chart's answer; an unknown championship (404) is final, not retried. */
export function useAnalytics<C extends AnalyticsChart>(chart: C, request: AnalyticsRequest) {
  const retry = retryUnlessNotFound(useQueryClient().getDefaultOptions().queries?.retry);
  return useQuery({ ...analyticsQueryOptions(chart, request), retry });
}
