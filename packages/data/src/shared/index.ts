// `@tl/data/shared`: the pieces every resource shares: the API client, formatting, paging,
// the query client, the team dropdowns and the list hooks' one argument.
export { ApiError } from "./api-error";
export { apiGet } from "./api-get";
export { apiList, apiListAll, listSchema, type ListPage } from "./api-list";
export { buildUrl, type QueryParams } from "./build-url";
export { compareNames } from "./compare-names";
export { DATA_VERSION_KEY, dataVersionQueryOptions, dataVersionToken, fetchDataVersion, rawDataVersionSchema } from "./data-version";
export { ageFrom, formatDate, formatDuration, formatLocalDate } from "./dates";
export {
  firstOf,
  formatCount,
  formatOrdinal,
  formatRecord,
  formatStat,
  formatWinPercentage,
  NOT_AVAILABLE,
  orNotAvailable,
  statLabel,
} from "./format";
export { labelTeams, teamChoices, type NamedTeam, type TeamChoice } from "./label-teams";
export type { ListRequest, SiteRequest } from "./list-request";
export { isNotFound, retryUnlessNotFound } from "./not-found";
export { PAGE_SIZE, pagedQueryOptions, type PagedList } from "./paged";
export { createQueryClient, logQueryFailure, queryDefaults } from "./query-client";
export { rawTeamOptionSchema, teamFullName, teamOptionYears, yearsText, type RawTeamOption, type TeamOptionYears } from "./team-option";
