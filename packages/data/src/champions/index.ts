// `@tl/data/champions`: one season's champions, a championship's history, the year picker.
export { NO_CHAMPION, NOT_AVAILABLE_LONG, VACATED, type Champion } from "./champion";
export {
  championDetails,
  coachLinks,
  mvpLinks,
  newestFirst,
  titlesByFranchise,
  type ChampionDetail,
  type FranchiseTitles,
} from "./champion-details";
export { linkNames, type NameLink, type NameSegment } from "./name-links";
export { CHAMPION_YEAR_COUNT, championYears, latestChampionYear, parseChampionYear, seasonYears, type SeasonSpan } from "./champion-years";
export { CHAMPIONS_PATH, championsQueryOptions, useChampions, type ChampionFilters } from "./get-champions";
export { championshipChampionsQueryOptions, useChampionshipChampions } from "./get-championship-champions";
export { normaliseChampion } from "./normalise-champion";
export { rawChampionSchema, type RawChampion } from "./raw-champion";
