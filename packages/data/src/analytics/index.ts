// `@tl/data/analytics`: the charts of /analytics (issue #19).
export { ANALYTICS_PATHS, analyticsQueryOptions, useAnalytics, type AnalyticsAnswer, type AnalyticsRequest } from "./get-analytics";
export type {
  AnalyticsChart,
  DecidingGame,
  Drought,
  DroughtsAnswer,
  DynastiesAnswer,
  Dynasty,
  FinalsAnswer,
  FranchiseTitles,
  GeographyAnswer,
  ParityAnswer,
  ParityDecade,
  Region,
  SeriesLength,
  TitlesAnswer,
  TitleStep,
} from "@tl/contract/analytics";
