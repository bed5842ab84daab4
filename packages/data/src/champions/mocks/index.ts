// `@tl/data/champions/mocks`: champions as the API answers them, for tests and stories (never
// imported by a site's bundle).
export * from "./rows";
export * from "./handlers";
export { eagles, louisville2012, notPlayed1994 } from "./test-rows";
