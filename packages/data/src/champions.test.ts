import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  championDetails,
  championshipChampionsQueryOptions,
  championsQueryOptions,
  championYears,
  seasonYears,
  newestFirst,
  normaliseChampion,
  parseChampionYear,
  titlesByFranchise,
  type Champion,
  type RawChampion,
} from "./champions";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Rows as the API answers them (Super Bowl LIX, Super Bowl LI, the 1994 World Series).
const eagles: RawChampion = {
  id: 1,
  team_city: "Philadelphia",
  team_name: "Eagles",
  team_slug: "philadelphia-eagles",
  championship_name: "Super Bowl",
  championship_slug: "super-bowl",
  season_name: "2024 NFL season",
  season_start_year: 2024,
  runner_up_city: "Kansas City",
  runner_up_name: "Chiefs",
  result: "40–22",
  result_type: "game",
  overtime: null,
  record: "14–3",
  coach: "Nick Sirianni",
  mvp: "Jalen Hurts",
  venue: "Caesars Superdome, New Orleans",
  game_date: "2025-02-09",
  notes: "Super Bowl LIX",
  sport: { name: "Football" },
};

const notPlayed1994: RawChampion = {
  id: 169,
  team_city: null,
  team_name: null,
  team_slug: null,
  championship_name: "World Series",
  season_name: "1994 MLB season",
  season_start_year: 1994,
  result: null,
  result_type: null,
  record: null,
  coach: null,
  mvp: null,
  notes: "Not played: the 1994 season was ended by a players' strike.",
};

describe("normaliseChampion (spec §2 Champions, §3 Champion, §9)", () => {
  it("keeps a complete row, joining city and name", () => {
    expect(normaliseChampion(eagles, 0)).toEqual({
      key: "1",
      hasTitle: true,
      teamCity: "Philadelphia",
      teamName: "Eagles",
      team: "Philadelphia Eagles",
      teamSlug: "philadelphia-eagles",
      championshipName: "Super Bowl",
      seasonName: "2024 NFL season",
      seasonStartYear: 2024,
      runnerUp: "Kansas City Chiefs",
      result: "40–22",
      record: "14–3",
      coach: "Nick Sirianni",
      mvp: "Jalen Hurts",
      notes: "Super Bowl LIX",
      sportName: "Football",
    } satisfies Champion);
  });

  it.each<[string, RawChampion, Partial<Champion>]>([
    ["a season with no title", notPlayed1994, { hasTitle: false, team: "No Champion", runnerUp: null, result: "N/A", record: "N/A", coach: null, mvp: null }],
    ["season name defaults to '{year} Season'", { ...eagles, season_name: null }, { seasonName: "2024 Season" }],
    ["and to 'Current Season' without a year", { ...eagles, season_name: "", season_start_year: null }, { seasonName: "Current Season", seasonStartYear: null }],
    ["record defaults to 'N/A'", { ...eagles, record: null }, { record: "N/A" }],
    ["overtime follows the score", { ...eagles, result: "34–28", overtime: "OT" }, { result: "34–28 (OT)" }],
    ["a series says so", { ...eagles, result: "4–1", result_type: "series" }, { result: "4–1 series" }],
    ["a poll title has no final", { ...eagles, result: null, result_type: "poll" }, { result: "Poll" }],
    ["a team known only by name", { ...eagles, team_city: null }, { team: "Eagles", hasTitle: true }],
    ["blank coach and MVP are missing", { ...eagles, coach: " ", mvp: "" }, { coach: null, mvp: null }],
    ["championship name defaults to 'Championship'", { ...eagles, championship_name: null }, { championshipName: "Championship" }],
    ["sport as text", { ...eagles, sport: "Football" }, { sportName: "Football" }],
    ["a missing id keys by position", { ...eagles, id: undefined }, { key: "#7" }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseChampion(raw, 7)).toMatchObject(expected);
  });
});

describe("championDetails (spec §2 Champions expanded row)", () => {
  it.each<[string, RawChampion, [string, string][]]>([
    [
      "coach, MVP, championship and notes",
      eagles,
      [
        ["Head Coach", "Nick Sirianni"],
        ["MVP", "Jalen Hurts"],
        ["Championship", "Super Bowl"],
        ["Notes", "Super Bowl LIX"],
      ],
    ],
    [
      "'Not Available' when missing, no notes row without notes",
      { ...eagles, coach: null, mvp: null, notes: null },
      [
        ["Head Coach", "Not Available"],
        ["MVP", "Not Available"],
        ["Championship", "Super Bowl"],
      ],
    ],
  ])("%s", (_, raw, details) => {
    expect(championDetails(normaliseChampion(raw, 0))).toEqual(details);
  });
});

const title = (year: number | null, city: string, name: string, slug: string | null): Champion =>
  normaliseChampion({ ...eagles, season_start_year: year, team_city: city, team_name: name, team_slug: slug }, year ?? 0);

describe("titlesByFranchise", () => {
  it("counts titles per team_slug, most first, ties by name, named as in the latest title", () => {
    const champions = [
      title(2024, "Los Angeles", "Dodgers", "los-angeles-dodgers"),
      title(2017, "Houston", "Astros", "houston-astros"),
      title(1955, "Brooklyn", "Dodgers", "los-angeles-dodgers"),
      normaliseChampion(notPlayed1994, 0),
      title(2023, "Texas", "Rangers", "texas-rangers"),
      title(1903, "Boston", "Americans", "boston-red-sox"),
      title(2022, "Houston", "Astros", "houston-astros"),
      title(1988, "Los Angeles", "Dodgers", "los-angeles-dodgers"),
    ];
    expect(titlesByFranchise(champions).map(({ team, titles, latestYear }) => [team, titles, latestYear])).toEqual([
      ["Los Angeles Dodgers", 3, 2024],
      ["Houston Astros", 2, 2022],
      ["Boston Americans", 1, 1903],
      ["Texas Rangers", 1, 2023],
    ]);
  });

  it("takes the latest name whatever the order of the rows", () => {
    const champions = [title(1955, "Brooklyn", "Dodgers", "los-angeles-dodgers"), title(2020, "Los Angeles", "Dodgers", "los-angeles-dodgers")];
    expect(titlesByFranchise(champions)).toEqual([{ key: "los-angeles-dodgers", team: "Los Angeles Dodgers", titles: 2, latestYear: 2020 }]);
  });

  it("groups by name when the API sends no slug", () => {
    const champions = [title(2000, "New York", "Yankees", null), title(1999, "New York", "Yankees", null)];
    expect(titlesByFranchise(champions)).toMatchObject([{ team: "New York Yankees", titles: 2 }]);
  });
});

describe("newestFirst", () => {
  it("orders by season start year, unknown years last", () => {
    const rows = [title(1903, "Boston", "Americans", "a"), title(null, "X", "Y", "b"), title(2024, "Los Angeles", "Dodgers", "c")];
    expect(newestFirst(rows).map((row) => row.seasonStartYear)).toEqual([2024, 1903, null]);
  });
});

describe("the year picker (spec §2 Champions, §9)", () => {
  it.each([
    [new Date(2025, 0, 1), [2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]],
    [new Date(2026, 11, 31), [2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]],
  ])("on %s offers the previous calendar year and the nine before it", (today, years) => {
    expect(championYears(today)).toEqual(years);
  });

  it.each([
    // Named by two years: the season that ended in the previous calendar year comes first.
    ["hockey", [2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014]],
    ["basketball", [2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014]],
    // Named by one year, and the hub (seasons listed by the year they began): that year's season.
    ["football", [2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]],
    ["baseball", [2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]],
    ["none", [2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]],
  ] as const)("in 2025 a %s site's buttons are the seasons (start years) %o", (sport, years) => {
    expect(championYears(new Date(2025, 5, 1), sport)).toEqual(years);
  });

  const today = new Date(2025, 5, 1);
  it.each([
    ["2024", 2024],
    ["2015", 2015],
    ["1990", 1990],
    ["1850", 1850],
    ["1849", null],
    ["2025", null],
    ["24", null],
    ["2024x", null],
    ["", null],
    [null, null],
  ])("reads ?year=%s as %s", (text, year) => {
    expect(parseChampionYear(text, today)).toBe(year);
  });
});

describe("seasonYears: every season the championships hold", () => {
  const span = (first: number | null, last: number | null) => ({ firstSeasonStartYear: first, lastSeasonStartYear: last });
  it.each([
    ["one championship, newest first", [span(2020, 2024)], [2024, 2023, 2022, 2021, 2020]],
    ["overlapping spans merged", [span(2021, 2024), span(2019, 2022)], [2024, 2023, 2022, 2021, 2020, 2019]],
    ["disjoint spans kept apart", [span(2023, 2024), span(1917, 1918)], [2024, 2023, 1918, 1917]],
    ["a championship with no season yet adds none", [span(null, null), span(2024, 2025)], [2025, 2024]],
    ["nothing without championships", [], []],
  ])("%s", (_, spans, years) => {
    expect(seasonYears(spans)).toEqual(years);
  });
});

describe("champion queries (spec §7)", () => {
  it("asks for one season's champions with no sport or level filter, defaulting the season name to the year", async () => {
    const seen: string[] = [];
    server.use(
      http.get("/api/championships/champions/", ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [{ ...eagles, season_name: null, season_start_year: null }] });
      }),
    );
    const options = championsQueryOptions(2024);
    expect(options.queryKey).toEqual(["champions", { season__start_year: 2024 }]);
    const [champion] = await new QueryClient().query(options);
    expect(seen).toEqual(["?season__start_year=2024&page_size=500"]);
    expect(champion).toMatchObject({ team: "Philadelphia Eagles", seasonName: "2024 Season", seasonStartYear: 2024 });
  });

  it("passes a sport site's sport and level when given them (issue #13)", async () => {
    const seen: string[] = [];
    server.use(
      http.get("/api/championships/champions/", ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    const options = championsQueryOptions(1993, { sport__slug: "hockey", level__slug: "professional" });
    expect(options.queryKey).toEqual(["champions", { sport__slug: "hockey", level__slug: "professional", season__start_year: 1993 }]);
    await new QueryClient().query(options);
    expect(seen).toEqual(["?sport__slug=hockey&level__slug=professional&season__start_year=1993&page_size=500"]);
  });

  it("reads every page of a championship's history, newest first", async () => {
    server.use(
      http.get("/api/championships/championships/world-series/champions/", ({ request }) => {
        const page = new URL(request.url).searchParams.get("page");
        return page === "2"
          ? HttpResponse.json({ count: 3, next: null, previous: null, results: [{ ...eagles, id: 3, season_start_year: 2024 }] })
          : HttpResponse.json({
              count: 3,
              next: "http://mlb.localhost:4173/api/championships/championships/world-series/champions/?page=2&page_size=500",
              previous: null,
              results: [notPlayed1994, { ...eagles, id: 2, season_start_year: 2016 }],
            });
      }),
    );
    const options = championshipChampionsQueryOptions("world-series");
    expect(options.queryKey).toEqual(["champions", { championship: "world-series" }]);
    const rows = await new QueryClient().query(options);
    expect(rows.map((row) => row.seasonStartYear)).toEqual([2024, 2016, 1994]);
  });
});
