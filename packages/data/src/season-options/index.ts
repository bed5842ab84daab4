// `@tl/data/season-options`: the season pickers of Standings and Scores (issue #13).
export {
  GAME_SEASONS_PATH,
  gameSeasonsQueryOptions,
  STANDING_SEASONS_PATH,
  standingSeasonsQueryOptions,
  useGameSeasons,
  useStandingSeasons,
} from "./get-season-options";
export { normaliseSeasonOptions, type LeagueSeason } from "./normalise-season-options";
export { rawSeasonOptionSchema, rawSeasonOptionsSchema, type RawSeasonOptions } from "./raw-season-options";
export { seasonChoices, seasonParam, sportOf, type SeasonChoice } from "./season-choices";
export { finalSeasonsQueryOptions, useFinalSeasons } from "./get-final-seasons";
