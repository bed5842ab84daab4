// `@tl/data/season-options`: the Scores season picker (issue #13) and the season choices of both pickers.
export { GAME_SEASONS_PATH, gameSeasonsQueryOptions, useGameSeasons } from "./get-season-options";
export { normaliseSeasonOptions, type LeagueSeason } from "./normalise-season-options";
export { rawSeasonOptionSchema, rawSeasonOptionsSchema, type RawSeasonOptions } from "./raw-season-options";
export { seasonChoices, seasonParam, sportOf, type SeasonChoice } from "./season-choices";
export { finalSeasonsQueryOptions, useFinalSeasons } from "./get-final-seasons";
