// The query parameters a path cannot answer 200 without, for the tests that ask every endpoint
// (conformance.test, http.test): each list answers rows with them on the test fixtures.
import { analyticsPaths } from "@tl/contract/analytics";

export const REQUIRED_PARAMS: Readonly<Record<string, string>> = {
  "/api/people/players/by_position/": "?position=a",
  "/api/games/standings/by_division/": "?division=NFC%20East",
  "/api/search/": "?q=roy",
  // Issue #19: a chart is of one championship.
  ...Object.fromEntries(Object.values(analyticsPaths).map((path) => [path, "?championship=super-bowl"])),
};
