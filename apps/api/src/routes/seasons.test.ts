// Seasons: the seed has three seasons (2022-2024) for each of eight leagues, each with its
// champion. The fixture adds the real facts of the 2024 NFL season, the 2004-05 NHL season
// (cancelled: no Stanley Cup awarded) and, as test-only state, the 2026-27 NBA season as active.
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as entities from "../api/entities/index";
import { json, seededApp, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;

async function idOf(rows: Promise<{ id: number }[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`fixture: no ${what}`);
  return row.id;
}

async function insertSeasonsFixture(db: Database) {
  const league = (slug: string) => idOf(db.select({ id: schema.leagues.id }).from(schema.leagues).where(eq(schema.leagues.slug, slug)), slug);
  const nfl = await league("nfl");
  const nhl = await league("nhl");
  const nba = await league("nba");
  await db
    .update(schema.seasons)
    .set({
      // Kickoff on 2024-09-05; Super Bowl LIX on 2025-02-09.
      startDate: "2024-09-05",
      endDate: "2025-02-09",
      teamsCount: 32,
      // 272 regular-season games and 13 playoff games.
      gamesCount: 285,
      regularSeasonGames: 17,
      playoffsFormat: "14 teams, single elimination",
    })
    .where(and(eq(schema.seasons.leagueId, nfl), eq(schema.seasons.startYear, 2024)));
  const lockout = await idOf(
    db
      .update(schema.seasons)
      .set({ notes: "Cancelled by a lockout." })
      .where(and(eq(schema.seasons.leagueId, nhl), eq(schema.seasons.startYear, 2004)))
      .returning({ id: schema.seasons.id }),
    "2004-05 NHL season",
  );
  const stanleyCup = await idOf(db.select({ id: schema.championships.id }).from(schema.championships).where(eq(schema.championships.slug, "stanley-cup-final")), "Stanley Cup");
  await db.insert(schema.champions).values({ championshipId: stanleyCup, seasonId: lockout, teamId: null, notes: "Not awarded: the season was cancelled by a lockout." });
  // The seed flags the season in progress by the machine's date; pin one active season here.
  await db.update(schema.seasons).set({ isActive: false });
  await db
    .insert(schema.seasons)
    .values({ leagueId: nba, startYear: 2026, endYear: 2027, name: "2026-27 NBA season", isActive: true })
    .onConflictDoUpdate({ target: [schema.seasons.leagueId, schema.seasons.startYear], set: { isActive: true } });
  await announceDataChange(db);
}

beforeAll(async () => {
  ctx = await seededApp();
  await insertSeasonsFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });
const seasonPage = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return entities.page(entities.season).parse(json(response.body));
};
const names = async (url: string) => (await seasonPage(url)).results.map((season) => season.name);

/** The seed's seasons of one start year, in the default order (league name). */
const seededYear = (year: 2022 | 2023 | 2024) => {
  const span = `${String(year)}-${String(year + 1).slice(2)}`;
  return [
    `${String(year)} MLB season`,
    // The seed's Men's College World Series champions are those of 2023-2025.
    ...(year === 2022 ? [] : [`${String(year)} college baseball season`]),
    `${span} college football season`,
    `${span} men's college basketball season`,
    `${span} men's college hockey season`,
    `${span} NBA season`,
    `${span} NFL season`,
    `${span} NHL season`,
  ];
};

describe("/api/championships/seasons/", () => {
  it("lists every season as a Django REST page, newest first", async () => {
    const body = await seasonPage("/api/championships/seasons/");
    expect(body).toMatchObject({ count: 26, next: null, previous: null });
    expect(body.results.map((season) => season.name)).toEqual(["2026-27 NBA season", "2025 college baseball season", ...seededYear(2024), ...seededYear(2023), ...seededYear(2022), "2004-05 NHL season"]);
  });

  it("answers a season with its sport, league, level, status, champion and facts", async () => {
    const [season] = (await seasonPage("/api/championships/seasons/?sport__slug=football&level__slug=professional&season__start_year=2024")).results;
    expect(season).toEqual({
      id: expect.any(Number) as number,
      name: "2024-25 NFL season",
      start_year: 2024,
      end_year: 2025,
      sport: { name: "Football", slug: "football", abbreviation: "FB" },
      league: { name: "National Football League", slug: "nfl", abbreviation: "NFL" },
      level: { name: "Professional", slug: "professional" },
      is_active: false,
      status: "completed",
      champion: { team_name: "Eagles", team_city: "Philadelphia", team_abbreviation: "PHI", team_slug: "philadelphia-eagles" },
      championship_name: "Super Bowl",
      start_date: "2024-09-05",
      end_date: "2025-02-09",
      teams_count: 32,
      games_count: 285,
      regular_season_games: 17,
      playoffs_format: "14 teams, single elimination",
      notes: null,
    });
  });

  it("has no champion for a season without a title, or one not decided yet", async () => {
    const [lockout] = (await seasonPage("/api/championships/seasons/?season__start_year=2004")).results;
    expect(lockout).toMatchObject({ name: "2004-05 NHL season", champion: null, championship_name: "Stanley Cup Final", notes: "Cancelled by a lockout.", status: "completed" });
    const [active] = (await seasonPage("/api/championships/seasons/?status=active")).results;
    expect(active).toMatchObject({ name: "2026-27 NBA season", is_active: true, status: "active", champion: null, championship_name: "NBA Finals" });
  });

  it("names each season's champion as it was that season", async () => {
    const body = await seasonPage("/api/championships/seasons/?sport__slug=hockey&level__slug=professional&status=completed");
    expect(body.results.map((season) => [season.start_year, season.champion?.team_city, season.champion?.team_name, season.champion?.team_abbreviation])).toEqual([
      [2024, "Florida", "Panthers", "FLA"],
      [2023, "Florida", "Panthers", "FLA"],
      [2022, "Vegas", "Golden Knights", "VGK"],
      [2004, undefined, undefined, undefined],
    ]);
  });

  it.each([
    ["sport__slug=hockey", ["2024-25 men's college hockey season", "2024-25 NHL season", "2023-24 men's college hockey season", "2023-24 NHL season", "2022-23 men's college hockey season", "2022-23 NHL season", "2004-05 NHL season"]],
    ["sport__slug=cricket", []],
    ["level__slug=ncaa-division-i&season__start_year=2024", seededYear(2024).slice(1, 5)],
    ["season__start_year=2023", seededYear(2023)],
    ["season__start_year=1999", []],
    ["status=active", ["2026-27 NBA season"]],
    ["status=completed&season__start_year=2022", seededYear(2022)],
    ["search=EAGLES", ["2024-25 NFL season"]],
    ["search=philadelphia", ["2024-25 NFL season"]],
    ["search=uconn", ["2023-24 men's college basketball season", "2022-23 men's college basketball season"]],
    ["search=national%20basketball", ["2026-27 NBA season", "2024-25 NBA season", "2023-24 NBA season", "2022-23 NBA season"]],
    ["search=football", ["2024-25 college football season", "2024-25 NFL season", "2023-24 college football season", "2023-24 NFL season", "2022-23 college football season", "2022-23 NFL season"]],
    ["search=2024-25", seededYear(2024).slice(2)],
    ["sport__slug=basketball&level__slug=professional&status=completed", ["2024-25 NBA season", "2023-24 NBA season", "2022-23 NBA season"]],
    ["sport__slug=hockey&status=completed&search=panthers&season__start_year=2023", ["2023-24 NHL season"]],
    ["ordering=start_year&sport__slug=hockey&level__slug=professional", ["2004-05 NHL season", "2022-23 NHL season", "2023-24 NHL season", "2024-25 NHL season"]],
    ["ordering=-name&sport__slug=football&level__slug=professional", ["2024-25 NFL season", "2023-24 NFL season", "2022-23 NFL season"]],
    ["ordering=name&search=nba", ["2022-23 NBA season", "2023-24 NBA season", "2024-25 NBA season", "2026-27 NBA season"]],
  ] as [string, string[]][])("?%s", async (query, expected) => {
    const body = await seasonPage(`/api/championships/seasons/?${query}`);
    expect(body.results.map((season) => season.name)).toEqual(expected);
    expect(body.count).toBe(expected.length);
  });

  it("pages with next and previous links", async () => {
    const first = await seasonPage("/api/championships/seasons/?page_size=10");
    expect(first).toMatchObject({ count: 26, previous: null, next: "http://localhost:4173/api/championships/seasons/?page_size=10&page=2" });
    const third = await seasonPage("/api/championships/seasons/?page_size=10&page=3");
    expect(third.results.map((season) => season.name)).toEqual([...seededYear(2022).slice(2), "2004-05 NHL season"]);
    expect(third).toMatchObject({ next: null, previous: "http://localhost:4173/api/championships/seasons/?page_size=10&page=2" });
    expect(await names("/api/championships/seasons/?page_size=2&page=2&status=completed&sport__slug=baseball")).toEqual(["2024 college baseball season", "2023 MLB season"]);
    expect((await get("/api/championships/seasons/?page_size=10&page=4")).statusCode).toBe(404);
  });

  it.each([
    ["status=done", "status"],
    ["status=upcoming", "status"],
    ["season__start_year=24", "season__start_year"],
    ["season__start_year=2024-25", "season__start_year"],
    ["sport__slug=Hockey!", "sport__slug"],
    ["level__slug=ncaa%20division%20i", "level__slug"],
    ["ordering=teams_count", "ordering"],
    [`search=${"x".repeat(101)}`, "search"],
  ])("answers 400 naming the parameter for ?%s", async (query, param) => {
    const response = await get(`/api/championships/seasons/?${query}`);
    expect(response.statusCode).toBe(400);
    const body = json(response.body) as Record<string, string[]>;
    expect(Object.keys(body)).toEqual([param]);
    expect(body[param]?.[0]).toMatch(/\w/);
  });
});
