import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { matchesDecade, matchesStatus, normaliseSeason, seasonsQueryOptions, type Decade, type RawSeason, type Season, type SeasonStatus, type SeasonStatusFilter } from "./seasons";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The running API's row for the 2023 MLB season; dates, counts and format are the true facts
// of that season (the API leaves them null).
const mlb2023: RawSeason = {
  id: 263,
  name: "2023 MLB season",
  start_year: 2023,
  end_year: 2023,
  sport: { name: "Baseball" },
  league: { name: "Major League Baseball" },
  level: { name: "Professional" },
  is_active: false,
  status: "completed",
  result: "champion",
  result_note: null,
  champion: { team_name: "Rangers", team_city: "Texas", team_abbreviation: "TEX" },
  championship_name: "World Series",
  start_date: "2023-03-30",
  end_date: "2023-11-01",
  teams_count: 30,
  games_count: 2430,
  regular_season_games: 162,
  playoffs_format: "12-team bracket: best-of-3 Wild Card Series, best-of-5 Division Series, best-of-7 LCS and World Series",
};

const mlb2023Card: Season = {
  key: "263",
  name: "2023 MLB season",
  startYear: 2023,
  sportName: "Baseball",
  leagueName: "Major League Baseball",
  levelName: "Professional",
  leagueAndLevel: "Major League Baseball • Professional",
  status: "completed",
  result: "champion",
  champion: { name: "Rangers", city: "Texas", abbreviation: "TEX" },
  championLabel: "Texas Rangers",
  resultNote: null,
  teamsCount: "30",
  gamesCount: "2,430",
  duration: "2023",
  startDate: "Mar 30, 2023",
  endDate: "Nov 1, 2023",
  championshipName: "World Series",
  regularSeasonGames: "162 regular season games",
  playoffsFormat: "12-team bracket: best-of-3 Wild Card Series, best-of-5 Division Series, best-of-7 LCS and World Series",
};

const bare: RawSeason = { id: 354, start_year: 2004, end_year: 2005 };

describe("normaliseSeason (spec §3 Season, §4 status)", () => {
  it("keeps a complete season as it is", () => {
    expect(normaliseSeason(mlb2023, 0)).toEqual(mlb2023Card);
  });

  it.each<[string, RawSeason, Partial<Season>]>([
    ["name missing: '{start_year} Season'", { ...bare, name: null }, { name: "2004 Season" }],
    ["name and start year missing: 'Current Season'", { id: 1 }, { name: "Current Season", startYear: null, duration: "N/A" }],
    ["level missing: 'Professional'", { ...bare, level: null }, { levelName: "Professional" }],
    ["league missing: the level alone", { ...bare, league: null, level: "NCAA Division I" }, { leagueAndLevel: "NCAA Division I" }],
    ["sport, league and level as text", { ...bare, sport: "Hockey", league: "National Hockey League", level: "Professional" }, { sportName: "Hockey", leagueAndLevel: "National Hockey League • Professional" }],
    ["is_active true: active", { ...bare, is_active: true }, { status: "active", result: "undecided" }],
    ["is_active false with a champion: completed", { ...bare, is_active: false, champion: { team_name: "Devils" } }, { status: "completed", result: "champion" }],
    // Issue #13: a season over without a recorded result is not completed.
    ["is_active false, no result: not recorded, never completed", { ...bare, is_active: false }, { status: "unrecorded", result: "not_recorded", championLabel: "not yet recorded" }],
    ["is_active missing, no result: not recorded", bare, { status: "unrecorded", championLabel: "not yet recorded" }],
    ["a finished season without a champion: 'not yet recorded'", { ...bare, champion: null }, { champion: null, championLabel: "not yet recorded" }],
    ["an active season without a champion yet: 'TBD'", { ...bare, is_active: true, champion: null }, { championLabel: "TBD" }],
    // As the API answers the 2025 MLB season (over; its World Series not imported).
    ["the API's unrecorded season", { ...bare, is_active: false, status: "unrecorded", result: "not_recorded", champion: null }, { status: "unrecorded", result: "not_recorded", championLabel: "not yet recorded" }],
    [
      "no title awarded, with the reason (the 1994 MLB strike)",
      { ...bare, status: "completed", result: "not_awarded", result_note: "Not played: the 1994 season was ended by a players' strike.", champion: null },
      { status: "completed", championLabel: "none awarded", resultNote: "Not played: the 1994 season was ended by a players' strike." },
    ],
    [
      "a season before the championship's first title (1880 MLB)",
      { ...bare, status: "completed", result: "before_first_title", championship_name: "World Series", champion: null },
      { status: "completed", championLabel: "none (before the first World Series)", resultNote: null },
    ],
    ["an upcoming season", { ...bare, status: "upcoming", result: "undecided" }, { status: "upcoming", championLabel: "TBD" }],
    ["the API's status in capitals", { ...bare, status: "Active", result: "undecided" }, { status: "active" }],
    ["an unknown status: derived", { ...bare, status: "done", is_active: false, champion: { team_name: "Devils" } }, { status: "completed" }],
    ["a note only where no title was awarded", { ...bare, result: "champion", result_note: "stray", champion: { team_name: "Devils" } }, { resultNote: null }],
    ["champion as name/city/abbreviation", { ...bare, champion: { name: "Penguins", city: "Pittsburgh", abbreviation: "PIT" } }, { champion: { name: "Penguins", city: "Pittsburgh", abbreviation: "PIT" }, championLabel: "Pittsburgh Penguins" }],
    ["champion without a city", { ...bare, champion: { team_name: "Volunteers" } }, { championLabel: "Volunteers" }],
    ["champion without a name: none", { ...bare, champion: { team_city: "Texas" } }, { champion: null, championLabel: "not yet recorded" }],
    ["two calendar years: 'start-YY'", bare, { duration: "2004-05" }],
    ["end year missing: the start year", { ...bare, end_year: null }, { duration: "2004" }],
    ["counts missing: 'N/A'", bare, { teamsCount: "N/A", gamesCount: "N/A" }],
    ["dates missing: 'N/A'", bare, { startDate: "N/A", endDate: "N/A" }],
    ["championship as {name}", { ...bare, championship: { name: "Stanley Cup Final" } }, { championshipName: "Stanley Cup Final" }],
    ["championship_name wins over championship", { ...bare, championship_name: "Super Bowl", championship: { name: "Other" } }, { championshipName: "Super Bowl" }],
    ["no championship: 'N/A'", bare, { championshipName: "N/A" }],
    ["regular season games missing: 'N/A'", bare, { regularSeasonGames: "N/A" }],
    ["17 regular season games", { ...bare, regular_season_games: 17 }, { regularSeasonGames: "17 regular season games" }],
    ["playoffs format missing: 'N/A'", { ...bare, playoffs_format: " " }, { playoffsFormat: "N/A" }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseSeason(raw, 0)).toMatchObject(expected);
  });
});

describe("matchesStatus (spec §4, issue #13)", () => {
  it.each<[SeasonStatusFilter | null, SeasonStatus, boolean]>([
    [null, "active", true],
    [null, "completed", true],
    [null, "unrecorded", true],
    ["completed", "unrecorded", false],
    ["active", "unrecorded", false],
    ["upcoming", "unrecorded", false],
    ["upcoming", "upcoming", true],
    ["active", "active", true],
    ["active", "completed", false],
    ["completed", "completed", true],
    ["completed", "active", false],
    ["upcoming", "active", false],
    ["upcoming", "completed", false],
  ])("%s vs %s → %s", (filter, status, expected) => {
    expect(matchesStatus(filter, status)).toBe(expected);
  });
});

describe("matchesDecade (spec §5)", () => {
  it.each<[Decade | null, number | null, boolean]>([
    [null, 1871, true],
    [null, null, true],
    ["2020s", 2020, true],
    ["2020s", 2026, true],
    ["2020s", 2019, false],
    ["2010s", 2010, true],
    ["2010s", 2019, true],
    ["2010s", 2020, false],
    ["2010s", 2009, false],
    ["2000s", 2000, true],
    ["2000s", 2009, true],
    ["2000s", 1999, false],
    ["2000s", 2010, false],
    ["2000s", null, false],
  ])("%s with start year %s → %s", (decade, year, expected) => {
    expect(matchesDecade(decade, year)).toBe(expected);
  });
});

describe("seasonsQueryOptions", () => {
  it("asks for every page with the site's filters, keyed by them, and orders newest first", async () => {
    const calls: string[] = [];
    server.use(
      http.get("/api/championships/seasons/", ({ request }) => {
        const url = new URL(request.url);
        calls.push(url.pathname + url.search);
        return url.searchParams.get("page") === "2"
          ? HttpResponse.json({ count: 2, next: null, results: [{ ...mlb2023, id: 264, name: "2024 MLB season", start_year: 2024, end_year: 2024 }] })
          : HttpResponse.json({ count: 2, next: "http://localhost:3000/api/championships/seasons/?level__slug=professional&page=2&page_size=500&sport__slug=baseball", results: [mlb2023] });
      }),
    );
    const filters = { sport__slug: "baseball", level__slug: "professional" };
    const options = seasonsQueryOptions(filters);
    expect(options.queryKey).toEqual(["seasons", filters]);
    const seasons = await new QueryClient().query(options);
    expect(calls).toEqual([
      "/api/championships/seasons/?sport__slug=baseball&level__slug=professional&page_size=500",
      "/api/championships/seasons/?level__slug=professional&page=2&page_size=500&sport__slug=baseball",
    ]);
    expect(seasons.map((season) => season.name)).toEqual(["2024 MLB season", "2023 MLB season"]);
  });
});
