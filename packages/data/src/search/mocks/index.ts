// `@tl/data/search/mocks`: search answers as the API gives them, for tests and stories (never
// imported by a site's bundle).
export * from "./rows";
export * from "./handlers";
