// `@tl/data/meta/mocks`: meta as the API answers them, for tests and stories (never
// imported by a site's bundle).
export * from "./rows";
export * from "./handlers";
export { lahman } from "./test-rows";
