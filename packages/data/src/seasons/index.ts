// `@tl/data/seasons`: the Seasons screen's list, its defaults and its filters, and a league
// season's page (issue #16).
export { SEASONS_PATH, seasonsQueryOptions, useSeasons } from "./get-seasons";
export { seasonPagePath, seasonPageQueryOptions, useSeasonPage } from "./get-season-page";
export { scoreText, seriesGamesParams, seriesScoresQueryOptions, useSeriesScores } from "./get-series-scores";
export { normaliseSeason } from "./normalise-season";
export { normaliseSeasonPage } from "./normalise-season-page";
export { rawSeasonSchema, type RawSeason } from "./raw-season";
export { rawSeasonPageSchema, type RawSeasonPage } from "./raw-season-page";
export {
  RESULT_NOT_RECORDED,
  SEASON_RESULTS,
  SEASON_STATUSES,
  type Season,
  type SeasonChampion,
  type SeasonResult,
  type SeasonStatus,
} from "./season";
export type {
  SeasonLeader,
  SeasonLeaderBoard,
  SeasonPage,
  SeasonSeries,
  SeasonStandingGroup,
  SeasonStandingRow,
  SeasonTeam,
  SeriesGame,
} from "./season-page";
export {
  DECADES,
  matchesDecade,
  matchesStatus,
  newestFirst,
  SEASON_STATUS_FILTERS,
  type Decade,
  type SeasonStatusFilter,
} from "./season-filters";
