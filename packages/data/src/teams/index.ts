// `@tl/data/teams`: the Debug screen's page, the Teams screen's list, and a franchise's page.
export { TEAM_LIST_ORDERING, teamListQueryOptions, useTeamList } from "./get-team-list";
export { teamPagePath, teamPageQueryOptions, useTeamPage } from "./get-team-page";
export { teamSeasonsPath, teamSeasonsQueryOptions, useTeamSeasons } from "./get-team-seasons";
export { TEAMS_PATH, teamPageSchema, teamsQueryOptions, teamSummarySchema, useTeams, type TeamPage, type TeamSummary } from "./get-teams";
export { normaliseTeam } from "./normalise-team";
export { levelSlugOf, normaliseTeamPage, recordOf, seasonName } from "./normalise-team-page";
export { normaliseTeamSeason, playoffText } from "./normalise-team-season";
export { rawTeamSchema, type RawTeam } from "./raw-team";
export { rawTeamPageSchema, rawTeamSeasonSchema, type RawTeamPage, type RawTeamSeason } from "./raw-team-page";
export type { Team } from "./team";
export type {
  BestRecord,
  FirstsAndBests,
  FranchiseName,
  FranchiseTitle,
  PlayoffOutcome,
  SeasonName,
  Franchise,
  TeamSeasonRow,
  TitleDrought,
} from "./franchise";
