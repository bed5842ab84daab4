// `@tl/data/coaches/mocks`: coaches as the API answers them, for tests and stories (never
// imported by a site's bundle).
export * from "./rows";
export * from "./handlers";
export { bowman } from "./test-rows";
export * from "./page-rows";
export * from "./page-handlers";
