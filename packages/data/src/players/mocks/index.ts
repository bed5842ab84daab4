// `@tl/data/players/mocks`: players as the API answers them, for tests and stories (never
// imported by a site's bundle).
export * from "./rows";
export * from "./handlers";
export * from "./page-rows";
export * from "./page-handlers";
