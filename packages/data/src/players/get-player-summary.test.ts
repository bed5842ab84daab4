import { describe, expect, it } from "vitest";
import { playerSummaryQueryOptions } from "./get-player-summary";

describe("playerSummaryQueryOptions", () => {
  it("is keyed like the list, under 'players'", () => {
    expect(
      playerSummaryQueryOptions({
        site: { sport__slug: "baseball", level__slug: "professional" },
        filters: { status: "active", search: "trout" },
      }).queryKey,
    ).toEqual(["players", "summary", { sport__slug: "baseball", level__slug: "professional" }, { status: "active", search: "trout" }]);
  });
});
