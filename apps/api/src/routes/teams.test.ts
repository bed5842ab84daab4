// spec §7 /api/teams/teams/ and /api/teams/teams/{slug}/ over the API tests' seed slice: the
// teams named by the champions since 2022 (see test/api-app.ts). Lists are narrowed by
// filters to a few teams; the size of the whole list is the teams table's, never hard-coded.
import { page as pageSchema } from "@tl/contract/paging";
import { team as teamSchema, teamDetail } from "@tl/contract/teams";
import { count } from "drizzle-orm";
import { teams } from "@tl/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });

async function teamPage(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return pageSchema(teamSchema).parse(json(response.body));
}

const slugs = async (query: string) => (await teamPage(`/api/teams/teams/?page_size=500&${query}`)).results.map((team) => team.slug);

describe("/api/teams/teams/", () => {
  it("lists every team as a Django REST page, each in the spec's shape", async () => {
    const [stored] = await ctx.database.db.select({ n: count() }).from(teams);
    const body = await teamPage("/api/teams/teams/?page_size=500");
    expect(body).toMatchObject({ count: stored?.n, next: null, previous: null });
    expect(body.results).toHaveLength(stored?.n ?? -1);
    expect(body.results.find((team) => team.slug === "florida-panthers")).toMatchObject({
      city: "Florida",
      name: "Panthers",
      abbreviation: "FLA",
      sport_name: "Hockey",
      level_name: "Professional",
      league_name: "National Hockey League",
      conference: "Eastern",
      division: "Atlantic",
      founded_year: 1993,
      sport: { slug: "hockey", name: "Hockey" },
    });
  });

  it("orders by city, then name, by default", async () => {
    const body = await teamPage("/api/teams/teams/?conference=SEC&page_size=500");
    expect(body.results.map((team) => team.city)).toEqual([
      "Florida",
      "Florida",
      "Georgia",
      "LSU",
      "Oklahoma",
      "Ole Miss",
      "Tennessee",
      "Texas A&M",
    ]);
  });

  it.each([
    ["sport__slug=hockey&level__slug=professional", ["edmonton-oilers", "florida-panthers", "vegas-golden-knights"]],
    ["division=AL%20West", ["houston-astros", "texas-rangers"]],
    ["conference=SEC&sport__slug=football", ["georgia-bulldogs-football"]],
    ["conference=Big%20Ten&level__slug=ncaa-division-i&sport__slug=hockey", ["minnesota-golden-gophers-hockey"]],
    // The search reads city, name and abbreviation, whatever the case.
    ["search=HOU", ["houston-astros", "houston-cougars-basketball"]],
    ["search=golden", ["minnesota-golden-gophers-hockey", "vegas-golden-knights"]],
    ["search=okc", ["oklahoma-city-thunder"]],
    // Exact names only: a part of a division's name matches nothing.
    ["division=AL", []],
    ["sport__slug=lacrosse", []],
  ])("filters by ?%s", async (query, expected) => {
    expect(await slugs(query)).toEqual(expected);
  });

  it.each([
    // Two titles each since 2022, then by name: the Dodgers' 2024 and 2025 (curated since issue #15) place them second.
    ["ordering=-championships_won,name", ["kansas-city-chiefs", "los-angeles-dodgers", "uconn-huskies-basketball", "florida-panthers"]],
    ["ordering=name&sport__slug=hockey&level__slug=professional", ["vegas-golden-knights", "edmonton-oilers", "florida-panthers"]],
    ["ordering=-city&division=AL%20West", ["texas-rangers", "houston-astros"]],
  ])("orders by ?%s", async (query, first) => {
    expect((await slugs(query)).slice(0, first.length)).toEqual(first);
  });

  it("orders by founding year, newest first, and by the latest title, teams without one last", async () => {
    const founded = (await teamPage("/api/teams/teams/?level__slug=professional&ordering=-founded_year&page_size=500")).results.map(
      (team) => team.founded_year ?? 0,
    );
    expect(founded[0]).toBe(2017);
    expect(founded).toEqual([...founded].sort((a, b) => b - a));
    const titles = (await teamPage("/api/teams/teams/?ordering=last_championship_year&page_size=500")).results.map(
      (team) => team.last_championship_year,
    );
    const held = titles.filter((year) => year !== null);
    expect(held.length).toBeGreaterThan(0);
    expect(held).toEqual([...held].sort((a, b) => a - b));
    expect(titles.slice(held.length).every((year) => year === null)).toBe(true);
  });

  it("pages with links that keep the filters", async () => {
    const first = await teamPage("/api/teams/teams/?conference=SEC&page_size=3");
    expect(first).toMatchObject({
      count: 8,
      previous: null,
      next: "http://localhost:4173/api/teams/teams/?conference=SEC&page_size=3&page=2",
    });
    const last = await teamPage("/api/teams/teams/?conference=SEC&page_size=3&page=3");
    expect(last).toMatchObject({ next: null, previous: "http://localhost:4173/api/teams/teams/?conference=SEC&page_size=3&page=2" });
    expect(last.results.map((team) => team.city)).toEqual(["Tennessee", "Texas A&M"]);
  });

  it.each([
    ["sport__slug=Hockey!", "sport__slug"],
    ["level__slug=pro%20fessional", "level__slug"],
    ["ordering=stadium", "ordering"],
    ["ordering=name,-slug", "ordering"],
    [`search=${"x".repeat(101)}`, "search"],
    ["division=%00", "division"],
    ["page_size=0", "page_size"],
    ["page_size=ten", "page_size"],
  ])("answers 400 naming the parameter for ?%s", async (query, param) => {
    const response = await get(`/api/teams/teams/?${query}`);
    expect(response.statusCode).toBe(400);
    const body = json(response.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual([param]);
    expect(body[param]).toEqual([expect.any(String)]);
  });

  it("answers an unknown ordering field with the fields it accepts", async () => {
    expect(json((await get("/api/teams/teams/?ordering=stadium")).body)).toEqual({
      ordering: ["Unknown ordering field 'stadium'. Choose from: name, city, founded_year, championships_won, last_championship_year."],
    });
  });

  it.each(["page=0", "page=3&page_size=40", "page=x"])("answers 404 Invalid page for ?%s", async (query) => {
    const response = await get(`/api/teams/teams/?${query}`);
    expect(response.statusCode).toBe(404);
    expect(json(response.body)).toEqual({ detail: "Invalid page." });
  });
});

describe("/api/teams/teams/{slug}/", () => {
  it("answers one team with every name and city it played under, oldest first", async () => {
    const response = await get("/api/teams/teams/texas-rangers/");
    expect(response.statusCode).toBe(200);
    const team = teamDetail.parse(json(response.body));
    expect(team).toMatchObject({
      slug: "texas-rangers",
      city: "Texas",
      name: "Rangers",
      founded_year: 1961,
      championships_won: 1,
      last_championship_year: 2023,
      last_championship_season: "2023",
    });
    expect(team.names).toEqual([
      { first_year: 1961, last_year: 1971, city: "Washington", name: "Senators" },
      { first_year: 1972, last_year: null, city: "Texas", name: "Rangers" },
    ]);
  });

  it("labels a split-year sport's latest title by its two years", async () => {
    const team = teamDetail.parse(json((await get("/api/teams/teams/oklahoma-city-thunder/")).body));
    expect(team).toMatchObject({ last_championship_year: 2024, last_championship_season: "2024-25" });
    expect(team.names.map((name) => `${name.city} ${name.name}`)).toEqual(["Seattle SuperSonics", "Oklahoma City Thunder"]);
  });

  it("answers the same team as the list does, plus its names, titles, and firsts and bests", async () => {
    const listed = (await teamPage("/api/teams/teams/?search=panthers")).results;
    const detail = teamDetail.parse(json((await get("/api/teams/teams/florida-panthers/")).body));
    expect(listed).toHaveLength(1);
    const { names: _names, titles: _titles, firsts_and_bests: _firsts, ...item } = detail;
    expect(item).toEqual(listed[0]);
    expect(detail.names).toEqual([{ first_year: 1993, last_year: null, city: "Florida", name: "Panthers" }]);
  });

  it.each(["no-such-team", "Texas-Rangers", "texas_rangers", "-texas"])("answers 404 for %s", async (slug) => {
    const response = await get(`/api/teams/teams/${slug}/`);
    expect(response.statusCode).toBe(404);
    expect(json(response.body)).toEqual({ detail: "Not found." });
  });
});
