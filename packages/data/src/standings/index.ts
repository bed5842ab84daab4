// `@tl/data/standings`: the Standings screen's rows and the playoff badges.
export {
  ALL_DIVISIONS,
  CURRENT_STANDINGS_PATH,
  DIVISION_STANDINGS_PATH,
  STANDINGS_PATH,
  standingsQueryOptions,
  useStandings,
  type StandingFilters,
} from "./get-standings";
export { normaliseStanding } from "./normalise-standing";
export { rawStandingSchema, type RawStanding } from "./raw-standing";
export { PLAYOFF_LABELS, PLAYOFF_POSITIONS, type PlayoffPosition, type Standing, type StreakType } from "./standing";
export {
  leagueSeasonsQueryOptions,
  normaliseStandingSeasons,
  rawStandingSeasonsSchema,
  useStandingLeagueSeasons,
  type RawStandingSeasons,
  type StandingSeason,
} from "./standing-seasons";
