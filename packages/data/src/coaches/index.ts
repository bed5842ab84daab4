// `@tl/data/coaches`: the Coaches screen's pages, tiles and options, and which call a choice of
// filters makes.
export { COACH_STATUSES, type Coach, type CoachStatus, type FormerTeam } from "./coach";
export { splitSpecialties, type CareerRecord, type PlayingCareer } from "./coach-career";
export {
  ACTIVE_COACHES_PATH,
  COACHES_PATH,
  coachesRequest,
  coachSummaryParams,
  HEAD_COACHES_PATH,
  isHeadCoachPosition,
  NO_COACH_FILTERS,
  type CoachFilters,
} from "./coach-request";
export type { CoachSummary, SportOption, TeamOption } from "./coach-summary";
export { NO_COACH_TEAM_RECORDED, type CoachTeam } from "./coach-team";
export { COACH_SUMMARY_PATH, coachSummaryQueryOptions, useCoachSummary } from "./get-coach-summary";
export { coachesQueryOptions, useCoaches } from "./get-coaches";
export { normaliseCoach } from "./normalise-coach";
export { normaliseCoachSummary } from "./normalise-coach-summary";
export { rawCoachSchema, type RawCoach } from "./raw-coach";
export { rawCoachSummarySchema, type RawCoachSummary } from "./raw-coach-summary";
// The coach's page (issue #16).
export type { CoachPage, CoachSeasonRow } from "./coach-page";
export { coachPagePath, coachPageQueryOptions, useCoachPage } from "./get-coach-page";
export { coachSeasonsPath, coachSeasonsQueryOptions, useCoachSeasons } from "./get-coach-seasons";
export { normaliseCoachPage } from "./normalise-coach-page";
export { normaliseCoachSeason } from "./normalise-coach-season";
export { rawCoachPageSchema, rawCoachSeasonSchema, type RawCoachPage, type RawCoachSeason } from "./raw-coach-page";
export type { AwardYear, PersonTitle, TeamLink } from "../shared/person-page";
