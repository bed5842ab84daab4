import { describe, expect, it } from "vitest";
import { coverageQueryOptions } from "./get-coverage";
import { dataSourcesQueryOptions } from "./get-data-sources";

describe("query keys", () => {
  it("start with 'meta'; coverage holds the site's filters", () => {
    expect(dataSourcesQueryOptions().queryKey).toEqual(["meta", "sources"]);
    expect(coverageQueryOptions({ site: { sport__slug: "hockey", level__slug: "ncaa-division-i" } }).queryKey).toEqual([
      "meta",
      "coverage",
      { sport__slug: "hockey", level__slug: "ncaa-division-i" },
    ]);
  });
});
