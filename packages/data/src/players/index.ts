// `@tl/data/players`: the Players screen's pages, tiles and options, and which call a choice
// of filters makes.
export { careerStatsOf, DETAIL_STATS, orderCareerStats, type CareerStat } from "./career-stats";
export { PLAYER_SUMMARY_PATH, playerSummaryQueryOptions, usePlayerSummary } from "./get-player-summary";
export { playersQueryOptions, usePlayers } from "./get-players";
export { normalisePlayer, normalisePlayerAt } from "./normalise-player";
export { normalisePlayerSummary } from "./normalise-player-summary";
export { CARD_AWARDS, DEFAULT_POSITION, isPlayerStatus, PLAYER_STATUSES, type Player, type PlayerIcon, type PlayerStatus } from "./player";
export {
  ACTIVE_PLAYERS_PATH,
  playerKeyParts,
  playerParams,
  PLAYERS_BY_POSITION_PATH,
  PLAYERS_PATH,
  playersQueryKey,
  playersRequest,
  type PlayerFilters,
} from "./player-request";
export { type PlayerSummary, type SportOption, type TeamOption } from "./player-summary";
export { FREE_AGENT, NO_TEAM_RECORDED, type PlayerTeam } from "./player-team";
export { heightText, playerIcon } from "./player-traits";
export { rawPlayerSchema, type RawPlayer } from "./raw-player";
export { rawPlayerSummarySchema, type RawPlayerSummary } from "./raw-player-summary";
export { definedParams } from "../shared/params";
export { cityAndName } from "../shared/loose";
// The player's page (issue #16).
export { playerPagePath, playerPageQueryOptions, usePlayerPage } from "./get-player-page";
export { playerSeasonsPath, playerSeasonsQueryOptions, usePlayerSeasons } from "./get-player-seasons";
export { normalisePlayerPage } from "./normalise-player-page";
export { normalisePlayerSeason, rowsByKind } from "./normalise-player-season";
export type { AllStarYear, PlayerPage, PlayerSeasonKind, PlayerSeasonRow, TeamPlayedFor } from "./player-page";
export { rawPlayerPageSchema, rawPlayerSeasonSchema, type RawPlayerPage, type RawPlayerSeason } from "./raw-player-page";
export type { AwardYear, PersonTitle, TeamLink } from "../shared/person-page";
