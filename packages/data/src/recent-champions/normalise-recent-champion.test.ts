import { describe, expect, it } from "vitest";
import type { RawChampion } from "../champions/raw-champion";
import { latestOfEach, toRecentChampion } from "./normalise-recent-champion";

const row = (overrides: Partial<RawChampion>): RawChampion => ({
  id: 1,
  team_city: "Philadelphia",
  team_name: "Eagles",
  championship_name: "Super Bowl",
  championship_slug: "super-bowl",
  season_start_year: 2024,
  runner_up_city: "Kansas City",
  runner_up_name: "Chiefs",
  result: "40–22",
  result_type: "game",
  sport: { name: "Football", slug: "football", abbreviation: "FB" },
  ...overrides,
});

describe("toRecentChampion", () => {
  it.each([
    ["a one-year season: Super Bowl LIX, played in February 2025, is the 2024 season's", row({}), "2024", "40–22", "NFL"],
    [
      "a two-year season: the Rangers' Stanley Cup of June 1994",
      row({
        team_city: "New York",
        team_name: "Rangers",
        championship_slug: "stanley-cup-final",
        championship_name: "Stanley Cup Final",
        season_start_year: 1993,
        result: "4–3",
        result_type: "series",
        sport: { name: "Hockey", slug: "hockey" },
      }),
      "1993-94",
      "4–3 series",
      "NHL",
    ],
    [
      "a college title decided by a poll",
      row({
        championship_slug: "college-football-national-championship",
        season_start_year: 1994,
        result: null,
        result_type: "poll",
        runner_up_city: null,
        runner_up_name: null,
      }),
      "1994",
      "Poll",
      "College Football",
    ],
  ])("%s", (_case, raw, season, score, league) => {
    expect(toRecentChampion(raw, 0)).toMatchObject({ season, score, league });
  });

  it("keeps the pages of the champion and its season (issue #16)", () => {
    const raw = row({
      team: { name: "Eagles", city: "Philadelphia", abbreviation: "PHI", sport_name: "Football", slug: "philadelphia-eagles" },
      season: { slug: "nfl-2024", name: "2024 NFL season", label: "2024", start_year: 2024 },
    });
    expect(toRecentChampion(raw, 0)).toMatchObject({ teamSlug: "philadelphia-eagles", seasonSlug: "nfl-2024" });
    expect(toRecentChampion(row({}), 0)).toMatchObject({ teamSlug: null, seasonSlug: null });
  });

  it("names no opponent it does not know", () => {
    expect(toRecentChampion(row({ runner_up_city: null, runner_up_name: null }), 0).opponent).toBe("N/A");
  });
});

describe("latestOfEach", () => {
  it("keeps the first (newest) row of each championship, in order", () => {
    const rows = [row({ id: 1 }), row({ id: 2, championship_slug: "world-series" }), row({ id: 3, season_start_year: 2023 })];
    expect(latestOfEach(rows).map((r) => r.id)).toEqual([1, 2]);
  });
});
