// Real answers of /api/analytics/{chart}/ (issue #19), recorded from the analytics queries on the
// full import (2026-11-27): the World Series (every chart drawn, 40 deciding games), the Stanley
// Cup Final, and the Super Bowl (one-game finals: no series lengths).
import type { AnalyticsChart } from "@tl/contract/analytics";
import type { AnalyticsAnswer } from "../get-analytics";
import stanleyCupFinal from "./stanley-cup-final.json";
import superBowl from "./super-bowl.json";
import worldSeries from "./world-series.json";

export type ChartAnswers = { [C in AnalyticsChart]: AnalyticsAnswer<C> };

export const ANALYTICS_ANSWERS: Readonly<Record<string, ChartAnswers>> = {
  "world-series": worldSeries,
  "stanley-cup-final": stanleyCupFinal,
  "super-bowl": superBowl,
};

export const worldSeriesAnswers: ChartAnswers = worldSeries;

/** Every chart with nothing to draw, as the API answers for a championship without titles. */
export function emptyAnswers(of: ChartAnswers = worldSeriesAnswers): ChartAnswers {
  return {
    titles: { ...of.titles, first_season: null, last_season: null, titles: 0, franchises: [] },
    dynasties: { ...of.dynasties, windows: of.dynasties.windows.map((window) => ({ ...window, dynasties: [] })) },
    droughts: { ...of.droughts, latest_season: null, droughts: [] },
    parity: { ...of.parity, decades: [] },
    finals: { ...of.finals, series: 0, lengths: [], deciders: { series: 0, held: 0, home_wins: 0, games: [] } },
    geography: { ...of.geography, titles: 0, regions: [], unlocated: 0 },
  };
}
