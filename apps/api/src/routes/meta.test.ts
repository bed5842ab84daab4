import { dataSource, leagueCoverage } from "@tl/contract/meta";
import { page as pageSchema } from "@tl/contract/paging";
import * as schema from "@tl/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { insertPeopleFixture } from "../test/people-fixture";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
  // Test-only: a second source, never imported, to check ordering, paging and nulls.
  await ctx.database.db
    .insert(schema.dataSources)
    .values({ slug: "fixture-source", name: "Fixture source (test only)", licence: "CC0 1.0", attribution: "Test fixture." });
  await insertPeopleFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });
const sources = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return pageSchema(dataSource).parse(json(response.body));
};
const coverage = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return pageSchema(leagueCoverage).parse(json(response.body));
};

describe("/api/meta/sources/", () => {
  it("lists every data source, by name, with its licence, coverage and load counts", async () => {
    const body = await sources("/api/meta/sources/");
    expect(body).toMatchObject({ count: 2, next: null, previous: null });
    expect(body.results.map((s) => s.slug)).toEqual(["fixture-source", "title-ledger-curated"]);
    const curated = body.results[1];
    expect(curated).toMatchObject({
      name: "Title Ledger curated championship facts",
      url: null,
      licence: "CC BY 4.0",
      licence_url: "https://creativecommons.org/licenses/by/4.0/",
      rows_rejected: 0,
    });
    expect(curated?.rows_loaded).toBeGreaterThan(0);
    expect(curated?.coverage).toContainEqual({ league: "nfl", first_year: 2022, last_year: 2024 });
    expect(curated?.imported_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(body.results[0]).toMatchObject({ coverage: [], rows_loaded: 0, imported_at: null, notes: null, licence_url: null });
  });

  it("orders and pages", async () => {
    expect((await sources("/api/meta/sources/?ordering=-name")).results.map((s) => s.slug)).toEqual([
      "title-ledger-curated",
      "fixture-source",
    ]);
    const first = await sources("/api/meta/sources/?page_size=1");
    expect(first).toMatchObject({ count: 2, previous: null, next: "http://localhost:4173/api/meta/sources/?page_size=1&page=2" });
    expect((await sources("/api/meta/sources/?page_size=1&page=2")).results.map((s) => s.slug)).toEqual(["title-ledger-curated"]);
    expect((await get("/api/meta/sources/?page_size=1&page=3")).statusCode).toBe(404);
    expect((await get("/api/meta/sources/?ordering=licence")).statusCode).toBe(400);
  });
});

/** The same facts counted in JavaScript over whole tables, independently of the SQL under test. */
async function expectedCoverage(leagueSlug: string) {
  const db = ctx.database.db;
  const [league] = await db.select().from(schema.leagues).where(eq(schema.leagues.slug, leagueSlug));
  if (!league) throw new Error(leagueSlug);
  const inLeague = <T extends { leagueId: number }>(rows: T[]) => rows.filter((row) => row.leagueId === league.id);
  const seasons = inLeague(await db.select().from(schema.seasons)).map((season) => season.startYear);
  const championshipIds = new Set(inLeague(await db.select().from(schema.championships)).map((championship) => championship.id));
  const champions = (await db.select().from(schema.champions)).filter(
    (row) => championshipIds.has(row.championshipId) && row.teamName !== null,
  );
  return {
    first_season: seasons.length > 0 ? Math.min(...seasons) : null,
    last_season: seasons.length > 0 ? Math.max(...seasons) : null,
    champions: champions.length,
    teams: inLeague(await db.select().from(schema.teams)).length,
    games: inLeague(await db.select().from(schema.games)).length,
    players: inLeague(await db.select().from(schema.players)).length,
    coaches: inLeague(await db.select().from(schema.coaches)).length,
  };
}

// The seeded leagues: the eight championships' and the two whose seasons hold early titles (the
// BAA's Finals, the Stanley Cup before the NHL). Leagues we hold nothing of (the Negro Leagues
// before the Lahman import) are not listed.
const LEAGUES_BY_SPORT = ["mlb", "ncaa-d1-baseball", "baa", "nba", "ncaa-d1-mbb", "nfl", "ncaa-fbs", "nhl", "pre-nhl", "ncaa-d1-mih"];

describe("/api/meta/coverage/", () => {
  it("lists every league by sport, professional first, with its sport and level", async () => {
    const body = await coverage("/api/meta/coverage/");
    expect(body).toMatchObject({ count: 10, next: null, previous: null });
    expect(body.results.map((row) => row.league.slug)).toEqual(LEAGUES_BY_SPORT);
    expect(body.results[0]).toMatchObject({
      league: { name: "Major League Baseball", slug: "mlb", abbreviation: "MLB" },
      sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
      level: { name: "Professional", slug: "professional" },
    });
  });

  it.each(LEAGUES_BY_SPORT)("counts what the database holds for %s", async (slug) => {
    const row = (await coverage("/api/meta/coverage/?page_size=500")).results.find((r) => r.league.slug === slug);
    expect(row).toMatchObject(await expectedCoverage(slug));
  });

  it("counts the fixture's players and coaches and the seeded finals", async () => {
    const rows = new Map((await coverage("/api/meta/coverage/")).results.map((row) => [row.league.slug, row]));
    expect(rows.get("mlb")).toMatchObject({ players: 2, coaches: 1 });
    expect(rows.get("nba")).toMatchObject({ players: 2, coaches: 1 });
    expect(rows.get("nfl")).toMatchObject({ players: 0, coaches: 1, champions: 3 });
    expect(rows.get("nfl")?.games).toBeGreaterThanOrEqual(3);
    expect(rows.get("ncaa-d1-baseball")).toMatchObject({ first_season: 1947, coaches: 0 });
    expect(rows.get("ncaa-d1-baseball")?.last_season).toBeGreaterThanOrEqual(2025);
  });

  it.each([
    ["sport__slug=hockey", ["nhl", "pre-nhl", "ncaa-d1-mih"]],
    ["level__slug=professional", ["mlb", "baa", "nba", "nfl", "nhl", "pre-nhl"]],
    ["sport__slug=football&level__slug=ncaa-division-i", ["ncaa-fbs"]],
    ["sport__slug=cricket", []],
    ["ordering=-players&level__slug=professional", ["mlb", "nba", "baa", "nfl", "nhl", "pre-nhl"]],
    ["ordering=-coaches,league&sport__slug=football", ["ncaa-fbs", "nfl"]],
    ["ordering=-first_season&sport__slug=baseball", ["ncaa-d1-baseball", "mlb"]],
    ["ordering=league&level__slug=ncaa-division-i", ["ncaa-d1-baseball", "ncaa-fbs", "ncaa-d1-mbb", "ncaa-d1-mih"]],
  ])("?%s", async (query, expected) => {
    const body = await coverage(`/api/meta/coverage/?${query}`);
    expect(body.results.map((row) => row.league.slug)).toEqual(expected);
    expect(body.count).toBe(expected.length);
  });

  it("pages, and rejects bad parameters with 400", async () => {
    const second = await coverage("/api/meta/coverage/?page_size=3&page=2");
    expect(second.results.map((row) => row.league.slug)).toEqual(LEAGUES_BY_SPORT.slice(3, 6));
    expect(second).toMatchObject({ count: 10, previous: "http://localhost:4173/api/meta/coverage/?page_size=3" });
    expect((await get("/api/meta/coverage/?ordering=sport")).statusCode).toBe(400);
    expect(json((await get("/api/meta/coverage/?sport__slug=Ice Hockey")).body)).toHaveProperty("sport__slug");
  });
});
