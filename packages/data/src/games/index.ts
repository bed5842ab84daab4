// `@tl/data/games`: the Scores screen's list, its counters and which call a choice of filters
// makes.
export { GAME_STATUSES, type Game, type GameStatus, type GameTeam, type LineScore } from "./game";
export { lineScoreInnings, lineScoreOf } from "./line-score";
export { addDays, DATE_RANGES, GAME_TIME_ZONE, todayInNewYork, type DateRange } from "./game-dates";
export { GAMES_PATH, gameRequest, type GameFilters, type GameRequest } from "./game-request";
export { GAME_SUMMARY_PATH, gameSummaryQueryOptions, useGameSummary } from "./get-game-summary";
export { gamesQueryOptions, useGames } from "./get-games";
export { definedParams } from "../shared/params";
export { normaliseGame } from "./normalise-game";
export { normaliseGameSummary, type GameSportOption, type GameSummary } from "./normalise-game-summary";
export { rawGameSchema, type RawGame } from "./raw-game";
export { rawGameSummarySchema, type RawGameSummary } from "./raw-game-summary";
