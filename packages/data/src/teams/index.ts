// `@tl/data/teams`: the Debug screen's page and the Teams screen's list.
export { TEAM_LIST_ORDERING, teamListQueryOptions, useTeamList } from "./get-team-list";
export { TEAMS_PATH, teamPageSchema, teamsQueryOptions, teamSummarySchema, useTeams, type TeamPage, type TeamSummary } from "./get-teams";
export { normaliseTeam } from "./normalise-team";
export { rawTeamSchema, type RawTeam } from "./raw-team";
export type { Team } from "./team";
