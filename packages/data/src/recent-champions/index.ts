// `@tl/data/recent-champions`: Home's table of the newest titles.
export { recentChampionsQueryOptions, useRecentChampions, type RecentChampionFilters } from "./get-recent-champions";
export { latestOfEach, toRecentChampion, type RecentChampion } from "./normalise-recent-champion";
