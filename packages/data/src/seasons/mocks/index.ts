// `@tl/data/seasons/mocks`: seasons as the API answers them, for tests and stories (never
// imported by a site's bundle).
export * from "./rows";
export * from "./handlers";
export { bare, mlb2023Card } from "./test-rows";
export { mlb1927Detail, worldSeries1927Games } from "./season-page-rows";
export { seasonPageHandler, seasonPageHandlers, seriesGamesHandler } from "./season-page";
