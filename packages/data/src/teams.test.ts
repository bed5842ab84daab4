import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { normaliseTeam, teamListQueryOptions, type RawTeam, type Team } from "./teams";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Real rows of the running API (full data).
const eagles: RawTeam = {
  id: 19,
  slug: "philadelphia-eagles",
  name: "Eagles",
  city: "Philadelphia",
  abbreviation: "PHI",
  short_name: "Eagles",
  sport_name: "Football",
  level_name: "Professional",
  division: "NFC East",
  conference: "NFC",
  state: "PA",
  country: "USA",
  stadium: "Lincoln Financial Field",
  founded_year: 1933,
  championships_won: 2,
  // Super Bowl LIX, February 2025, closed the 2024 season.
  last_championship_year: 2024,
  last_championship_season: "2024",
  sport: { name: "Football" },
};

const eaglesCard: Team = {
  key: "19",
  slug: "philadelphia-eagles",
  name: "Eagles",
  city: "Philadelphia",
  fullName: "Philadelphia Eagles",
  abbreviation: "PHI",
  sportName: "Football",
  levelName: "Professional",
  division: "NFC East",
  conference: "NFC",
  stadium: "Lincoln Financial Field",
  location: "Philadelphia, PA",
  foundedYear: "1933",
  championshipsWon: 2,
  lastChampionship: "2024",
};

describe("normaliseTeam (spec §3 Team, §2 Teams card)", () => {
  it("keeps a complete team as it is", () => {
    expect(normaliseTeam(eagles, 0)).toEqual(eaglesCard);
  });

  it.each<[string, RawTeam, Partial<Team>]>([
    ["abbreviation missing: first 2 letters of short_name", { ...eagles, abbreviation: null }, { abbreviation: "Ea" }],
    ["abbreviation and short_name missing: first 2 letters of name", { ...eagles, abbreviation: "", short_name: null, name: "Packers" }, { abbreviation: "Pa" }],
    ["nothing to abbreviate", { id: 1 }, { abbreviation: "TM", name: "Team", fullName: "Team" }],
    ["founded_year missing", { ...eagles, founded_year: null }, { foundedYear: "N/A" }],
    ["championships_won missing", { ...eagles, championships_won: undefined }, { championshipsWon: 0 }],
    ["never won", { ...eagles, last_championship_year: null, last_championship_season: null }, { lastChampionship: "N/A" }],
    ["a two-year season's title, labelled by the API", { ...eagles, last_championship_year: 1993, last_championship_season: "1993-94" }, { lastChampionship: "1993-94" }],
    ["no label sent: the season's start year", { ...eagles, last_championship_season: undefined }, { lastChampionship: "2024" }],
    ["no state: the country", { ...eagles, city: "Montreal", state: null, country: "Canada" }, { location: "Montreal, Canada" }],
    ["no state nor country: USA", { ...eagles, state: null, country: null }, { location: "Philadelphia, USA" }],
    ["blank state: the country", { ...eagles, state: " ", country: "USA" }, { location: "Philadelphia, USA" }],
    ["no city: the region alone", { ...eagles, city: "", state: null, country: null }, { location: "USA", fullName: "Eagles" }],
    ["stadium and conference missing", { ...eagles, stadium: null, conference: null }, { stadium: "N/A", conference: "N/A" }],
    ["division, conference and stadium as {name}", { ...eagles, division: { name: "NFC East" }, conference: { name: "NFC" }, stadium: { name: "Lambeau Field" } }, { division: "NFC East", conference: "NFC", stadium: "Lambeau Field" }],
    ["no division", { ...eagles, division: null }, { division: null }],
    ["sport and level only as objects", { ...eagles, sport_name: null, level_name: undefined, sport: { name: "Football" }, level: { name: "NCAA Division I" } }, { sportName: "Football", levelName: "NCAA Division I" }],
    ["no sport or level at all", { ...eagles, sport_name: null, level_name: null, sport: null }, { sportName: null, levelName: null }],
    ["no id: the list position keys it", { ...eagles, id: null }, { key: "#7" }],
    ["name missing: the short name", { ...eagles, name: null, short_name: "Utah" }, { name: "Utah", fullName: "Philadelphia Utah" }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseTeam(raw, 7)).toMatchObject(expected);
  });
});

describe("teamListQueryOptions", () => {
  it("asks for every page without a sport filter (spec §7) and normalises the rows", async () => {
    const calls: string[] = [];
    server.use(
      http.get("/api/teams/teams/", ({ request }) => {
        const url = new URL(request.url);
        calls.push(url.pathname + url.search);
        return url.searchParams.get("page") === "2"
          ? HttpResponse.json({ count: 2, next: null, results: [{ ...eagles, id: 23, name: "Packers", city: "Green Bay" }] })
          : HttpResponse.json({ count: 2, next: "http://localhost:3000/api/teams/teams/?page=2&page_size=500", results: [eagles] });
      }),
    );
    const options = teamListQueryOptions();
    expect(options.queryKey).toEqual(["teams", "list", {}]);
    const teams = await new QueryClient().query(options);
    expect(calls).toEqual(["/api/teams/teams/?ordering=-championships_won%2Ccity%2Cname&page_size=500", "/api/teams/teams/?page=2&page_size=500"]);
    expect(teams.map((team) => team.fullName)).toEqual(["Philadelphia Eagles", "Green Bay Packers"]);
  });

  it("keys by the filters a caller passes", () => {
    expect(teamListQueryOptions({ sport__slug: "hockey" }).queryKey).toEqual(["teams", "list", { sport__slug: "hockey" }]);
  });
});
