// Games: the seed holds the last three Super Bowls. The fixture adds real 2024 NFL playoff
// games and a 2020 wild-card game of the Washington Football Team (to show names of their
// season), plus test-only scheduled or live rows dated "today" and tomorrow, without scores.
import { game as gameSchema, gameSeasons, gameSummary } from "@tl/contract/games";
import { page as pageSchema } from "@tl/contract/paging";
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { nflEastTeams } from "../test/nfl-east-teams";
import { clock, dateInNewYork } from "./games";

let ctx: ApiTestContext;
let today: string;
let tomorrow: string;

function nextDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

async function idOf(rows: Promise<{ id: number }[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`fixture: no ${what}`);
  return row.id;
}

async function insertGamesFixture(db: Database) {
  const nfl = await idOf(db.select({ id: schema.leagues.id }).from(schema.leagues).where(eq(schema.leagues.slug, "nfl")), "NFL");
  const season2024 = await idOf(
    db
      .select({ id: schema.seasons.id })
      .from(schema.seasons)
      .where(and(eq(schema.seasons.leagueId, nfl), eq(schema.seasons.startYear, 2024))),
    "2024 NFL season",
  );
  const season2020 = await idOf(
    db
      .select({ id: schema.seasons.id })
      .from(schema.seasons)
      .where(and(eq(schema.seasons.leagueId, nfl), eq(schema.seasons.startYear, 2020))),
    "2020 NFL season",
  );
  const added = await db
    .insert(schema.teams)
    .values([
      ...nflEastTeams(nfl),
      // Seeded only when the test slice of champions reaches back to their titles.
      {
        slug: "los-angeles-rams",
        leagueId: nfl,
        city: "Los Angeles",
        name: "Rams",
        abbreviation: "LAR",
        shortName: "Rams",
        conference: "NFC",
        division: "NFC West",
        country: "USA",
        foundedYear: 1936,
      },
      {
        slug: "tampa-bay-buccaneers",
        leagueId: nfl,
        city: "Tampa Bay",
        name: "Buccaneers",
        abbreviation: "TB",
        shortName: "Buccaneers",
        conference: "NFC",
        division: "NFC South",
        country: "USA",
        foundedYear: 1976,
      },
    ])
    .onConflictDoNothing()
    .returning({ id: schema.teams.id, slug: schema.teams.slug });
  const seeded = await db
    .select({ id: schema.teams.id, slug: schema.teams.slug })
    .from(schema.teams)
    .where(inArray(schema.teams.slug, ["philadelphia-eagles", "kansas-city-chiefs", "los-angeles-rams", "tampa-bay-buccaneers"]));
  const team = new Map([...added, ...seeded].map((row) => [row.slug, row.id]));
  const id = (slug: string) => {
    const found = team.get(slug);
    if (found === undefined) throw new Error(`fixture: no team ${slug}`);
    return found;
  };
  const washington = id("washington-commanders");
  await db.insert(schema.teamNames).values([
    { teamId: washington, firstYear: 1932, lastYear: 1932, city: "Boston", name: "Braves" },
    { teamId: washington, firstYear: 1933, lastYear: 1936, city: "Boston", name: "Redskins" },
    { teamId: washington, firstYear: 1937, lastYear: 2019, city: "Washington", name: "Redskins" },
    { teamId: washington, firstYear: 2020, lastYear: 2021, city: "Washington", name: "Football Team" },
    { teamId: washington, firstYear: 2022, lastYear: null, city: "Washington", name: "Commanders" },
  ]);
  const final = { leagueId: nfl, status: "final" as const };
  await db.insert(schema.games).values([
    // 2024 NFL playoffs (season 2024).
    {
      ...final,
      slug: "2024-nfc-championship",
      seasonId: season2024,
      homeTeamId: id("philadelphia-eagles"),
      awayTeamId: washington,
      homeScore: 55,
      awayScore: 23,
      gameDate: "2025-01-26",
      venue: "Lincoln Financial Field, Philadelphia",
      round: "NFC Championship",
    },
    {
      ...final,
      slug: "2024-afc-championship",
      seasonId: season2024,
      homeTeamId: id("kansas-city-chiefs"),
      awayTeamId: id("buffalo-bills"),
      homeScore: 32,
      awayScore: 29,
      gameDate: "2025-01-26",
      venue: "GEHA Field at Arrowhead Stadium, Kansas City",
      round: "AFC Championship",
    },
    {
      ...final,
      slug: "2024-nfc-divisional-rams-eagles",
      seasonId: season2024,
      homeTeamId: id("philadelphia-eagles"),
      awayTeamId: id("los-angeles-rams"),
      homeScore: 28,
      awayScore: 22,
      gameDate: "2025-01-19",
      venue: "Lincoln Financial Field, Philadelphia",
      round: "Divisional",
    },
    {
      ...final,
      slug: "2024-nfc-wild-card-commanders-buccaneers",
      seasonId: season2024,
      homeTeamId: id("tampa-bay-buccaneers"),
      awayTeamId: washington,
      homeScore: 20,
      awayScore: 23,
      gameDate: "2025-01-12",
      venue: "Raymond James Stadium, Tampa",
      round: "Wild Card",
    },
    // 2020 NFL playoffs: Washington played as the Football Team.
    {
      ...final,
      slug: "2020-nfc-wild-card-buccaneers-washington",
      seasonId: season2020,
      homeTeamId: washington,
      awayTeamId: id("tampa-bay-buccaneers"),
      homeScore: 23,
      awayScore: 31,
      gameDate: "2021-01-09",
      venue: "FedExField, Landover",
      round: "Wild Card",
    },
    // Test-only fixtures: no season, no result.
    {
      leagueId: nfl,
      slug: "test-live-commanders-eagles",
      status: "live",
      homeTeamId: id("philadelphia-eagles"),
      awayTeamId: washington,
      gameDate: today,
    },
    {
      leagueId: nfl,
      slug: "test-scheduled-giants-cowboys",
      status: "scheduled",
      homeTeamId: id("dallas-cowboys"),
      awayTeamId: id("new-york-giants"),
      gameDate: today,
    },
    {
      leagueId: nfl,
      slug: "test-scheduled-chiefs-bills",
      status: "scheduled",
      homeTeamId: id("buffalo-bills"),
      awayTeamId: id("kansas-city-chiefs"),
      gameDate: tomorrow,
    },
  ]);
  await announceDataChange(db);
}

beforeAll(async () => {
  today = clock.today();
  tomorrow = nextDay(today);
  ctx = await seededApp();
  await insertGamesFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });
const gamePage = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return pageSchema(gameSchema).parse(json(response.body));
};
const slugs = async (url: string) => (await gamePage(url)).results.map((game) => game.slug);

const RECENT = [
  "super-bowl-2024",
  "2024-afc-championship",
  "2024-nfc-championship",
  "2024-nfc-divisional-rams-eagles",
  "2024-nfc-wild-card-commanders-buccaneers",
  "super-bowl-2023",
  "super-bowl-2022",
  "2020-nfc-wild-card-buccaneers-washington",
];
const TODAY = ["test-scheduled-giants-cowboys", "test-live-commanders-eagles"];

describe("today's date", () => {
  it.each([
    ["2025-01-27T04:59:59Z", "2025-01-26"],
    ["2025-01-27T05:00:00Z", "2025-01-27"],
    ["2025-07-04T03:59:00Z", "2025-07-03"],
    ["2025-07-04T04:00:00Z", "2025-07-04"],
  ])("is the calendar date in America/New_York: %s → %s", (instant, date) => {
    expect(dateInNewYork(new Date(instant))).toBe(date);
  });
});

describe("/api/games/games/", () => {
  it("lists every game as a Django REST page, newest first", async () => {
    const body = await gamePage("/api/games/games/");
    expect(body).toMatchObject({ count: 11, next: null, previous: null });
    expect(body.results.map((game) => game.slug)).toEqual(["test-scheduled-chiefs-bills", ...TODAY, ...RECENT]);
  });

  it("answers a game with both teams, the season and its page's slug, the round, the sport and the level", async () => {
    const body = await gamePage("/api/games/games/?date=2025-01-26&search=commanders");
    expect(body.results).toEqual([
      {
        id: expect.any(Number) as number,
        slug: "2024-nfc-championship",
        home_team: { name: "Eagles", city: "Philadelphia", abbreviation: "PHI", sport_name: "Football", slug: "philadelphia-eagles" },
        away_team: { name: "Commanders", city: "Washington", abbreviation: "WAS", sport_name: "Football", slug: "washington-commanders" },
        home_score: 55,
        away_score: 23,
        status: "final",
        game_date: "2025-01-26",
        game_time: null,
        period: null,
        time_remaining: null,
        championship: null,
        season: { name: "2024 NFL season", start_year: 2024, slug: "nfl-2024" },
        venue: "Lincoln Financial Field, Philadelphia",
        neutral_site: null,
        round: "NFC Championship",
        overtime: null,
        home_line_score: null,
        away_line_score: null,
        attendance: null,
        notes: null,
        sport: { name: "Football", slug: "football", abbreviation: "FB" },
        level: { name: "Professional", slug: "professional" },
      },
    ]);
  });

  it("names a team as it was called in the game's season, and by its current name without a season", async () => {
    const [wildCard2020] = (await gamePage("/api/games/games/?season__start_year=2020")).results;
    expect(wildCard2020?.home_team).toMatchObject({ city: "Washington", name: "Football Team", slug: "washington-commanders" });
    expect(wildCard2020?.away_team).toMatchObject({ city: "Tampa Bay", name: "Buccaneers" });
    const [live] = (await gamePage("/api/games/games/?status=live")).results;
    expect(live).toMatchObject({ season: null, home_score: null, away_score: null, away_team: { name: "Commanders" } });
  });

  it("attaches the championship a game decided", async () => {
    const [superBowl] = (await gamePage("/api/games/games/?date=2024-02-11")).results;
    // Even-numbered Super Bowls make the AFC champion the designated home team.
    expect(superBowl).toMatchObject({
      championship: { name: "Super Bowl", slug: "super-bowl" },
      overtime: "OT",
      home_team: { abbreviation: "KC" },
      home_score: 25,
    });
  });

  it.each([
    ["sport__slug=football", ["test-scheduled-chiefs-bills", ...TODAY, ...RECENT]],
    ["sport__slug=hockey", []],
    ["level__slug=professional", ["test-scheduled-chiefs-bills", ...TODAY, ...RECENT]],
    ["level__slug=ncaa-division-i", []],
    ["season__start_year=2024", RECENT.slice(0, 5)],
    ["season__start_year=2020", ["2020-nfc-wild-card-buccaneers-washington"]],
    ["status=final", RECENT],
    ["status=live", ["test-live-commanders-eagles"]],
    ["status=postponed", []],
    [
      "team__slug=washington-commanders",
      [
        "test-live-commanders-eagles",
        "2024-nfc-championship",
        "2024-nfc-wild-card-commanders-buccaneers",
        "2020-nfc-wild-card-buccaneers-washington",
      ],
    ],
    ["team__slug=los-angeles-rams", ["2024-nfc-divisional-rams-eagles"]],
    ["date=2025-01-26", ["2024-afc-championship", "2024-nfc-championship"]],
    ["search=BILLS", ["test-scheduled-chiefs-bills", "2024-afc-championship"]],
    ["search=football team", ["2020-nfc-wild-card-buccaneers-washington"]],
    [
      "search=kansas city",
      ["test-scheduled-chiefs-bills", "super-bowl-2024", "2024-afc-championship", "super-bowl-2023", "super-bowl-2022"],
    ],
    ["search=redskins", []],
    [
      "team__slug=philadelphia-eagles&season__start_year=2024&status=final",
      ["super-bowl-2024", "2024-nfc-championship", "2024-nfc-divisional-rams-eagles"],
    ],
    ["sport__slug=football&level__slug=professional&date=2025-01-19&search=rams", ["2024-nfc-divisional-rams-eagles"]],
    ["team__slug=kansas-city-chiefs&search=bills&status=scheduled", ["test-scheduled-chiefs-bills"]],
    ["ordering=game_date&season__start_year=2024", RECENT.slice(0, 5).reverse()],
  ] as [string, string[]][])("?%s", async (query, expected) => {
    const body = await gamePage(`/api/games/games/?${query}`);
    expect(body.results.map((game) => game.slug)).toEqual(expected);
    expect(body.count).toBe(expected.length);
  });

  it.each([
    ["date__gte=2025-01-19&date__lte=2025-01-26", ["2024-afc-championship", "2024-nfc-championship", "2024-nfc-divisional-rams-eagles"]],
    ["date__gte=2025-01-26&date__lte=2025-01-26", ["2024-afc-championship", "2024-nfc-championship"]],
    ["date__gte=2025-01-20&date__lte=2025-01-25", []],
    ["date__gte=2025-01-26&date__lte=2025-01-19", []],
    ["date__lte=2024-02-11", ["super-bowl-2023", "super-bowl-2022", "2020-nfc-wild-card-buccaneers-washington"]],
    ["date__gte=2025-01-26&status=final", ["super-bowl-2024", "2024-afc-championship", "2024-nfc-championship"]],
    [
      "date__gte=2025-01-19&date__lte=2025-02-09&team__slug=philadelphia-eagles",
      ["super-bowl-2024", "2024-nfc-championship", "2024-nfc-divisional-rams-eagles"],
    ],
    [
      "date__gte=2021-01-01&date__lte=2025-01-31&search=washington&season__start_year=2024",
      ["2024-nfc-championship", "2024-nfc-wild-card-commanders-buccaneers"],
    ],
    ["date__gte=2023-01-01&date__lte=2024-12-31&sport__slug=football&level__slug=professional", ["super-bowl-2023", "super-bowl-2022"]],
    ["date=2025-01-26&date__gte=2025-01-27", []],
    ["date=2025-01-26&date__lte=2025-01-26", ["2024-afc-championship", "2024-nfc-championship"]],
    ["date__gte=&date__lte=", ["test-scheduled-chiefs-bills", ...TODAY, ...RECENT]],
    [
      "date__gte=2024-01-01&date__lte=2025-01-31&ordering=game_date&page_size=2",
      ["super-bowl-2023", "2024-nfc-wild-card-commanders-buccaneers"],
    ],
  ] as [string, string[]][])("date bounds are inclusive and combine with AND: ?%s", async (query, expected) => {
    expect(await slugs(`/api/games/games/?${query}`)).toEqual(expected);
  });

  it.each([
    ["date__gte=2025-13-01", "date__gte"],
    ["date__gte=26/01/2025", "date__gte"],
    ["date__lte=2024-02-30", "date__lte"],
  ])("answers 400 with DRF's date message for ?%s", async (query, param) => {
    const response = await get(`/api/games/games/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response.body)).toEqual({ [param]: ["Enter a valid date (YYYY-MM-DD)."] });
  });

  it("orders by date either way", async () => {
    const oldestFirst = await slugs("/api/games/games/?ordering=game_date&status=final");
    expect(oldestFirst[0]).toBe("2020-nfc-wild-card-buccaneers-washington");
    expect(oldestFirst.at(-1)).toBe("super-bowl-2024");
    const newestFirst = await slugs("/api/games/games/?ordering=-game_date&status=final");
    expect(newestFirst[0]).toBe("super-bowl-2024");
    expect(newestFirst.at(-1)).toBe("2020-nfc-wild-card-buccaneers-washington");
  });

  it("pages with next and previous links", async () => {
    const first = await gamePage("/api/games/games/?page_size=4");
    expect(first).toMatchObject({ count: 11, previous: null, next: "http://localhost:4173/api/games/games/?page_size=4&page=2" });
    const third = await gamePage("/api/games/games/?page_size=4&page=3");
    expect(third.results.map((game) => game.slug)).toEqual(RECENT.slice(-3));
    expect(third).toMatchObject({ next: null, previous: "http://localhost:4173/api/games/games/?page_size=4&page=2" });
    expect((await get("/api/games/games/?page_size=4&page=4")).statusCode).toBe(404);
  });

  it("pages a season's games in either order (a season's games are paged apart from the whole list)", async () => {
    const second = await gamePage("/api/games/games/?season__start_year=2024&page_size=2&page=2");
    expect(second.results.map((game) => game.slug)).toEqual(RECENT.slice(2, 4));
    expect(second).toMatchObject({ count: 5, next: "http://localhost:4173/api/games/games/?season__start_year=2024&page_size=2&page=3" });
    const oldestFirst = await slugs("/api/games/games/?season__start_year=2024&ordering=game_date&page_size=2&page=2");
    expect(oldestFirst).toEqual(RECENT.slice(0, 5).reverse().slice(2, 4));
    expect((await get("/api/games/games/?season__start_year=2024&page_size=2&page=4")).statusCode).toBe(404);
  });
});

const BAD_QUERIES = [
  ["status=done", "status"],
  ["date=2024-13-45", "date"],
  ["date=26/01/2025", "date"],
  ["date=2024-02-30", "date"],
  ["date__gte=2025-1-5", "date__gte"],
  ["date__gte=0000-01-01", "date__gte"],
  ["date__lte=2023-02-29", "date__lte"],
  ["date__lte=yesterday", "date__lte"],
  ["season__start_year=24", "season__start_year"],
  ["team__slug=Eagles!", "team__slug"],
  ["sport__slug=Foot%20ball", "sport__slug"],
  ["ordering=home_score", "ordering"],
  [`search=${"x".repeat(101)}`, "search"],
] as const;

describe.each([
  "/api/games/games/",
  "/api/games/games/today/",
  "/api/games/games/live/",
  "/api/games/games/recent/",
  "/api/games/games/upcoming/",
])("%s", (path) => {
  it("answers a page of games that parse", async () => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const body = pageSchema(gameSchema).parse(json(response.body));
    expect(body.count).toBe(body.results.length);
  });

  it.each(BAD_QUERIES)("answers 400 naming the parameter for ?%s", async (query, param) => {
    const response = await get(`${path}?${query}`);
    expect(response.statusCode).toBe(400);
    const body = json(response.body) as Record<string, string[]>;
    expect(Object.keys(body)).toEqual([param]);
    expect(body[param]?.[0]).toMatch(/\w/);
  });
});

describe("/api/games/games/today/", () => {
  it("lists the games dated today in New York, newest first", async () => {
    expect(await slugs("/api/games/games/today/")).toEqual(TODAY);
  });

  it.each([
    ["status=scheduled", ["test-scheduled-giants-cowboys"]],
    ["team__slug=washington-commanders", ["test-live-commanders-eagles"]],
    ["search=giants", ["test-scheduled-giants-cowboys"]],
    ["sport__slug=basketball", []],
    ["ordering=game_date&level__slug=professional", TODAY.slice().reverse()],
    ["date=2025-01-26", []],
    ["date__gte=TODAY&date__lte=TODAY", TODAY],
    ["date__gte=TOMORROW", []],
    ["date__lte=2025-01-26", []],
  ] as [string, string[]][])("?%s", async (query, expected) => {
    expect(await slugs(`/api/games/games/today/?${query.replaceAll("TODAY", today).replace("TOMORROW", tomorrow)}`)).toEqual(expected);
  });

  it("follows the clock: on 2025-01-26 it lists both conference championship games", async () => {
    const pinned = vi.spyOn(clock, "today").mockReturnValue("2025-01-26");
    try {
      await announceDataChange(ctx.database.db);
      await expect.poll(() => slugs("/api/games/games/today/")).toEqual(["2024-afc-championship", "2024-nfc-championship"]);
      expect(await slugs("/api/games/games/recent/")).toEqual(RECENT.slice(3));
      expect(await slugs("/api/games/games/upcoming/")).toEqual([TODAY[0], "test-scheduled-chiefs-bills"]);
    } finally {
      pinned.mockRestore();
      await announceDataChange(ctx.database.db);
    }
    await expect.poll(() => slugs("/api/games/games/today/")).toEqual(TODAY);
  });
});

describe("/api/games/games/live/", () => {
  it("lists games in progress only", async () => {
    const body = await gamePage("/api/games/games/live/");
    expect(body.results.map((game) => [game.slug, game.status])).toEqual([["test-live-commanders-eagles", "live"]]);
  });

  it.each([
    ["team__slug=philadelphia-eagles", ["test-live-commanders-eagles"]],
    ["team__slug=dallas-cowboys", []],
    ["status=final", []],
    ["search=philadelphia&date=TODAY", ["test-live-commanders-eagles"]],
    ["date__gte=TODAY", ["test-live-commanders-eagles"]],
    ["date__lte=2025-02-09", []],
  ] as [string, string[]][])("?%s", async (query, expected) => {
    expect(await slugs(`/api/games/games/live/?${query.replace("TODAY", today)}`)).toEqual(expected);
  });
});

describe("/api/games/games/recent/", () => {
  it("lists final games before today, newest first", async () => {
    expect(await slugs("/api/games/games/recent/")).toEqual(RECENT);
  });

  it.each([
    ["season__start_year=2022", ["super-bowl-2022"]],
    ["team__slug=kansas-city-chiefs&season__start_year=2024", ["super-bowl-2024", "2024-afc-championship"]],
    [
      "search=eagles&ordering=game_date",
      ["super-bowl-2022", "2024-nfc-divisional-rams-eagles", "2024-nfc-championship", "super-bowl-2024"],
    ],
    ["status=scheduled", []],
    ["date__gte=2025-01-01&date__lte=2025-01-19", ["2024-nfc-divisional-rams-eagles", "2024-nfc-wild-card-commanders-buccaneers"]],
  ] as [string, string[]][])("?%s", async (query, expected) => {
    expect(await slugs(`/api/games/games/recent/?${query}`)).toEqual(expected);
  });

  it("pages", async () => {
    const second = await gamePage("/api/games/games/recent/?page_size=3&page=2");
    expect(second.results.map((game) => game.slug)).toEqual(RECENT.slice(3, 6));
    expect(second).toMatchObject({ count: 8, next: "http://localhost:4173/api/games/games/recent/?page_size=3&page=3" });
  });
});

describe("/api/games/games/upcoming/", () => {
  it("lists scheduled games from today on, soonest first", async () => {
    expect(await slugs("/api/games/games/upcoming/")).toEqual(["test-scheduled-giants-cowboys", "test-scheduled-chiefs-bills"]);
  });

  it.each([
    ["team__slug=kansas-city-chiefs", ["test-scheduled-chiefs-bills"]],
    ["date=TOMORROW", ["test-scheduled-chiefs-bills"]],
    ["ordering=-game_date", ["test-scheduled-chiefs-bills", "test-scheduled-giants-cowboys"]],
    ["search=new york&sport__slug=football", ["test-scheduled-giants-cowboys"]],
    ["status=live", []],
    ["date__gte=TOMORROW", ["test-scheduled-chiefs-bills"]],
    ["date__lte=TODAY", ["test-scheduled-giants-cowboys"]],
  ] as [string, string[]][])("?%s", async (query, expected) => {
    expect(await slugs(`/api/games/games/upcoming/?${query.replace("TOMORROW", tomorrow).replace("TODAY", today)}`)).toEqual(expected);
  });
});

const summaryOf = async (query = "") => {
  const response = await get(`/api/games/games/summary/?${query.replaceAll("TODAY", today).replaceAll("TOMORROW", tomorrow)}`);
  expect(response.statusCode).toBe(200);
  return gameSummary.parse(json(response.body));
};
const FOOTBALL = { name: "Football", slug: "football", abbreviation: "FB" };
const LIST_OF_VIEW = { all: "", today: "today/", live: "live/", recent: "recent/", upcoming: "upcoming/" } as const;

describe("/api/games/games/summary/", () => {
  it("counts every game by status and names the sports present", async () => {
    expect(await summaryOf()).toEqual({ count: 11, live: 1, final: 8, scheduled: 2, postponed: 0, sports: [FOOTBALL] });
  });

  it.each([
    ["view=all", { count: 11, live: 1, final: 8, scheduled: 2 }],
    ["view=today", { count: 2, live: 1, final: 0, scheduled: 1 }],
    ["view=live", { count: 1, live: 1, final: 0, scheduled: 0 }],
    ["view=recent", { count: 8, live: 0, final: 8, scheduled: 0 }],
    ["view=upcoming", { count: 2, live: 0, final: 0, scheduled: 2 }],
    ["view=", { count: 11, live: 1, final: 8, scheduled: 2 }],
    ["season__start_year=2024", { count: 5, live: 0, final: 5, scheduled: 0 }],
    ["team__slug=washington-commanders", { count: 4, live: 1, final: 3, scheduled: 0 }],
    ["search=bills", { count: 2, live: 0, final: 1, scheduled: 1 }],
    ["search=football team", { count: 1, live: 0, final: 1, scheduled: 0 }],
    ["status=scheduled", { count: 2, live: 0, final: 0, scheduled: 2 }],
    ["date__gte=2025-01-19&date__lte=2025-01-26", { count: 3, live: 0, final: 3, scheduled: 0 }],
    ["date__gte=TODAY", { count: 3, live: 1, final: 0, scheduled: 2 }],
    ["view=upcoming&date__gte=TOMORROW", { count: 1, live: 0, final: 0, scheduled: 1 }],
    ["view=recent&team__slug=philadelphia-eagles&season__start_year=2024&search=kansas", { count: 1, live: 0, final: 1, scheduled: 0 }],
    ["view=live&status=final", { count: 0, live: 0, final: 0, scheduled: 0 }],
  ])("?%s", async (query, counts) => {
    expect(await summaryOf(query)).toEqual({ ...counts, postponed: 0, sports: counts.count > 0 ? [FOOTBALL] : [] });
  });

  it.each(["sport__slug=hockey", "level__slug=ncaa-division-i", "status=postponed", "search=redskins", "date=2025-01-20"])(
    "answers zeros and no sports for an empty set: ?%s",
    async (query) => {
      expect(await summaryOf(query)).toEqual({ count: 0, live: 0, final: 0, scheduled: 0, postponed: 0, sports: [] });
    },
  );

  it.each(
    (["all", "today", "live", "recent", "upcoming"] as const).flatMap((view) =>
      [
        "",
        "season__start_year=2024",
        "team__slug=philadelphia-eagles",
        "search=new york",
        "date__gte=2025-01-12&date__lte=TOMORROW",
        "level__slug=professional&status=final",
      ].map((query) => [view, query] as const),
    ),
  )("agrees with the %s list for ?%s", async (view, query) => {
    const list = await gamePage(`/api/games/games/${LIST_OF_VIEW[view]}?page_size=500&${query.replace("TOMORROW", tomorrow)}`);
    const summary = await summaryOf(`view=${view}&${query}`);
    const byStatus = (status: string) => list.results.filter((game) => game.status === status).length;
    expect(summary).toEqual({
      count: list.count,
      live: byStatus("live"),
      final: byStatus("final"),
      scheduled: byStatus("scheduled"),
      postponed: byStatus("postponed"),
      sports: list.count > 0 ? [FOOTBALL] : [],
    });
  });

  it.each([
    ["view=yesterday", "view"],
    ["date__gte=2025-02-30", "date__gte"],
    ["date__lte=20250126", "date__lte"],
    ["status=done", "status"],
    ["season__start_year=24", "season__start_year"],
    ["team__slug=Eagles!", "team__slug"],
    [`search=${"x".repeat(101)}`, "search"],
  ])("answers 400 naming the parameter for ?%s", async (query, param) => {
    const response = await get(`/api/games/games/summary/?${query}`);
    expect(response.statusCode).toBe(400);
    const body = json(response.body) as Record<string, string[]>;
    expect(Object.keys(body)).toEqual([param]);
    expect(body[param]?.[0]).toMatch(/\w/);
  });

  it("answers a bad date with DRF's message", async () => {
    const response = await get("/api/games/games/summary/?date__gte=26/01/2025");
    expect(json(response.body)).toEqual({ date__gte: ["Enter a valid date (YYYY-MM-DD)."] });
  });

  it("is served from the response cache with a strong ETag", async () => {
    const url = "/api/games/games/summary/?view=recent&search=chiefs";
    const first = await get(url);
    expect(first.headers["x-cache"]).toBe("MISS");
    const again = await get(url);
    expect(again.headers).toMatchObject({ "x-cache": "HIT", etag: first.headers.etag });
    expect(again.body).toBe(first.body);
    const notModified = await ctx.app.inject({
      method: "GET",
      url,
      headers: { host: "localhost:4173", "if-none-match": String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it("follows the clock with no data change: its cache is keyed by today's date", async () => {
    expect(await summaryOf("view=today")).toMatchObject({ count: 2, live: 1, scheduled: 1, final: 0 });
    const pinned = vi.spyOn(clock, "today").mockReturnValue("2025-01-26");
    try {
      expect(await summaryOf("view=today")).toMatchObject({ count: 2, live: 0, scheduled: 0, final: 2 });
      expect(await summaryOf("view=recent")).toMatchObject({ count: 5, final: 5 });
    } finally {
      pinned.mockRestore();
    }
    expect(await summaryOf("view=today")).toMatchObject({ count: 2, live: 1, scheduled: 1, final: 0 });
  });
});

describe("/api/games/games/seasons/", () => {
  const seasonsOf = async (query = "") => {
    const response = await get(`/api/games/games/seasons/?${query}`);
    expect(response.statusCode).toBe(200);
    return gameSeasons.parse(json(response.body)).seasons;
  };
  const NFL = { name: "National Football League", slug: "nfl", abbreviation: "NFL" };

  it("lists each league season that has games, newest first, with its count and first and last dates", async () => {
    const seasons = await seasonsOf();
    expect(
      seasons.map((season) => [season.start_year, season.league.abbreviation, season.games, season.first_date, season.last_date]),
    ).toEqual([
      [2024, "NFL", 5, "2025-01-12", "2025-02-09"],
      [2023, "NFL", 1, "2024-02-11", "2024-02-11"],
      [2022, "NFL", 1, "2023-02-12", "2023-02-12"],
      [2020, "NFL", 1, "2021-01-09", "2021-01-09"],
    ]);
    expect(seasons[0]).toMatchObject({ league: NFL, sport: FOOTBALL, level: { slug: "professional" } });
  });

  it("counts as many games as the list of each season holds", async () => {
    for (const season of await seasonsOf()) {
      expect(
        (await gamePage(`/api/games/games/?season__start_year=${String(season.start_year)}&sport__slug=${season.sport.slug}`)).count,
      ).toBe(season.games);
    }
  });

  it.each([
    ["sport__slug=football&level__slug=professional", [2024, 2023, 2022, 2020]],
    ["sport__slug=hockey", []],
    ["level__slug=ncaa-division-i", []],
    ["sport__slug=", [2024, 2023, 2022, 2020]],
  ])("?%s", async (query, years) => {
    expect((await seasonsOf(query)).map((season) => season.start_year)).toEqual(years);
  });

  it.each([
    ["sport__slug=Football!", "sport__slug"],
    [`level__slug=${"x".repeat(65)}`, "level__slug"],
  ])("answers 400 naming the parameter for ?%s", async (query, param) => {
    const response = await get(`/api/games/games/seasons/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response.body) as Record<string, string[]>)).toEqual([param]);
  });
});

describe("/api/championships/championship-games/", () => {
  it("lists the games that decided a championship, newest first", async () => {
    const body = await gamePage("/api/championships/championship-games/");
    expect(body).toMatchObject({ count: 3, next: null, previous: null });
    expect(body.results.map((game) => [game.slug, game.round, game.championship?.slug])).toEqual([
      ["super-bowl-2024", "Super Bowl LIX", "super-bowl"],
      ["super-bowl-2023", "Super Bowl LVIII", "super-bowl"],
      ["super-bowl-2022", "Super Bowl LVII", "super-bowl"],
    ]);
    // Odd-numbered Super Bowls make the NFC champion the designated home team.
    expect(body.results[0]).toMatchObject({
      home_team: { city: "Philadelphia", name: "Eagles" },
      away_team: { city: "Kansas City", name: "Chiefs" },
      home_score: 40,
      away_score: 22,
      venue: "Caesars Superdome, New Orleans",
    });
  });

  it.each([
    ["sport__slug=football", ["super-bowl-2024", "super-bowl-2023", "super-bowl-2022"]],
    ["sport__slug=baseball", []],
    ["level__slug=professional", ["super-bowl-2024", "super-bowl-2023", "super-bowl-2022"]],
    ["level__slug=ncaa-division-i", []],
    ["season__start_year=2023", ["super-bowl-2023"]],
    ["championship__slug=super-bowl", ["super-bowl-2024", "super-bowl-2023", "super-bowl-2022"]],
    ["championship__slug=nba-finals", []],
    ["championship__slug=super-bowl&sport__slug=football&level__slug=professional&season__start_year=2022", ["super-bowl-2022"]],
    ["ordering=game_date", ["super-bowl-2022", "super-bowl-2023", "super-bowl-2024"]],
  ] as [string, string[]][])("?%s", async (query, expected) => {
    const body = await gamePage(`/api/championships/championship-games/?${query}`);
    expect(body.results.map((game) => game.slug)).toEqual(expected);
    expect(body.count).toBe(expected.length);
  });

  it("pages", async () => {
    const second = await gamePage("/api/championships/championship-games/?page_size=2&page=2");
    expect(second.results.map((game) => game.slug)).toEqual(["super-bowl-2022"]);
    expect(second).toMatchObject({
      count: 3,
      next: null,
      previous: "http://localhost:4173/api/championships/championship-games/?page_size=2",
    });
  });

  it.each([
    ["season__start_year=24", "season__start_year"],
    ["championship__slug=Super%20Bowl", "championship__slug"],
    ["ordering=venue", "ordering"],
  ])("answers 400 naming the parameter for ?%s", async (query, param) => {
    const response = await get(`/api/championships/championship-games/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response.body) as Record<string, unknown>)).toEqual([param]);
  });
});
