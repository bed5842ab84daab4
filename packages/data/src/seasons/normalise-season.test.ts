import { describe, expect, it } from "vitest";
import { bare, mlb2023, mlb2023Card } from "./mocks/test-rows";
import { normaliseSeason } from "./normalise-season";
import type { RawSeason } from "./raw-season";
import type { Season } from "./season";

describe("normaliseSeason (spec §3 Season, §4 status)", () => {
  it("keeps a complete season as it is", () => {
    expect(normaliseSeason(mlb2023, 0)).toEqual(mlb2023Card);
  });

  it.each<[string, RawSeason, Partial<Season>]>([
    ["name missing: '{start_year} Season'", { ...bare, name: null }, { name: "2004 Season" }],
    ["name and start year missing: 'Current Season'", { id: 1 }, { name: "Current Season", startYear: null, duration: "N/A" }],
    ["level missing: 'Professional'", { ...bare, level: null }, { levelName: "Professional" }],
    ["league missing: the level alone", { ...bare, league: null, level: "NCAA Division I" }, { leagueAndLevel: "NCAA Division I" }],
    [
      "sport, league and level as text",
      { ...bare, sport: "Hockey", league: "National Hockey League", level: "Professional" },
      { sportName: "Hockey", leagueAndLevel: "National Hockey League • Professional" },
    ],
    ["is_active true: active", { ...bare, is_active: true }, { status: "active", result: "undecided" }],
    [
      "is_active false with a champion: completed",
      { ...bare, is_active: false, champion: { team_name: "Devils" } },
      { status: "completed", result: "champion" },
    ],
    // Issue #13: a season over without a recorded result is not completed.
    [
      "is_active false, no result: not recorded, never completed",
      { ...bare, is_active: false },
      { status: "unrecorded", result: "not_recorded", championLabel: "not yet recorded" },
    ],
    ["is_active missing, no result: not recorded", bare, { status: "unrecorded", championLabel: "not yet recorded" }],
    [
      "a finished season without a champion: 'not yet recorded'",
      { ...bare, champion: null },
      { champion: null, championLabel: "not yet recorded" },
    ],
    ["an active season without a champion yet: 'TBD'", { ...bare, is_active: true, champion: null }, { championLabel: "TBD" }],
    // As the API answers the 2025 MLB season (over; its World Series not imported).
    [
      "the API's unrecorded season",
      { ...bare, is_active: false, status: "unrecorded", result: "not_recorded", champion: null },
      { status: "unrecorded", result: "not_recorded", championLabel: "not yet recorded" },
    ],
    [
      "no title awarded, with the reason (the 1994 MLB strike)",
      {
        ...bare,
        status: "completed",
        result: "not_awarded",
        result_note: "Not played: the 1994 season was ended by a players' strike.",
        champion: null,
      },
      { status: "completed", championLabel: "none awarded", resultNote: "Not played: the 1994 season was ended by a players' strike." },
    ],
    [
      "a season before the championship's first title (1880 MLB)",
      { ...bare, status: "completed", result: "before_first_title", championship_name: "World Series", champion: null },
      { status: "completed", championLabel: "none (before the first World Series)", resultNote: null },
    ],
    ["an upcoming season", { ...bare, status: "upcoming", result: "undecided" }, { status: "upcoming", championLabel: "TBD" }],
    ["the API's status in capitals", { ...bare, status: "Active", result: "undecided" }, { status: "active" }],
    [
      "an unknown status: derived",
      { ...bare, status: "done", is_active: false, champion: { team_name: "Devils" } },
      { status: "completed" },
    ],
    [
      "a note only where no title was awarded",
      { ...bare, result: "champion", result_note: "stray", champion: { team_name: "Devils" } },
      { resultNote: null },
    ],
    [
      "champion as name/city/abbreviation",
      { ...bare, champion: { name: "Penguins", city: "Pittsburgh", abbreviation: "PIT" } },
      { champion: { name: "Penguins", city: "Pittsburgh", abbreviation: "PIT" }, championLabel: "Pittsburgh Penguins" },
    ],
    ["champion without a city", { ...bare, champion: { team_name: "Volunteers" } }, { championLabel: "Volunteers" }],
    ["champion without a name: none", { ...bare, champion: { team_city: "Texas" } }, { champion: null, championLabel: "not yet recorded" }],
    ["two calendar years: 'start-YY'", bare, { duration: "2004-05" }],
    ["end year missing: the start year", { ...bare, end_year: null }, { duration: "2004" }],
    ["counts missing: 'N/A'", bare, { teamsCount: "N/A", gamesCount: "N/A" }],
    ["dates missing: 'N/A'", bare, { startDate: "N/A", endDate: "N/A" }],
    ["championship as {name}", { ...bare, championship: { name: "Stanley Cup Final" } }, { championshipName: "Stanley Cup Final" }],
    [
      "championship_name wins over championship",
      { ...bare, championship_name: "Super Bowl", championship: { name: "Other" } },
      { championshipName: "Super Bowl" },
    ],
    ["no championship: 'N/A'", bare, { championshipName: "N/A" }],
    ["regular season games missing: 'N/A'", bare, { regularSeasonGames: "N/A" }],
    ["17 regular season games", { ...bare, regular_season_games: 17 }, { regularSeasonGames: "17 regular season games" }],
    ["playoffs format missing: 'N/A'", { ...bare, playoffs_format: " " }, { playoffsFormat: "N/A" }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseSeason(raw, 0)).toMatchObject(expected);
  });
});
