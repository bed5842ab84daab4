// `@tl/data/analytics/mocks`: recorded analytics answers and their handlers, for tests and
// stories (never imported by a site's bundle).
export * from "./answers";
export * from "./handlers";
