import { champion } from "@tl/contract/champions";
import { championship as championshipSchema } from "@tl/contract/championships";
import { page as pageSchema } from "@tl/contract/paging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });

describe("/api/championships/championships/", () => {
  it("lists the eight championships as a Django REST page, oldest first", async () => {
    const response = await get("/api/championships/championships/");
    expect(response.statusCode).toBe(200);
    const body = pageSchema(championshipSchema).parse(json(response.body));
    expect(body).toMatchObject({ count: 8, next: null, previous: null });
    // The Stanley Cup from its first award, 1893 (issue #15).
    expect(body.results.map((c) => c.slug)).toEqual([
      "stanley-cup-final",
      "world-series",
      "college-football-national-championship",
      "ncaa-mens-basketball-tournament",
      "nba-finals",
      "mens-college-world-series",
      "frozen-four",
      "super-bowl",
    ]);
    expect(body.results[7]).toMatchObject({
      name: "Super Bowl",
      trophy_name: "Vince Lombardi Trophy",
      first_year: 1967,
      sport: { slug: "football", name: "Football" },
      level: { slug: "professional" },
    });
  });

  it("gives each championship the start years of its first and latest seasons, with every season between held", async () => {
    const body = pageSchema(championshipSchema).parse(json((await get("/api/championships/championships/")).body));
    for (const championship of body.results) {
      const champions = pageSchema(champion).parse(
        json((await get(`/api/championships/championships/${championship.slug}/champions/?page_size=500`)).body),
      );
      const years = new Set(champions.results.map((row) => row.season_start_year));
      expect(years.size).toBeGreaterThan(0);
      const first = championship.first_season_start_year ?? 0;
      const last = championship.last_season_start_year ?? -1;
      expect(Math.min(...years)).toBe(first);
      expect(Math.max(...years)).toBe(last);
      expect(years.size).toBe(last - first + 1);
    }
  });

  it.each([
    ["sport__slug=hockey", ["stanley-cup-final", "frozen-four"]],
    [
      "level__slug=ncaa-division-i",
      ["college-football-national-championship", "ncaa-mens-basketball-tournament", "mens-college-world-series", "frozen-four"],
    ],
    ["sport__slug=hockey&level__slug=professional", ["stanley-cup-final"]],
    ["search=SERIES", ["world-series", "mens-college-world-series"]],
    ["search=basketball", ["ncaa-mens-basketball-tournament", "nba-finals"]],
    ["sport__slug=cricket", []],
    ["ordering=-first_year&sport__slug=baseball", ["mens-college-world-series", "world-series"]],
    ["ordering=name&level__slug=professional", ["nba-finals", "stanley-cup-final", "super-bowl", "world-series"]],
  ])("?%s", async (query, slugs) => {
    const body = pageSchema(championshipSchema).parse(json((await get(`/api/championships/championships/?${query}`)).body));
    expect(body.results.map((c) => c.slug)).toEqual(slugs);
    expect(body.count).toBe(slugs.length);
  });

  it("pages with next and previous links", async () => {
    const first = pageSchema(championshipSchema).parse(json((await get("/api/championships/championships/?page_size=3")).body));
    expect(first).toMatchObject({
      count: 8,
      previous: null,
      next: "http://localhost:4173/api/championships/championships/?page_size=3&page=2",
    });
    const third = pageSchema(championshipSchema).parse(json((await get("/api/championships/championships/?page_size=3&page=3")).body));
    expect(third.results).toHaveLength(2);
    expect(third).toMatchObject({ next: null, previous: "http://localhost:4173/api/championships/championships/?page_size=3&page=2" });
  });

  it.each(["page=4&page_size=3", "page=0", "page=abc", "page=-1", "page=99999999"])("answers 404 Invalid page for ?%s", async (query) => {
    const response = await get(`/api/championships/championships/?${query}`);
    expect(response.statusCode).toBe(404);
    expect(json(response.body)).toEqual({ detail: "Invalid page." });
  });

  it.each([
    ["sport__slug=Hockey!", "sport__slug"],
    ["ordering=trophy", "ordering"],
    ["page_size=ten", "page_size"],
    [`search=${"x".repeat(101)}`, "search"],
    ["search=%00", "search"],
  ])("answers 400 naming the parameter for ?%s", async (query, param) => {
    const response = await get(`/api/championships/championships/?${query}`);
    expect(response.statusCode).toBe(400);
    const body = json(response.body) as Record<string, string[]>;
    expect(Object.keys(body)).toEqual([param]);
    expect(body[param]?.[0]).toMatch(/\w/);
  });
});

describe("/api/championships/championships/{slug}/", () => {
  it("answers one championship", async () => {
    const response = await get("/api/championships/championships/frozen-four/");
    expect(response.statusCode).toBe(200);
    expect(championshipSchema.parse(json(response.body))).toMatchObject({
      name: "Frozen Four",
      first_year: 1948,
      sport: { name: "Hockey" },
    });
  });

  it.each(["xfl-championship", "Frozen-Four", "%20"])("answers 404 Not found for '%s'", async (slug) => {
    const response = await get(`/api/championships/championships/${slug}/`);
    expect(response.statusCode).toBe(404);
    expect(json(response.body)).toEqual({ detail: "Not found." });
  });
});

describe("/api/championships/championships/{slug}/champions/", () => {
  it("lists a championship's champions, newest first, with the name of their season", async () => {
    const body = pageSchema(champion).parse(json((await get("/api/championships/championships/super-bowl/champions/")).body));
    expect(body.results.map((c) => [c.season_start_year, c.team_name, c.result, c.overtime])).toEqual([
      [2024, "Eagles", "40–22", null],
      [2023, "Chiefs", "25–22", "OT"],
      [2022, "Chiefs", "38–35", null],
    ]);
    expect(body.results[0]).toMatchObject({
      team_city: "Philadelphia",
      team: { name: "Eagles", city: "Philadelphia", abbreviation: "PHI", sport_name: "Football", slug: "philadelphia-eagles" },
      runner_up: { name: "Chiefs", city: "Kansas City", abbreviation: "KC", sport_name: "Football", slug: "kansas-city-chiefs" },
      mvp: "Jalen Hurts",
      coach: "Nick Sirianni",
      season_name: "2024 NFL season",
    });
  });

  it("404s for an unknown championship rather than listing nothing", async () => {
    expect((await get("/api/championships/championships/xfl/champions/")).statusCode).toBe(404);
  });
});

describe("/api/championships/champions/", () => {
  it("filters by season start year across championships", async () => {
    const body = pageSchema(champion).parse(json((await get("/api/championships/champions/?season__start_year=2023")).body));
    expect(body.results.map((c) => `${c.championship_name}: ${c.team_city ?? ""} ${c.team_name ?? ""}`).sort()).toEqual([
      "College Football National Championship: Michigan Wolverines",
      "Frozen Four: Denver Pioneers",
      "Men's College World Series: LSU Tigers",
      "NBA Finals: Boston Celtics",
      "NCAA Men's Basketball Tournament: UConn Huskies",
      "Stanley Cup Final: Florida Panthers",
      "Super Bowl: Kansas City Chiefs",
      "World Series: Texas Rangers",
    ]);
  });

  it("combines filters: a team's titles in a sport", async () => {
    const body = pageSchema(champion).parse(
      json((await get("/api/championships/champions/?team__slug=kansas-city-chiefs&sport__slug=football")).body),
    );
    expect(body.results.map((c) => c.season_start_year)).toEqual([2023, 2022]);
  });

  it.each(["season__start_year=24", "season__start_year=1492", "team__slug=K C"])("rejects ?%s with 400", async (query) => {
    expect((await get(`/api/championships/champions/?${query}`)).statusCode).toBe(400);
  });
});
