import { describe, expect, it } from "vitest";
import type { ApiFilters } from "@tl/site-config/derive";
import type { ListRequest } from "../shared/list-request";
import { gameRequest, type GameFilters } from "./game-request";
import { gameSummaryQueryOptions } from "./get-game-summary";
import { gamesQueryOptions } from "./get-games";
import { allGames } from "./mocks/test-rows";

type Choices = Partial<GameFilters> & { site?: ApiFilters };
const base: Choices = {};
const list = ({ site = {}, ...filters }: Choices): ListRequest<GameFilters> => ({ site, filters: { ...allGames, ...filters } });

describe("gameRequest (spec §7 Scores)", () => {
  it.each<[string, Choices, string, string, Record<string, string | number>]>([
    ["all dates", {}, "/api/games/games/", "all", {}],
    ["today", { range: "today" }, "/api/games/games/today/", "today", {}],
    ["yesterday", { range: "yesterday" }, "/api/games/games/recent/", "recent", { date: "2026-11-20" }],
    ["this week", { range: "week" }, "/api/games/games/", "all", { date__gte: "2026-11-15", date__lte: "2026-11-21" }],
    ["this month", { range: "month" }, "/api/games/games/", "all", { date__gte: "2026-11-01", date__lte: "2026-11-21" }],
    ["a status", { status: "final" }, "/api/games/games/", "all", { status: "final" }],
    ["an unknown status", { status: "cancelled" }, "/api/games/games/", "all", {}],
    ["a search", { search: "  eagles " }, "/api/games/games/", "all", { search: "eagles" }],
    ["a sport on the hub", { sport: "football" }, "/api/games/games/", "all", { sport__slug: "football" }],
    [
      "a final's games (issue #15)",
      { championship: "world-series", season: 1927 },
      "/api/games/games/",
      "all",
      { championship__slug: "world-series", season__start_year: 1927 },
    ],
    ["a day (issue #15)", { date: "1927-09-30" }, "/api/games/games/", "all", { date: "1927-09-30" }],
    [
      "a day inside a range: the range wins",
      { date: "1927-09-30", range: "week" },
      "/api/games/games/",
      "all",
      { date__gte: "2026-11-15", date__lte: "2026-11-21" },
    ],
    [
      "the NFL site",
      { site: { sport__slug: "football", level__slug: "professional" } },
      "/api/games/games/",
      "all",
      { sport__slug: "football", level__slug: "professional" },
    ],
    [
      "another sport on the NFL site (the site wins)",
      { site: { sport__slug: "football", level__slug: "professional" }, sport: "hockey" },
      "/api/games/games/",
      "all",
      { sport__slug: "football", level__slug: "professional" },
    ],
    [
      "everything at once",
      { range: "week", status: "final", search: "chiefs", sport: "football" },
      "/api/games/games/",
      "all",
      {
        sport__slug: "football",
        date__gte: "2026-11-15",
        date__lte: "2026-11-21",
        status: "final",
        search: "chiefs",
      },
    ],
    ["a season", { season: 1985 }, "/api/games/games/", "all", { season__start_year: 1985 }],
    [
      "a season on the NFL site, searched",
      { site: { sport__slug: "football", level__slug: "professional" }, season: 1985, search: "bears" },
      "/api/games/games/",
      "all",
      {
        sport__slug: "football",
        level__slug: "professional",
        season__start_year: 1985,
        search: "bears",
      },
    ],
    ["no season", { season: null }, "/api/games/games/", "all", {}],
    ["today within a season", { season: 2024, range: "today" }, "/api/games/games/today/", "today", { season__start_year: 2024 }],
  ])("%s", (_, filters, path, view, params) => {
    const request = gameRequest(list({ ...base, ...filters }));
    expect(request.path).toBe(path);
    expect(request.view).toBe(view);
    expect(Object.fromEntries(Object.entries(request.params).filter(([, value]) => value !== undefined))).toEqual(params);
  });

  it("keys every list by its path and filters, starting with 'games'", () => {
    const week = gamesQueryOptions(list({ ...base, range: "week", status: "final" }));
    expect(week.queryKey).toEqual(["games", "/api/games/games/", { date__gte: "2026-11-15", date__lte: "2026-11-21", status: "final" }]);
    const summary = gameSummaryQueryOptions(list({ ...base, site: { sport__slug: "football" }, range: "today" }));
    expect(summary.queryKey).toEqual(["games", "summary", { view: "today", sport__slug: "football" }]);
  });
});
