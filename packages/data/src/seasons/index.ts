// `@tl/data/seasons`: the Seasons screen's list, its defaults and its filters.
export { SEASONS_PATH, seasonsQueryOptions, useSeasons } from "./get-seasons";
export { normaliseSeason } from "./normalise-season";
export { rawSeasonSchema, type RawSeason } from "./raw-season";
export {
  RESULT_NOT_RECORDED,
  SEASON_RESULTS,
  SEASON_STATUSES,
  type Season,
  type SeasonChampion,
  type SeasonResult,
  type SeasonStatus,
} from "./season";
export {
  DECADES,
  matchesDecade,
  matchesStatus,
  newestFirst,
  SEASON_STATUS_FILTERS,
  type Decade,
  type SeasonStatusFilter,
} from "./season-filters";
