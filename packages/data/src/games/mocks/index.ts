// `@tl/data/games/mocks`: games as the API answers them, for tests and stories (never
// imported by a site's bundle).
export * from "./rows";
export * from "./handlers";
export { normalisedLix, allGames } from "./test-rows";
