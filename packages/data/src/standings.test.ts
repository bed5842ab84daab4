import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { normaliseStanding, standingsQueryOptions, type RawStanding, type Standing } from "./standings";

// The 2017-18 Vegas Golden Knights as the API sends them (/api/games/standings/current/).
const goldenKnights: RawStanding = {
  id: 6609,
  team: { name: "Golden Knights", city: "Vegas", abbreviation: "VGK", sport_name: "Hockey", slug: "vegas-golden-knights" },
  rank: 1,
  position: 1,
  wins: 51,
  losses: 24,
  ties: 0,
  points: 109,
  win_percentage: 0.68,
  games_played: 82,
  games_behind: null,
  streak: null,
  streak_type: null,
  division: "Pacific Division",
  conference: "Western Conference",
  league_name: "National Hockey League",
  season_name: "2017-18 NHL season",
  season_start_year: 2017,
  last_updated: "2026-11-22T01:17:56.191Z",
  playoff_position: "playoffs",
  home_record: "29-10-2",
  away_record: "22-14-5",
  division_record: null,
  conference_record: null,
  sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
};

describe("normaliseStanding (spec §3 Standing)", () => {
  it("keeps a complete API row as it is", () => {
    expect(normaliseStanding(goldenKnights, 3)).toEqual({
      key: "6609",
      teamName: "Golden Knights",
      teamCity: "Vegas",
      abbreviation: "VGK",
      sportName: "Hockey",
      rank: 1,
      wins: 51,
      losses: 24,
      ties: 0,
      points: 109,
      winPercentage: 0.68,
      gamesPlayed: 82,
      gamesBehind: null,
      streak: null,
      streakType: "other",
      divisionName: "Pacific Division",
      division: "Pacific Division",
      conference: "Western Conference",
      leagueName: "National Hockey League",
      seasonName: "2017-18 NHL season",
      seasonStartYear: 2017,
      lastUpdated: "2026-11-22T01:17:56.191Z",
      playoffPosition: "playoffs",
      playoffLabel: "Playoffs",
      homeRecord: "29-10-2",
      awayRecord: "22-14-5",
      divisionRecord: null,
      conferenceRecord: null,
    } satisfies Standing);
  });

  it("applies every default to an empty row", () => {
    expect(normaliseStanding({}, 6)).toEqual({
      key: "#6",
      teamName: "Team",
      teamCity: null,
      abbreviation: "TM",
      sportName: null,
      rank: 7,
      wins: 0,
      losses: 0,
      ties: 0,
      points: null,
      winPercentage: null,
      gamesPlayed: 0,
      gamesBehind: null,
      streak: null,
      streakType: "other",
      divisionName: null,
      division: "Division",
      conference: null,
      leagueName: null,
      seasonName: "Current Season",
      seasonStartYear: null,
      lastUpdated: null,
      playoffPosition: null,
      playoffLabel: null,
      homeRecord: null,
      awayRecord: null,
      divisionRecord: null,
      conferenceRecord: null,
    } satisfies Standing);
  });

  it.each<[string, RawStanding, Partial<Standing>]>([
    ["position instead of rank", { position: 4 }, { rank: 4 }],
    ["rank wins over position", { rank: 2, position: 5 }, { rank: 2 }],
    ["no rank: the place in the list", {}, { rank: 10 }],
    ["derived win percentage", { wins: 90, losses: 72 }, { winPercentage: 90 / 162 }],
    ["derived games played with ties", { wins: 10, losses: 5, ties: 1 }, { gamesPlayed: 16 }],
    ["given games played", { wins: 49, losses: 26, ties: 0, games_played: 82 }, { gamesPlayed: 82 }],
    ["team as text", { team: "Seattle Mariners" }, { teamName: "Seattle Mariners", teamCity: null, abbreviation: "TM" }],
    ["sport from the row when the team has none", { team: { name: "Astros" }, sport: { name: "Baseball" } }, { sportName: "Baseball" }],
    ["division and conference as objects", { division: { name: "AL West" }, conference: { name: "American League" } }, { divisionName: "AL West", division: "AL West", conference: "American League" }],
    ["blank division", { division: " " }, { divisionName: null, division: "Division" }],
    ["league and season as objects", { league: { name: "Major League Baseball" }, season: { name: "2023 MLB season" } }, { leagueName: "Major League Baseball", seasonName: "2023 MLB season" }],
    ["streak type win", { streak: "W4", streak_type: "win" }, { streak: "W4", streakType: "win" }],
    ["streak type loss", { streak: "L1", streak_type: "loss" }, { streak: "L1", streakType: "loss" }],
    ["streak type other", { streak: "T1", streak_type: "tie" }, { streak: "T1", streakType: "other" }],
    ["streak type read from 'W3'", { streak: "W3" }, { streakType: "win" }],
    ["streak type read from 'L2'", { streak: "L2" }, { streakType: "loss" }],
    ["numeric streak", { streak: 3 }, { streak: "3", streakType: "other" }],
    ["champion", { playoff_position: "champion" }, { playoffPosition: "champion", playoffLabel: "Champion" }],
    ["bubble", { playoff_position: "bubble" }, { playoffPosition: "bubble", playoffLabel: "Bubble" }],
    ["eliminated", { playoff_position: "Eliminated" }, { playoffPosition: "eliminated", playoffLabel: "Eliminated" }],
    ["an unknown playoff position", { playoff_position: "wildcard" }, { playoffPosition: null, playoffLabel: null }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseStanding(raw, 9)).toMatchObject(expected);
  });
});

describe("standingsQueryOptions (spec §7)", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it.each([
    ["current standings", undefined, "/api/games/standings/current/", "?sport__slug=hockey&level__slug=professional&page_size=500"],
    ["all divisions", "all", "/api/games/standings/current/", "?sport__slug=hockey&level__slug=professional&page_size=500"],
    ["one division", "Pacific Division", "/api/games/standings/by_division/", "?sport__slug=hockey&level__slug=professional&division=Pacific+Division&page_size=500"],
    ["a chosen season", "all", "/api/games/standings/current/", "?sport__slug=hockey&level__slug=professional&season=1993&page_size=500", 1993],
    ["a division of a chosen season", "Pacific Division", "/api/games/standings/by_division/", "?sport__slug=hockey&level__slug=professional&division=Pacific+Division&season=1993&page_size=500", 1993],
  ] as [string, string | undefined, string, string, number?][])("%s", async (_, division, path, search, season) => {
    let seen = "";
    server.use(
      http.get(path, ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [goldenKnights] });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const rows = await client.query(standingsQueryOptions({ sport__slug: "hockey", level__slug: "professional" }, division, season ?? null));
    expect(seen).toBe(search);
    expect(rows.map((row) => row.teamName)).toEqual(["Golden Knights"]);
  });

  it("follows every page", async () => {
    server.use(
      http.get("/api/games/standings/current/", ({ request }) =>
        new URL(request.url).searchParams.get("page") === "2"
          ? HttpResponse.json({ count: 2, next: null, previous: null, results: [{ ...goldenKnights, id: 2, rank: null, position: null }] })
          : HttpResponse.json({ count: 2, next: "http://127.0.0.1:4400/api/games/standings/current/?page=2&page_size=500", previous: null, results: [goldenKnights] }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const rows = await client.query(standingsQueryOptions({}));
    expect(rows.map((row) => [row.key, row.rank])).toEqual([["6609", 1], ["2", 2]]);
  });

  it.each([
    [{}, undefined, null, ["standings", { sport__slug: null, level__slug: null }, "all", "latest"]],
    [{ sport__slug: "baseball", level__slug: "professional" }, "AL West", null, ["standings", { sport__slug: "baseball", level__slug: "professional" }, "AL West", "latest"]],
    [{ sport__slug: "baseball" }, "all", 1927, ["standings", { sport__slug: "baseball", level__slug: null }, "all", 1927]],
  ] as [Record<string, string>, string | undefined, number | null, unknown[]][])("keys %o / %s / %s per sport, level, division and season", (site, division, season, key) => {
    expect(standingsQueryOptions(site, division, season).queryKey).toEqual(key);
  });
});
