import { describe, expect, it } from "vitest";
import { gameSummaryQueryOptions } from "./get-game-summary";

describe("gameSummaryQueryOptions", () => {
  it.each([
    ["all dates on the hub", { range: "all" as const }, { view: "all" }],
    [
      "today on the NFL site",
      { range: "today" as const, site: { sport__slug: "football", level__slug: "professional" } },
      { view: "today", sport__slug: "football", level__slug: "professional" },
    ],
    ["yesterday's finals", { range: "yesterday" as const, status: "final" }, { view: "recent", date: "2026-11-20", status: "final" }],
    [
      "this week, searched",
      { range: "week" as const, search: "Bills" },
      { view: "all", date__gte: "2026-11-15", date__lte: "2026-11-21", search: "Bills" },
    ],
  ])("%s: the list's filters plus its view, keyed under 'games'", (_, filters, params) => {
    const { site = {}, ...choices } = filters as typeof filters & { site?: Record<string, string> };
    const request = { site, filters: { sport: "all", status: "all", search: "", today: "2026-11-21", ...choices } };
    expect(gameSummaryQueryOptions(request).queryKey).toEqual(["games", "summary", params]);
  });
});
