// Issue #19's charts: each aggregation endpoint for a random one of the eight championships; the
// runner's first_read counter makes every request a first read (the response cache keys on the URL).
import { analyticsPaths, type AnalyticsChart } from "@tl/contract/analytics";

const CHAMPIONSHIPS = [
  "world-series",
  "nba-finals",
  "super-bowl",
  "stanley-cup-final",
  "college-football-national-championship",
  "ncaa-mens-basketball-tournament",
  "frozen-four",
  "mens-college-world-series",
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

const scenario = (chart: AnalyticsChart) => ({
  name: `analytics: ${chart}`,
  path: () => `${analyticsPaths[chart]}?championship=${pick(CHAMPIONSHIPS)}`,
  target: true,
});

export const ANALYTICS_SCENARIOS = (Object.keys(analyticsPaths) as AnalyticsChart[]).map(scenario);
