// Standings: the seed has none. The fixture holds real final regular-season standings: the NFC
// East of 2022, 2023 and 2024, the 2023-24 Boston Celtics (NBA Atlantic) and the 2023-24
// Florida Panthers (NHL Atlantic). Values we are not sure of (streaks, home/away records) stay null.
import { page as pageSchema } from "@tl/contract/paging";
import { standing, standingSeasons } from "@tl/contract/standings";
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;

function lookup<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`fixture: no ${key}`);
  return value;
}

type Row = [
  team: string,
  city: string,
  name: string,
  wins: number,
  losses: number,
  ties: number,
  rank: number,
  gamesBehind: number,
  playoff: "champion" | "playoffs" | "eliminated",
];

const NFC_EAST: Record<number, Row[]> = {
  2024: [
    ["philadelphia-eagles", "Philadelphia", "Eagles", 14, 3, 0, 1, 0, "champion"],
    ["washington-commanders", "Washington", "Commanders", 12, 5, 0, 2, 2, "playoffs"],
    ["dallas-cowboys", "Dallas", "Cowboys", 7, 10, 0, 3, 7, "eliminated"],
    ["new-york-giants", "New York", "Giants", 3, 14, 0, 4, 11, "eliminated"],
  ],
  2023: [
    ["dallas-cowboys", "Dallas", "Cowboys", 12, 5, 0, 1, 0, "playoffs"],
    ["philadelphia-eagles", "Philadelphia", "Eagles", 11, 6, 0, 2, 1, "playoffs"],
    ["new-york-giants", "New York", "Giants", 6, 11, 0, 3, 6, "eliminated"],
    ["washington-commanders", "Washington", "Commanders", 4, 13, 0, 4, 8, "eliminated"],
  ],
  2022: [
    ["philadelphia-eagles", "Philadelphia", "Eagles", 14, 3, 0, 1, 0, "playoffs"],
    ["dallas-cowboys", "Dallas", "Cowboys", 12, 5, 0, 2, 2, "playoffs"],
    ["new-york-giants", "New York", "Giants", 9, 7, 1, 3, 4.5, "playoffs"],
    ["washington-commanders", "Washington", "Commanders", 8, 8, 1, 4, 5.5, "eliminated"],
  ],
};

async function insertStandingsFixture(db: Database) {
  const leagueIds = new Map(
    (await db.select({ id: schema.leagues.id, slug: schema.leagues.slug }).from(schema.leagues)).map((row) => [row.slug, row.id]),
  );
  const nfl = lookup(leagueIds, "nfl");
  const seasonId = async (league: string, startYear: number) => {
    const [row] = await db
      .select({ id: schema.seasons.id })
      .from(schema.seasons)
      .where(and(eq(schema.seasons.leagueId, lookup(leagueIds, league)), eq(schema.seasons.startYear, startYear)));
    if (!row) throw new Error(`fixture: no ${league} ${String(startYear)} season`);
    return row.id;
  };
  const added = await db
    .insert(schema.teams)
    .values([
      {
        slug: "washington-commanders",
        leagueId: nfl,
        city: "Washington",
        name: "Commanders",
        abbreviation: "WAS",
        conference: "NFC",
        division: "NFC East",
        country: "USA",
      },
      {
        slug: "dallas-cowboys",
        leagueId: nfl,
        city: "Dallas",
        name: "Cowboys",
        abbreviation: "DAL",
        conference: "NFC",
        division: "NFC East",
        country: "USA",
      },
      {
        slug: "new-york-giants",
        leagueId: nfl,
        city: "New York",
        name: "Giants",
        abbreviation: "NYG",
        conference: "NFC",
        division: "NFC East",
        country: "USA",
      },
    ])
    .returning({ id: schema.teams.id, slug: schema.teams.slug });
  const seeded = await db
    .select({ id: schema.teams.id, slug: schema.teams.slug })
    .from(schema.teams)
    .where(inArray(schema.teams.slug, ["philadelphia-eagles", "boston-celtics", "florida-panthers"]));
  const teamIds = new Map([...added, ...seeded].map((row) => [row.slug, row.id]));

  for (const [year, rows] of Object.entries(NFC_EAST)) {
    const season = await seasonId("nfl", Number(year));
    await db.insert(schema.standings).values(
      rows.map(([team, city, name, wins, losses, ties, rank, gamesBehind, playoffPosition]) => ({
        seasonId: season,
        teamId: lookup(teamIds, team),
        teamCity: city,
        teamName: name,
        // Stored for some rows only: the rest fall back to the team's abbreviation.
        teamAbbreviation: team === "washington-commanders" ? "WAS" : null,
        rank,
        wins,
        losses,
        ties,
        gamesBehind,
        division: "NFC East",
        conference: "NFC",
        playoffPosition,
        // The NFL's own percentage counts a tie as half a win: 9-7-1 is .559, not 9/16.
        winPercentage: team === "new-york-giants" && year === "2022" ? 0.5588 : null,
        // The day after the last regular-season games of 2024 (2025-01-05).
        lastUpdated: new Date("2025-01-06T00:00:00Z"),
      })),
    );
  }
  await db.insert(schema.standings).values([
    {
      seasonId: await seasonId("nba", 2023),
      teamId: lookup(teamIds, "boston-celtics"),
      teamCity: "Boston",
      teamName: "Celtics",
      teamAbbreviation: "BOS",
      rank: 1,
      wins: 64,
      losses: 18,
      gamesPlayed: 82,
      gamesBehind: 0,
      winPercentage: 0.78,
      division: "Atlantic",
      conference: "Eastern",
      playoffPosition: "champion",
    },
    {
      // NHL: games played count overtime losses, which wins + losses + ties would miss.
      seasonId: await seasonId("nhl", 2023),
      teamId: lookup(teamIds, "florida-panthers"),
      teamCity: "Florida",
      teamName: "Panthers",
      teamAbbreviation: "FLA",
      rank: 1,
      wins: 52,
      losses: 24,
      overtimeLosses: 6,
      points: 110,
      gamesPlayed: 82,
      division: "Atlantic",
      conference: "Eastern",
      playoffPosition: "champion",
    },
  ]);
  await announceDataChange(db);
}

beforeAll(async () => {
  ctx = await seededApp();
  await insertStandingsFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });
const standingPage = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return pageSchema(standing).parse(json(response.body));
};
/** "2024 PHI": season start year and team abbreviation of each row, in order. */
const rows = async (url: string) =>
  (await standingPage(url)).results.map((row) => `${String(row.season_start_year)} ${row.team.abbreviation}`);

const CURRENT = ["2023 BOS", "2024 PHI", "2023 FLA", "2024 WAS", "2024 DAL", "2024 NYG"];

describe("/api/games/standings/", () => {
  it("lists every season's rows as a Django REST page, by rank then team name, newest season first", async () => {
    const body = await standingPage("/api/games/standings/");
    expect(body).toMatchObject({ count: 14, next: null, previous: null });
    expect(body.results.map((row) => `${String(row.season_start_year)} ${row.team.abbreviation}`)).toEqual([
      "2023 BOS",
      "2023 DAL",
      "2024 PHI",
      "2022 PHI",
      "2023 FLA",
      "2024 WAS",
      "2022 DAL",
      "2023 PHI",
      "2024 DAL",
      "2023 NYG",
      "2022 NYG",
      "2023 WAS",
      "2022 WAS",
      "2024 NYG",
    ]);
  });

  it("answers a row with the team as it was that season, the record, derived percentage and games played", async () => {
    const [eagles] = (await standingPage("/api/games/standings/?season__start_year=2024&team__slug=philadelphia-eagles")).results;
    expect(eagles).toEqual({
      id: expect.any(Number) as number,
      team: { name: "Eagles", city: "Philadelphia", abbreviation: "PHI", sport_name: "Football", slug: "philadelphia-eagles" },
      rank: 1,
      position: 1,
      wins: 14,
      losses: 3,
      ties: 0,
      overtime_losses: null,
      points: null,
      win_percentage: 0.824,
      games_played: 17,
      games_behind: 0,
      streak: null,
      streak_type: null,
      division: "NFC East",
      conference: "NFC",
      league_name: "National Football League",
      season_name: "2024 NFL season",
      season_start_year: 2024,
      season: { slug: "nfl-2024", name: "2024 NFL season", label: "2024", start_year: 2024 },
      last_updated: "2025-01-06T00:00:00.000Z",
      playoff_position: "champion",
      home_record: null,
      away_record: null,
      division_record: null,
      conference_record: null,
      sport: { name: "Football", slug: "football", abbreviation: "FB" },
    });
  });

  it("prefers a stored win percentage and games played, and derives them otherwise", async () => {
    const body = await standingPage("/api/games/standings/?season__start_year=2022&ordering=rank");
    expect(
      body.results.map((row) => [row.team.name, row.wins, row.losses, row.ties, row.win_percentage, row.games_played, row.games_behind]),
    ).toEqual([
      ["Eagles", 14, 3, 0, 0.824, 17, 0],
      ["Cowboys", 12, 5, 0, 0.706, 17, 2],
      ["Giants", 9, 7, 1, 0.559, 17, 4.5],
      ["Commanders", 8, 8, 1, 0.5, 17, 5.5],
    ]);
    const [panthers] = (await standingPage("/api/games/standings/?sport__slug=hockey")).results;
    expect(panthers).toMatchObject({
      wins: 52,
      losses: 24,
      ties: 0,
      overtime_losses: 6,
      points: 110,
      games_played: 82,
      win_percentage: 0.684,
      games_behind: null,
    });
  });

  it.each([
    ["sport__slug=hockey", ["2023 FLA"]],
    [
      "sport__slug=football",
      [
        "2023 DAL",
        "2024 PHI",
        "2022 PHI",
        "2024 WAS",
        "2022 DAL",
        "2023 PHI",
        "2024 DAL",
        "2023 NYG",
        "2022 NYG",
        "2023 WAS",
        "2022 WAS",
        "2024 NYG",
      ],
    ],
    ["level__slug=ncaa-division-i", []],
    ["season__start_year=2023", ["2023 BOS", "2023 DAL", "2023 FLA", "2023 PHI", "2023 NYG", "2023 WAS"]],
    ["season__start_year=2021", []],
    ["division=Atlantic", ["2023 BOS", "2023 FLA"]],
    ["division=atlantic", []],
    ["conference=Eastern", ["2023 BOS", "2023 FLA"]],
    ["conference=NFC&season__start_year=2024", ["2024 PHI", "2024 WAS", "2024 DAL", "2024 NYG"]],
    ["team__slug=washington-commanders", ["2024 WAS", "2023 WAS", "2022 WAS"]],
    ["search=GIANTS", ["2023 NYG", "2022 NYG", "2024 NYG"]],
    ["search=boston", ["2023 BOS"]],
    ["search=atlan", ["2023 BOS", "2023 FLA"]],
    ["division=NFC%20East&season__start_year=2023&search=dallas", ["2023 DAL"]],
    ["sport__slug=football&level__slug=professional&conference=NFC&team__slug=dallas-cowboys", ["2023 DAL", "2022 DAL", "2024 DAL"]],
    ["ordering=-win_percentage&season__start_year=2024", ["2024 PHI", "2024 WAS", "2024 DAL", "2024 NYG"]],
    ["ordering=win_percentage&season__start_year=2022", ["2022 WAS", "2022 NYG", "2022 DAL", "2022 PHI"]],
    ["ordering=-wins&season__start_year=2023&sport__slug=football", ["2023 DAL", "2023 PHI", "2023 NYG", "2023 WAS"]],
    ["ordering=team&season__start_year=2024", ["2024 WAS", "2024 DAL", "2024 PHI", "2024 NYG"]],
    ["ordering=-rank&season__start_year=2024", ["2024 NYG", "2024 DAL", "2024 WAS", "2024 PHI"]],
  ] as [string, string[]][])("?%s", async (query, expected) => {
    const body = await standingPage(`/api/games/standings/?${query}`);
    expect(body.results.map((row) => `${String(row.season_start_year)} ${row.team.abbreviation}`)).toEqual(expected);
    expect(body.count).toBe(expected.length);
  });

  it("pages with next and previous links", async () => {
    const first = await standingPage("/api/games/standings/?page_size=5");
    expect(first).toMatchObject({ count: 14, previous: null, next: "http://localhost:4173/api/games/standings/?page_size=5&page=2" });
    const third = await standingPage("/api/games/standings/?page_size=5&page=3");
    expect(third.results).toHaveLength(4);
    expect(third).toMatchObject({ next: null, previous: "http://localhost:4173/api/games/standings/?page_size=5&page=2" });
    expect((await get("/api/games/standings/?page_size=5&page=4")).statusCode).toBe(404);
  });
});

describe("/api/games/standings/current/", () => {
  it("lists each league's latest season that has standings, by rank then team name", async () => {
    const body = await standingPage("/api/games/standings/current/");
    expect(body.count).toBe(6);
    expect(body.results.map((row) => `${String(row.season_start_year)} ${row.team.abbreviation}`)).toEqual(CURRENT);
    expect(body.results.map((row) => row.season_name)).toEqual([
      "2023-24 NBA season",
      "2024 NFL season",
      "2023-24 NHL season",
      "2024 NFL season",
      "2024 NFL season",
      "2024 NFL season",
    ]);
    // Issue #16: each row names its league season's page, which answers.
    expect([...new Set(body.results.map((row) => row.season.slug))]).toEqual(["nba-2023-24", "nfl-2024", "nhl-2023-24"]);
    for (const slug of ["nba-2023-24", "nfl-2024", "nhl-2023-24"]) {
      const season = await get(`/api/championships/seasons/${slug}/`);
      expect(season.statusCode, slug).toBe(200);
    }
  });

  it.each([
    ["sport__slug=football", ["2024 PHI", "2024 WAS", "2024 DAL", "2024 NYG"]],
    ["level__slug=professional", CURRENT],
    ["season__start_year=2023", ["2023 BOS", "2023 FLA"]],
    ["season__start_year=2022", []],
    ["division=NFC%20East", ["2024 PHI", "2024 WAS", "2024 DAL", "2024 NYG"]],
    ["conference=Eastern", ["2023 BOS", "2023 FLA"]],
    ["team__slug=new-york-giants", ["2024 NYG"]],
    ["search=york", ["2024 NYG"]],
    ["search=nfc%20east&ordering=-wins", ["2024 PHI", "2024 WAS", "2024 DAL", "2024 NYG"]],
    ["ordering=team&conference=Eastern", ["2023 BOS", "2023 FLA"]],
    ["ordering=-team&conference=Eastern", ["2023 FLA", "2023 BOS"]],
  ] as [string, string[]][])("?%s", async (query, expected) => {
    expect(await rows(`/api/games/standings/current/?${query}`)).toEqual(expected);
  });

  it("pages", async () => {
    const second = await standingPage("/api/games/standings/current/?page_size=4&page=2");
    expect(second.results.map((row) => `${String(row.season_start_year)} ${row.team.abbreviation}`)).toEqual(CURRENT.slice(4));
    expect(second).toMatchObject({ count: 6, next: null, previous: "http://localhost:4173/api/games/standings/current/?page_size=4" });
  });
});

describe("/api/games/standings/by_division/", () => {
  it.each([
    ["division=NFC%20East", ["2024 PHI", "2024 WAS", "2024 DAL", "2024 NYG"]],
    ["division=Atlantic", ["2023 BOS", "2023 FLA"]],
    ["division=Atlantic&sport__slug=basketball", ["2023 BOS"]],
    ["division=Atlantic&level__slug=professional&conference=Eastern&search=florida", ["2023 FLA"]],
    ["division=NFC%20East&team__slug=washington-commanders", ["2024 WAS"]],
    ["division=NFC%20East&season__start_year=2024&ordering=-rank", ["2024 NYG", "2024 DAL", "2024 WAS", "2024 PHI"]],
    ["division=NFC%20East&season__start_year=2023", []],
    ["division=NFC%20West", []],
    ["division=Atlantic&page_size=1&page=2", ["2023 FLA"]],
  ] as [string, string[]][])("?%s", async (query, expected) => {
    expect(await rows(`/api/games/standings/by_division/?${query}`)).toEqual(expected);
  });

  it.each(["", "?division=", "?division=%20%20", "?conference=NFC"])("requires a division: %s answers 400", async (query) => {
    const response = await get(`/api/games/standings/by_division/${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response.body)).toEqual({ division: ["This field is required."] });
  });
});

describe("the season parameter", () => {
  it.each([
    ["/api/games/standings/current/?season=2023", ["2023 BOS", "2023 DAL", "2023 FLA", "2023 PHI", "2023 NYG", "2023 WAS"]],
    ["/api/games/standings/current/?season=2022&sport__slug=football", ["2022 PHI", "2022 DAL", "2022 NYG", "2022 WAS"]],
    ["/api/games/standings/current/?season=2024&sport__slug=hockey", []],
    ["/api/games/standings/current/?season=2021", []],
    ["/api/games/standings/current/?season=", CURRENT],
    ["/api/games/standings/current/?season=2023&season__start_year=2023&conference=Eastern", ["2023 BOS", "2023 FLA"]],
    ["/api/games/standings/by_division/?division=NFC%20East&season=2023", ["2023 DAL", "2023 PHI", "2023 NYG", "2023 WAS"]],
    ["/api/games/standings/by_division/?division=Atlantic&season=2024", []],
    ["/api/games/standings/?season=2022", ["2022 PHI", "2022 DAL", "2022 NYG", "2022 WAS"]],
  ] as [string, string[]][])("%s answers that season, not each league's latest", async (url, expected) => {
    expect(await rows(url)).toEqual(expected);
  });

  it.each(["season=24", "season=1849", "season=2101", "season=2023.5", "season=latest"])(
    "answers 400 for ?%s on every standings list",
    async (query) => {
      for (const url of ["/api/games/standings/", "/api/games/standings/current/", "/api/games/standings/by_division/?division=Atlantic"]) {
        const response = await get(`${url}${url.includes("?") ? "&" : "?"}${query}`);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(json(response.body) as Record<string, string[]>)).toEqual(["season"]);
      }
    },
  );
});

describe("the OpenAPI document", () => {
  it("documents season on every standings list, and seasons/ with its filters", async () => {
    const doc = json((await get("/api/schema/")).body) as {
      paths: Record<string, { get: { parameters: { name: string; schema: Record<string, unknown> }[] } }>;
    };
    for (const path of ["/api/games/standings/", "/api/games/standings/current/", "/api/games/standings/by_division/"]) {
      const season = doc.paths[path]?.get.parameters.find((parameter) => parameter.name === "season");
      expect(season?.schema).toMatchObject({ type: "string", pattern: "^\\d{4}$" });
    }
    expect(doc.paths["/api/games/standings/seasons/"]?.get.parameters.map((parameter) => parameter.name)).toEqual([
      "sport__slug",
      "level__slug",
      "league__slug",
    ]);
    expect(doc.paths["/api/games/games/seasons/"]?.get.parameters.map((parameter) => parameter.name)).toEqual([
      "sport__slug",
      "level__slug",
      "championship__slug",
    ]);
  });
});

describe("/api/games/standings/seasons/", () => {
  const seasonsOf = async (query = "") => {
    const response = await get(`/api/games/standings/seasons/?${query}`);
    expect(response.statusCode).toBe(200);
    return standingSeasons.parse(json(response.body)).seasons.map((season) => `${String(season.start_year)} ${season.league.abbreviation}`);
  };

  it("lists each league season that has standings, newest first, then by league", async () => {
    expect(await seasonsOf()).toEqual(["2024 NFL", "2023 NBA", "2023 NFL", "2023 NHL", "2022 NFL"]);
  });

  it.each([
    ["sport__slug=football", ["2024 NFL", "2023 NFL", "2022 NFL"]],
    ["sport__slug=basketball&level__slug=professional", ["2023 NBA"]],
    ["sport__slug=baseball", []],
    ["level__slug=ncaa-division-i", []],
  ] as [string, string[]][])("?%s", async (query, expected) => {
    expect(await seasonsOf(query)).toEqual(expected);
  });

  it("names each season, its league, sport and level", async () => {
    const response = await get("/api/games/standings/seasons/?sport__slug=hockey");
    expect(json(response.body)).toEqual({
      seasons: [
        {
          start_year: 2023,
          name: "2023-24 NHL season",
          league: { name: "National Hockey League", slug: "nhl", abbreviation: "NHL" },
          sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
          level: { name: "Professional", slug: "professional" },
        },
      ],
    });
  });

  it.each(["football", "basketball", "hockey"])("starts with the season current/ answers for %s", async (sport) => {
    const [newest] = await seasonsOf(`sport__slug=${sport}`);
    const current = await rows(`/api/games/standings/current/?sport__slug=${sport}`);
    expect(current.length).toBeGreaterThan(0);
    expect(new Set(current.map((row) => row.split(" ")[0]))).toEqual(new Set([newest?.split(" ")[0]]));
  });

  it.each([
    ["sport__slug=Hockey!", "sport__slug"],
    [`level__slug=${"x".repeat(65)}`, "level__slug"],
  ])("answers 400 naming the parameter for ?%s", async (query, param) => {
    const response = await get(`/api/games/standings/seasons/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response.body) as Record<string, string[]>)).toEqual([param]);
  });
});

describe.each(["/api/games/standings/", "/api/games/standings/current/", "/api/games/standings/by_division/?division=Atlantic"])(
  "%s",
  (url) => {
    const withQuery = (query: string) => `${url}${url.includes("?") ? "&" : "?"}${query}`;

    it("answers a page of standings that parse", async () => {
      const body = await standingPage(url);
      expect(body.results.length).toBeGreaterThan(0);
    });

    it.each([
      ["season__start_year=24", "season__start_year"],
      ["sport__slug=Hockey!", "sport__slug"],
      ["team__slug=new%20york", "team__slug"],
      ["ordering=points", "ordering"],
      [`search=${"x".repeat(101)}`, "search"],
      [`conference=${"x".repeat(101)}`, "conference"],
    ])("answers 400 naming the parameter for ?%s", async (query, param) => {
      const response = await get(withQuery(query));
      expect(response.statusCode).toBe(400);
      const body = json(response.body) as Record<string, string[]>;
      expect(Object.keys(body)).toEqual([param]);
      expect(body[param]?.[0]).toMatch(/\w/);
    });
  },
);
