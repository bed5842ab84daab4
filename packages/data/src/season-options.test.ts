import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { gameSeasonsQueryOptions, normaliseSeasonOptions, seasonChoices, seasonParam, sportOf, standingSeasonsQueryOptions, type LeagueSeason } from "./season-options";

const nfl = { name: "National Football League", slug: "nfl", abbreviation: "NFL" };
const football = { name: "Football", slug: "football", abbreviation: "FB" };

const league = (startYear: number, sport: string | null, leagueAbbreviation: string): LeagueSeason => ({
  startYear,
  leagueName: null,
  leagueAbbreviation,
  sport,
  games: null,
  lastDate: null,
});

describe("normaliseSeasonOptions", () => {
  it.each([
    [
      "a games season as the API sends it",
      { seasons: [{ start_year: 1985, league: nfl, sport: football, level: { name: "Professional", slug: "professional" }, games: 232, first_date: "1985-09-08", last_date: "1986-01-26" }] },
      [{ startYear: 1985, leagueName: "National Football League", leagueAbbreviation: "NFL", sport: "football", games: 232, lastDate: "1986-01-26" }],
    ],
    ["a standings season (no games)", { seasons: [{ start_year: 1927, sport: { slug: "Baseball" } }] }, [{ startYear: 1927, leagueName: null, leagueAbbreviation: null, sport: "baseball", games: null, lastDate: null }]],
    ["an entry without a start year is dropped", { seasons: [{ league: nfl }] }, []],
    ["nothing", {}, []],
  ])("%s", (_, raw, expected) => {
    expect(normaliseSeasonOptions(raw)).toEqual(expected);
  });
});

describe("seasonChoices (labels by seasonLabel)", () => {
  const mixed = [league(2023, "baseball", "MLB"), league(2017, "hockey", "NHL"), league(1993, "hockey", "NHL"), league(1927, "baseball", "MLB"), league(2023, "baseball", "NCAA")];
  it.each([
    ["baseball: one choice per year, labelled by the year", "baseball" as const, [{ value: "2023", label: "2023" }, { value: "1927", label: "1927" }]],
    ["hockey: labelled by two years", "hockey" as const, [{ value: "2017", label: "2017-18" }, { value: "1993", label: "1993-94" }]],
    ["basketball: none held", "basketball" as const, []],
  ])("%s", (_, sport, expected) => {
    expect(seasonChoices(mixed, sport)).toEqual(expected);
  });

  it("puts the newest first whatever order the API used", () => {
    expect(seasonChoices([league(1920, "football", "NFL"), league(2020, "football", "NFL"), league(1972, "football", "NFL")], "football").map((choice) => choice.value)).toEqual(["2020", "1972", "1920"]);
  });
});

describe("sportOf and seasonParam", () => {
  it.each([
    ["hockey", "hockey"],
    [" Baseball ", "baseball"],
    ["none", null],
    ["curling", null],
    [null, null],
  ])("sportOf(%j) → %j", (slug, sport) => {
    expect(sportOf(slug)).toBe(sport);
  });

  it.each([
    ["1927", 1927],
    [" 1993 ", 1993],
    ["", null],
    ["93", null],
    ["1993-94", null],
    ["latest", null],
  ])("seasonParam(%j) → %j", (value, year) => {
    expect(seasonParam(value)).toBe(year);
  });
});

describe("the calls", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it.each([
    ["standings", standingSeasonsQueryOptions, "/api/games/standings/seasons/"],
    ["games", gameSeasonsQueryOptions, "/api/games/games/seasons/"],
  ] as const)("%s: asks with the site's sport and level", async (_, options, path) => {
    let seen = "";
    server.use(
      http.get(path, ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({ seasons: [{ start_year: 1972, league: nfl, sport: football }] });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seasons = await client.query(options({ sport__slug: "football", level__slug: "professional" }));
    expect(seen).toBe("?sport__slug=football&level__slug=professional");
    expect(seasons.map((season) => season.startYear)).toEqual([1972]);
  });
});
