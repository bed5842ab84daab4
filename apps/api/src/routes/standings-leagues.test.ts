// One league per table (issue #15): a sport holds several leagues (MLB and the Negro Leagues, the
// NBA and the ABA), and league__slug keeps one league's rows. The fixture holds real rows of two
// leagues in one season each: the 1942 American League's Yankees (103-51) and Red Sox (93-59) and
// the 1942 Negro American League's Kansas City Monarchs (36-14) and Memphis Red Sox (34-27), as
// Lahman's Teams.csv (2025 release) has them; the 1970-71 NBA's Milwaukee Bucks (66-16) and the
// ABA's Indiana Pacers (58-26) and Utah Stars (57-27), counted from FiveThirtyEight's nba_all_elo.csv.
import { page as pageSchema } from "@tl/contract/paging";
import { standing, standingSeasons } from "@tl/contract/standings";
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;

type Row = [league: string, year: number, team: string, rank: number, wins: number, losses: number, division: string | null];

const ROWS: Row[] = [
  ["mlb", 1942, "new-york-yankees", 1, 103, 51, "American League"],
  ["mlb", 1942, "boston-red-sox", 2, 93, 59, "American League"],
  ["negro-american-league", 1942, "kansas-city-monarchs", 1, 36, 14, null],
  ["negro-american-league", 1942, "memphis-red-sox", 3, 34, 27, null],
  ["nba", 1970, "milwaukee-bucks", 1, 66, 16, "Midwest"],
  ["aba", 1970, "indiana-pacers", 1, 58, 26, "Western"],
  ["aba", 1970, "utah-stars", 2, 57, 27, "Western"],
];

/** Each club, added where the test seed lacks it (Negro League clubs come from the Lahman import). */
const CLUBS: Record<string, [league: string, city: string, name: string, abbreviation: string]> = {
  "new-york-yankees": ["mlb", "New York", "Yankees", "NYY"],
  "boston-red-sox": ["mlb", "Boston", "Red Sox", "BOS"],
  "kansas-city-monarchs": ["negro-american-league", "Kansas City", "Monarchs", "KCM"],
  "memphis-red-sox": ["negro-american-league", "Memphis", "Red Sox", "MRS"],
  "milwaukee-bucks": ["nba", "Milwaukee", "Bucks", "MIL"],
  "indiana-pacers": ["nba", "Indiana", "Pacers", "IND"],
  "utah-stars": ["aba", "Utah", "Stars", "UTS"],
};

const SEASON_NAMES: Record<string, (year: number) => string> = {
  mlb: (year) => `${String(year)} MLB season`,
  "negro-american-league": (year) => `${String(year)} NAL season`,
  nba: (year) => `${String(year)}-${String((year + 1) % 100)} NBA season`,
  aba: (year) => `${String(year)}-${String((year + 1) % 100)} ABA season`,
};

async function insertFixture(db: Database) {
  const leagueIds = new Map(
    (await db.select({ id: schema.leagues.id, slug: schema.leagues.slug }).from(schema.leagues)).map((r) => [r.slug, r.id]),
  );
  const leagueId = (slug: string) => {
    const id = leagueIds.get(slug);
    if (id === undefined) throw new Error(`fixture: no league ${slug}`);
    return id;
  };
  const seasonId = async (league: string, year: number) => {
    const where = and(eq(schema.seasons.leagueId, leagueId(league)), eq(schema.seasons.startYear, year));
    const [found] = await db.select({ id: schema.seasons.id }).from(schema.seasons).where(where);
    if (found) return found.id;
    const name = SEASON_NAMES[league]?.(year) ?? "";
    const endYear = league === "nba" || league === "aba" ? year + 1 : year;
    const [added] = await db
      .insert(schema.seasons)
      .values({ leagueId: leagueId(league), startYear: year, endYear, name })
      .returning();
    if (!added) throw new Error("fixture: season not added");
    return added.id;
  };
  for (const [slug, [league, city, name, abbreviation]] of Object.entries(CLUBS)) {
    await db
      .insert(schema.teams)
      .values({ slug, leagueId: leagueId(league), city, name, abbreviation })
      .onConflictDoNothing();
  }
  const teams = await db
    .select({ id: schema.teams.id, slug: schema.teams.slug, city: schema.teams.city, name: schema.teams.name })
    .from(schema.teams)
    .where(
      inArray(
        schema.teams.slug,
        ROWS.map((row) => row[2]),
      ),
    );
  for (const [league, year, slug, rank, wins, losses, division] of ROWS) {
    const team = teams.find((candidate) => candidate.slug === slug);
    if (!team) throw new Error(`fixture: no team ${slug}`);
    await db.insert(schema.standings).values({
      seasonId: await seasonId(league, year),
      teamId: team.id,
      teamCity: team.city,
      teamName: team.name,
      rank,
      wins,
      losses,
      division,
    });
  }
  await announceDataChange(db);
}

beforeAll(async () => {
  ctx = await seededApp();
  await insertFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });
/** "1942 negro-american-league KCM"-like keys: season, league slug of the season, team slug. */
const teamsOf = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return pageSchema(standing)
    .parse(json(response.body))
    .results.map((row) => `${row.season_name}: ${row.team.slug}`);
};

describe("league__slug on the standings", () => {
  it.each([
    [
      "/api/games/standings/?sport__slug=baseball&season__start_year=1942&league__slug=mlb",
      ["1942 MLB season: new-york-yankees", "1942 MLB season: boston-red-sox"],
    ],
    [
      "/api/games/standings/current/?sport__slug=baseball&season=1942&league__slug=mlb",
      ["1942 MLB season: new-york-yankees", "1942 MLB season: boston-red-sox"],
    ],
    [
      "/api/games/standings/current/?sport__slug=baseball&season=1942&league__slug=negro-american-league",
      ["1942 NAL season: kansas-city-monarchs", "1942 NAL season: memphis-red-sox"],
    ],
    ["/api/games/standings/current/?league__slug=mlb", ["1942 MLB season: new-york-yankees", "1942 MLB season: boston-red-sox"]],
    ["/api/games/standings/current/?sport__slug=basketball&league__slug=nba", ["1970-71 NBA season: milwaukee-bucks"]],
    [
      "/api/games/standings/current/?sport__slug=basketball&league__slug=aba",
      ["1970-71 ABA season: indiana-pacers", "1970-71 ABA season: utah-stars"],
    ],
    [
      "/api/games/standings/by_division/?division=Western&league__slug=aba",
      ["1970-71 ABA season: indiana-pacers", "1970-71 ABA season: utah-stars"],
    ],
    ["/api/games/standings/by_division/?division=Western&league__slug=nba", []],
    // A league of another sport filters everything out, as a sport and level that do not match.
    ["/api/games/standings/current/?sport__slug=basketball&league__slug=mlb", []],
  ] as [string, string[]][])("%s", async (url, expected) => {
    expect(await teamsOf(url)).toEqual(expected);
  });

  it("never ranks a Negro League club with MLB's, nor an ABA club with the NBA's, unless its league is asked for", async () => {
    const mlb = await teamsOf("/api/games/standings/?sport__slug=baseball&league__slug=mlb");
    expect(mlb.filter((row) => !row.startsWith("1942 MLB season"))).toEqual([]);
    expect(mlb.length).toBeGreaterThan(0);
    const nba = await teamsOf("/api/games/standings/?sport__slug=basketball&league__slug=nba");
    expect(nba.filter((row) => !row.includes("NBA season"))).toEqual([]);
    expect(nba.length).toBeGreaterThan(0);
    // Without the league, a season of the sport holds both (each row names its league): the screen always asks for one.
    const both = await teamsOf("/api/games/standings/current/?sport__slug=baseball&season=1942");
    expect(new Set(both.map((row) => row.split(":")[0]))).toEqual(new Set(["1942 MLB season", "1942 NAL season"]));
  });
});

describe("league__slug on the standings seasons", () => {
  const seasonsOf = async (query: string) => {
    const response = await get(`/api/games/standings/seasons/?${query}`);
    expect(response.statusCode).toBe(200);
    return standingSeasons.parse(json(response.body)).seasons.map((season) => `${season.name} (${season.league.slug})`);
  };

  it("names each league season, so the picker can offer '1942 MLB season' and '1942 NAL season' apart", async () => {
    expect(await seasonsOf("sport__slug=baseball")).toEqual(["1942 MLB season (mlb)", "1942 NAL season (negro-american-league)"]);
    expect(await seasonsOf("sport__slug=basketball")).toEqual(["1970-71 ABA season (aba)", "1970-71 NBA season (nba)"]);
  });

  it("keeps one league's seasons", async () => {
    expect(await seasonsOf("sport__slug=baseball&league__slug=negro-american-league")).toEqual(["1942 NAL season (negro-american-league)"]);
  });
});

describe("league__slug on every list that has a league", () => {
  it.each([
    ["/api/championships/seasons/?league__slug=aba&season__start_year=1970", "name", ["1970-71 ABA season"]],
    ["/api/championships/seasons/?league__slug=nba&season__start_year=1970", "name", ["1970-71 NBA season"]],
    ["/api/teams/teams/?league__slug=negro-american-league", "slug", ["kansas-city-monarchs", "memphis-red-sox"]],
    ["/api/championships/championships/?league__slug=nba", "slug", ["nba-finals"]],
    ["/api/championships/championships/?league__slug=negro-american-league", "slug", []],
    ["/api/games/games/?league__slug=negro-american-league", "slug", []],
    ["/api/people/players/?league__slug=negro-american-league", "slug", []],
    ["/api/people/coaches/?league__slug=negro-american-league", "slug", []],
  ] as [string, string, string[]][])("%s", async (url, field, expected) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const body = json(response.body) as { results: Record<string, unknown>[] };
    expect(body.results.map((row) => row[field])).toEqual(expected);
  });

  it("keeps the games of the league asked for (the seeded Super Bowls under nfl)", async () => {
    const all = json((await get("/api/games/games/?sport__slug=football&level__slug=professional")).body) as { count: number };
    const nfl = json((await get("/api/games/games/?league__slug=nfl")).body) as { count: number };
    expect(nfl.count).toBeGreaterThan(0);
    expect(nfl.count).toBe(all.count);
    // The seed holds no NBA game: another league's filter leaves none of them.
    const nba = json((await get("/api/games/games/?league__slug=nba")).body) as { count: number };
    expect(nba.count).toBe(0);
  });
});

describe("a bad league__slug", () => {
  const LISTS = [
    "/api/games/standings/",
    "/api/games/standings/current/",
    "/api/games/standings/by_division/?division=Western",
    "/api/games/standings/seasons/",
    "/api/games/games/",
    "/api/games/games/summary/",
    "/api/championships/seasons/",
    "/api/teams/teams/",
    "/api/people/players/",
    "/api/people/players/summary/",
    "/api/people/coaches/",
    "/api/championships/championships/",
  ];
  const withQuery = (url: string, query: string) => `${url}${url.includes("?") ? "&" : "?"}${query}`;

  it.each(LISTS)("%s answers 400 with the choices for a league we do not hold", async (url) => {
    const response = await get(withQuery(url, "league__slug=nal"));
    expect(response.statusCode).toBe(400);
    const body = json(response.body) as Record<string, string[]>;
    expect(Object.keys(body)).toEqual(["league__slug"]);
    expect(body.league__slug?.[0]).toMatch(
      /^Select a valid choice\. nal is not one of the available choices: .*\bmlb\b.*\bnegro-american-league\b/,
    );
  });

  it.each(LISTS)("%s answers 400 for a value that is no slug", async (url) => {
    for (const query of ["league__slug=MLB", "league__slug=negro%20american", `league__slug=${"a".repeat(65)}`]) {
      const response = await get(withQuery(url, query));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(json(response.body) as Record<string, string[]>)).toEqual(["league__slug"]);
    }
  });

  it("treats a blank league__slug as no filter", async () => {
    expect((await teamsOf("/api/games/standings/current/?sport__slug=basketball&league__slug=")).length).toBe(3);
  });

  it("is documented on every list that takes it", async () => {
    const doc = json((await get("/api/schema/")).body) as { paths: Record<string, { get: { parameters: { name: string }[] } }> };
    for (const url of LISTS) {
      const path = url.split("?")[0] ?? "";
      expect(doc.paths[path]?.get.parameters.map((parameter) => parameter.name)).toContain("league__slug");
    }
  });
});
