// Issue #15: a game's line score, attendance and notes, and the games of one final series
// (championship__slug with season__start_year) on the games list, its summary and its season
// picker. The World Series deciders come from the seed; the fixture adds the 2023 Series'
// Game 4 and fills Game 5 with Retrosheet's line scores and attendance (glws.txt, 2023-10-31
// and 2023-11-01).
import { game as gameSchema, gameSeasons, gameSummary } from "@tl/contract/games";
import { page as pageSchema } from "@tl/contract/paging";
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TEST_SEED, json, seededApp, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;

async function addSeriesGames(db: Database) {
  const [decider] = await db.select().from(schema.games).where(eq(schema.games.slug, "world-series-2023-game-5"));
  if (!decider) throw new Error("fixture: the seed holds no 2023 World Series decider");
  await db
    .update(schema.games)
    .set({ awayLineScore: "000000104", homeLineScore: "000000000", attendance: 48511 })
    .where(eq(schema.games.id, decider.id));
  await db.insert(schema.games).values({
    leagueId: decider.leagueId,
    seasonId: decider.seasonId,
    championshipId: decider.championshipId,
    status: "final",
    slug: "world-series-2023-game-4",
    homeTeamId: decider.homeTeamId,
    awayTeamId: decider.awayTeamId,
    homeScore: 7,
    awayScore: 11,
    gameDate: "2023-10-31",
    venue: "Chase Field",
    round: "World Series Game 4",
    awayLineScore: "055000010",
    homeLineScore: "000100042",
    attendance: 48388,
    notes: "Test note: a game the source flags.",
  });
  await announceDataChange(db);
}

beforeAll(async () => {
  ctx = await seededApp({}, { ...API_TEST_SEED, finals: ["super-bowl", "world-series"] });
  await addSeriesGames(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });
const gamePage = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return pageSchema(gameSchema).parse(json(response.body));
};

describe("a game's line score, attendance and notes", () => {
  it("are answered as the source writes them", async () => {
    const [game] = (await gamePage("/api/games/games/?date=2023-10-31&sport__slug=baseball")).results;
    expect(game).toMatchObject({
      slug: "world-series-2023-game-4",
      away_team: { slug: "texas-rangers" },
      home_team: { slug: "arizona-diamondbacks" },
      away_line_score: "055000010",
      home_line_score: "000100042",
      attendance: 48388,
      notes: "Test note: a game the source flags.",
    });
  });

  it("are null where the source has none", async () => {
    const body = await gamePage("/api/games/games/?sport__slug=football");
    expect(body.results.length).toBeGreaterThan(0);
    for (const game of body.results)
      expect(game).toMatchObject({ home_line_score: null, away_line_score: null, attendance: null, notes: null });
  });
});

describe("championship__slug: the games of a final", () => {
  it("with season__start_year lists that final's games, newest first", async () => {
    const body = await gamePage("/api/games/games/?championship__slug=world-series&season__start_year=2023");
    expect(body.results.map((game) => [game.slug, game.attendance])).toEqual([
      ["world-series-2023-game-5", 48511],
      ["world-series-2023-game-4", 48388],
    ]);
  });

  it("alone lists every final's games of that championship and no other game", async () => {
    const body = await gamePage("/api/games/games/?championship__slug=world-series&page_size=500");
    expect(body.count).toBeGreaterThanOrEqual(3);
    expect(body.results.every((game) => game.championship?.slug === "world-series")).toBe(true);
    expect(new Set(body.results.map((game) => game.season?.start_year))).toContain(2022);
  });

  it("is counted alike by the summary", async () => {
    const response = await get("/api/games/games/summary/?championship__slug=world-series&season__start_year=2023");
    expect(gameSummary.parse(json(response.body))).toMatchObject({ count: 2, final: 2 });
  });

  it("finds nothing for a championship without games", async () => {
    expect((await gamePage("/api/games/games/?championship__slug=frozen-four")).count).toBe(0);
  });

  it.each(["World Series", "world_series", "x".repeat(65)])("answers 400 for a malformed slug: %s", async (value) => {
    const response = await get(`/api/games/games/?championship__slug=${encodeURIComponent(value)}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response.body) as object)).toEqual(["championship__slug"]);
  });
});

describe("seasons/?championship__slug=", () => {
  it("lists only the seasons holding games of that championship's finals", async () => {
    const response = await get("/api/games/games/seasons/?championship__slug=world-series");
    const { seasons } = gameSeasons.parse(json(response.body));
    const season2023 = seasons.find((season) => season.start_year === 2023);
    expect(season2023).toMatchObject({ league: { slug: "mlb" }, games: 2, first_date: "2023-10-31", last_date: "2023-11-01" });
    expect(seasons.every((season) => season.sport.slug === "baseball")).toBe(true);
    const superBowls = gameSeasons.parse(json((await get("/api/games/games/seasons/?championship__slug=super-bowl")).body)).seasons;
    expect(superBowls.every((season) => season.sport.slug === "football")).toBe(true);
    expect(superBowls.length).toBeGreaterThan(0);
  });

  it("answers 400 for a malformed slug", async () => {
    const response = await get("/api/games/games/seasons/?championship__slug=Not%20A%20Slug");
    expect(response.statusCode).toBe(400);
    expect(json(response.body)).toHaveProperty("championship__slug");
  });
});

describe("/api/schema/", () => {
  it("documents championship__slug on the games list and its season picker", async () => {
    const document = json((await get("/api/schema/")).body) as { paths: Record<string, { get: { parameters?: { name: string }[] } }> };
    for (const path of ["/api/games/games/", "/api/games/games/seasons/", "/api/games/games/summary/"])
      expect(document.paths[path]?.get.parameters?.map((parameter) => parameter.name)).toContain("championship__slug");
  });

  it("documents the new game fields", async () => {
    const text = (await get("/api/schema/")).body;
    for (const field of ["home_line_score", "away_line_score", "attendance", "notes"]) expect(text).toContain(`"${field}"`);
  });
});
