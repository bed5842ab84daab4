import { coachDetail, coach as coachSchema, coachSummary } from "@tl/contract/coaches";
import { page as pageSchema } from "@tl/contract/paging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, TEST_CHAMPIONS_SINCE, type ApiTestContext } from "../test/api-app";
import { cardTruthsApp } from "../test/card-truths-fixture";
import { insertPeopleFixture } from "../test/people-fixture";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
  await insertPeopleFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });
const coaches = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return pageSchema(coachSchema).parse(json(response.body));
};
const slugs = async (url: string) => (await coaches(url)).results.map((c) => c.slug);

const everyone = ["red-auerbach", "casey-fixture", "drew-fixture", "nico-fixture", "vince-lombardi"];

describe("/api/people/coaches/", () => {
  it("lists every coach as a Django REST page, by last then first name", async () => {
    const body = await coaches("/api/people/coaches/");
    expect(body).toMatchObject({ count: 5, next: null, previous: null });
    expect(body.results.map((c) => c.slug)).toEqual(everyone);
  });

  it("answers a coach with the person, record, win percentage and both spellings of renamed fields", async () => {
    const [auerbach] = (await coaches("/api/people/coaches/?search=auerbach")).results;
    expect(auerbach).toEqual({
      id: expect.any(Number) as number,
      slug: "red-auerbach",
      person: {
        first_name: "Red",
        last_name: "Auerbach",
        full_name: "Red Auerbach",
        age: null,
        birth_date: "1917-09-20",
        birth_place: "Brooklyn, New York",
        death_date: "2006-10-28",
      },
      // Not active: his last franchise, under its name (one throughout); no season, as no title links him to it here.
      current_team: {
        name: "Celtics",
        city: "Boston",
        abbreviation: "BOS",
        sport_name: "Basketball",
        slug: "boston-celtics",
        season: null,
        season_label: null,
      },
      position: "Head Coach",
      coaching_experience_years: 20,
      years_coaching: 20,
      years_with_current_team: null,
      previous_teams: ["Washington Capitols", "Tri-Cities Blackhawks"],
      // No season rows of his here: no references (person-pages.test.ts has Bowman's).
      previous_team_refs: [],
      college: "George Washington University",
      alma_mater: "George Washington University",
      playing_experience: null,
      career_record: {
        wins: 938,
        losses: 479,
        ties: null,
        win_percentage: 0.662,
        playoff_appearances: null,
        playoff_wins: null,
        playoff_losses: null,
      },
      championships_won: 9,
      awards: ["NBA Coach of the Year (1964-65)"],
      specialties: null,
      coaching_philosophy: null,
      contract_end_year: null,
      is_active: false,
      status: "inactive",
      hire_date: null,
      sport: { name: "Basketball", slug: "basketball", abbreviation: "BB" },
      league: { name: "National Basketball Association", slug: "nba", abbreviation: "NBA" },
    });
  });

  it("fills playing experience, ties and the record of a coach with no team", async () => {
    const [lombardi] = (await coaches("/api/people/coaches/?search=lombardi")).results;
    expect(lombardi).toMatchObject({
      current_team: null,
      playing_experience: { sport: "Football", position: "Guard", years_played: null, teams: ["Fordham Rams"] },
      career_record: { wins: 96, losses: 34, ties: 6, win_percentage: 0.738, playoff_wins: 9, playoff_losses: 1 },
      championships_won: 5,
      awards: ["Pro Football Hall of Fame (1971)"],
    });
  });

  it("leaves win percentage null before any decided game, position null when unknown, and sends specialties as stored", async () => {
    const [casey] = (await coaches("/api/people/coaches/?search=casey")).results;
    expect(casey?.career_record.win_percentage).toBeNull();
    expect(casey).toMatchObject({
      specialties: "Bullpen, Analytics, Player development",
      hire_date: "2020-05-01",
      status: "active",
      person: { age: expect.any(Number) as number },
    });
    const [nico] = (await coaches("/api/people/coaches/?search=nico")).results;
    expect(nico).toMatchObject({
      position: null,
      previous_teams: [],
      career_record: { wins: null, win_percentage: null },
      person: { age: null },
    });
  });

  it.each([
    ["sport__slug=basketball", ["red-auerbach"]],
    ["sport__slug=football", ["nico-fixture", "vince-lombardi"]],
    ["level__slug=ncaa-division-i", ["nico-fixture"]],
    ["level__slug=professional", ["red-auerbach", "casey-fixture", "drew-fixture", "vince-lombardi"]],
    ["position=head", ["red-auerbach", "vince-lombardi"]],
    ["position=COACH", ["red-auerbach", "drew-fixture", "vince-lombardi"]],
    ["team__slug=boston-celtics", ["red-auerbach"]],
    ["team__slug=new-york-yankees", ["casey-fixture"]],
    ["status=active", ["casey-fixture", "drew-fixture"]],
    ["status=retired", ["red-auerbach", "nico-fixture", "vince-lombardi"]],
    ["status=interim", ["red-auerbach", "nico-fixture", "vince-lombardi"]],
    ["search=LOMBARDI", ["vince-lombardi"]],
    ["search=red", ["red-auerbach"]],
    ["search=celtics", ["red-auerbach"]],
    ["search=boston", ["red-auerbach"]],
    ["search=manager", ["casey-fixture"]],
    ["search=assistant", ["drew-fixture"]],
    ["sport__slug=football&status=retired&position=head coach", ["vince-lombardi"]],
    ["level__slug=professional&status=active&search=york", ["casey-fixture"]],
    ["ordering=-championships_won", ["red-auerbach", "vince-lombardi", "casey-fixture", "drew-fixture", "nico-fixture"]],
    ["ordering=-coaching_experience_years", ["nico-fixture", "vince-lombardi", "red-auerbach", "casey-fixture", "drew-fixture"]],
    ["ordering=hire_date&status=active", ["casey-fixture", "drew-fixture"]],
    ["ordering=full_name", ["casey-fixture", "drew-fixture", "nico-fixture", "red-auerbach", "vince-lombardi"]],
  ])("?%s", async (query, expected) => {
    const body = await coaches(`/api/people/coaches/?${query}`);
    expect(body.results.map((c) => c.slug)).toEqual(expected);
    expect(body.count).toBe(expected.length);
  });

  it("pages with next and previous links", async () => {
    const first = await coaches("/api/people/coaches/?page_size=2");
    expect(first).toMatchObject({ count: 5, previous: null, next: "http://localhost:4173/api/people/coaches/?page_size=2&page=2" });
    const third = await coaches("/api/people/coaches/?page_size=2&page=3");
    expect(third.results.map((c) => c.slug)).toEqual(["vince-lombardi"]);
    expect(third).toMatchObject({ next: null, previous: "http://localhost:4173/api/people/coaches/?page_size=2&page=2" });
    expect((await get("/api/people/coaches/?page_size=2&page=4")).statusCode).toBe(404);
  });

  it.each([
    ["status=benched", "status"],
    ["status=injured", "status"],
    ["sport__slug=Foot Ball", "sport__slug"],
    ["ordering=debut_year", "ordering"],
  ])("answers 400 naming the parameter for ?%s", async (query, param) => {
    const response = await get(`/api/people/coaches/?${query}`);
    expect(response.statusCode).toBe(400);
    const body = json(response.body) as Record<string, string[]>;
    expect(Object.keys(body)).toEqual([param]);
    expect(body[param]?.[0]).toMatch(/\w/);
  });
});

describe("/api/people/coaches/active/", () => {
  it("lists active coaches only, with the other filters", async () => {
    expect(await slugs("/api/people/coaches/active/")).toEqual(["casey-fixture", "drew-fixture"]);
    expect(await slugs("/api/people/coaches/active/?sport__slug=hockey")).toEqual(["drew-fixture"]);
    expect(await slugs("/api/people/coaches/active/?status=fired")).toEqual([]);
    expect((await get("/api/people/coaches/active/?status=benched")).statusCode).toBe(400);
  });
});

describe("/api/people/coaches/head_coaches/", () => {
  it("lists positions containing 'head coach' and managers, not assistants or unknown positions", async () => {
    expect(await slugs("/api/people/coaches/head_coaches/")).toEqual(["red-auerbach", "casey-fixture", "vince-lombardi"]);
  });

  it("combines with the other filters and ordering", async () => {
    expect(await slugs("/api/people/coaches/head_coaches/?status=active")).toEqual(["casey-fixture"]);
    expect(await slugs("/api/people/coaches/head_coaches/?sport__slug=football")).toEqual(["vince-lombardi"]);
    expect(await slugs("/api/people/coaches/head_coaches/?ordering=-championships_won&page_size=2")).toEqual([
      "red-auerbach",
      "vince-lombardi",
    ]);
  });
});

describe("/api/people/coaches/{slug}/", () => {
  it("answers one coach by the person's slug", async () => {
    const response = await get("/api/people/coaches/vince-lombardi/");
    expect(response.statusCode).toBe(200);
    expect(coachDetail.parse(json(response.body))).toMatchObject({
      slug: "vince-lombardi",
      person: { full_name: "Vince Lombardi", birth_date: "1913-06-11", birth_place: "Brooklyn, New York", death_date: "1970-09-03" },
      alma_mater: "Fordham University",
      league: { slug: "nfl" },
    });
  });

  it.each(["bill-belichick", "Vince-Lombardi", "babe-ruth"])("answers 404 Not found for '%s'", async (slug) => {
    const response = await get(`/api/people/coaches/${slug}/`);
    expect(response.statusCode).toBe(404);
    expect(json(response.body)).toEqual({ detail: "Not found." });
  });
});

describe("/api/people/coaches/summary/", () => {
  const BASEBALL = { name: "Baseball", slug: "baseball", abbreviation: "BSB" };
  const BASKETBALL = { name: "Basketball", slug: "basketball", abbreviation: "BB" };
  const FOOTBALL = { name: "Football", slug: "football", abbreviation: "FB" };
  const HOCKEY = { name: "Hockey", slug: "hockey", abbreviation: "HKY" };
  // Each team with the years of the name it is listed under: the Yankees' since 1913 (the Highlanders before).
  const CELTICS = {
    slug: "boston-celtics",
    abbreviation: "BOS",
    name: "Celtics",
    city: "Boston",
    sport_name: "Basketball",
    first_year: 1946,
    last_year: null,
    is_active: true,
  };
  const YANKEES = {
    slug: "new-york-yankees",
    abbreviation: "NYY",
    name: "Yankees",
    city: "New York",
    sport_name: "Baseball",
    first_year: 1913,
    last_year: null,
    is_active: true,
  };
  const ALL_FACETS = {
    sports: [BASEBALL, BASKETBALL, FOOTBALL, HOCKEY],
    positions: ["Assistant Coach", "Head Coach", "Manager"],
    teams: [CELTICS, YANKEES],
  };

  const summaryOf = async (query = "") => {
    const response = await get(`/api/people/coaches/summary/?${query}`);
    expect(response.statusCode).toBe(200);
    return coachSummary.parse(json(response.body));
  };

  it("answers the tiles over every coach and the dropdown options", async () => {
    // Years coaching: Auerbach 20, Casey 3, Drew 1; Lombardi and Nico have none recorded.
    expect(await summaryOf()).toEqual({ count: 5, active: 2, championships: 14, average_years_coaching: 8, ...ALL_FACETS });
  });

  it.each([
    ["position=head", { count: 2, active: 0, championships: 14, average_years_coaching: 20 }],
    ["position=coach&status=active", { count: 1, active: 1, championships: 0, average_years_coaching: 1 }],
    ["team__slug=new-york-yankees", { count: 1, active: 1, championships: 0, average_years_coaching: 3 }],
    ["search=york", { count: 1, active: 1, championships: 0, average_years_coaching: 3 }],
    ["status=active", { count: 2, active: 2, championships: 0, average_years_coaching: 2 }],
    ["status=fired", { count: 3, active: 0, championships: 14, average_years_coaching: 20 }],
    ["search=lombardi", { count: 1, active: 0, championships: 5, average_years_coaching: null }],
    ["search=nobody", { count: 0, active: 0, championships: 0, average_years_coaching: null }],
  ])("counts over every filter but keeps every option: ?%s", async (query, tiles) => {
    expect(await summaryOf(query)).toEqual({ ...tiles, ...ALL_FACETS });
  });

  it.each([
    [
      "sport__slug=football",
      { count: 2, active: 0, championships: 5, average_years_coaching: null },
      { sports: [FOOTBALL], positions: ["Head Coach"], teams: [] },
    ],
    [
      "sport__slug=football&position=head&status=retired",
      { count: 1, active: 0, championships: 5, average_years_coaching: null },
      { sports: [FOOTBALL], positions: ["Head Coach"], teams: [] },
    ],
    [
      "level__slug=ncaa-division-i",
      { count: 1, active: 0, championships: 0, average_years_coaching: null },
      { sports: [FOOTBALL], positions: [], teams: [] },
    ],
    ["level__slug=professional", { count: 4, active: 2, championships: 14, average_years_coaching: 8 }, ALL_FACETS],
    [
      "sport__slug=baseball&level__slug=professional&search=nobody",
      { count: 0, active: 0, championships: 0, average_years_coaching: null },
      { sports: [BASEBALL], positions: ["Manager"], teams: [YANKEES] },
    ],
  ])("narrows the options by sport and level only: ?%s", async (query, tiles, facets) => {
    expect(await summaryOf(query)).toEqual({ ...tiles, ...facets });
  });

  it("averages to one decimal", async () => {
    // Auerbach 20 and Drew 1 (Casey 3 is left out by position): 10.5; all three: 8.0.
    expect((await summaryOf("position=coach")).average_years_coaching).toBe(10.5);
  });

  it.each([
    ["status=injured", "status"],
    ["level__slug=NCAA", "level__slug"],
    ["team__slug=boston celtics", "team__slug"],
  ])("answers 400 naming the parameter for ?%s", async (query, param) => {
    const response = await get(`/api/people/coaches/summary/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response.body) as Record<string, unknown>)).toEqual([param]);
  });

  it("is served from the response cache with a strong ETag", async () => {
    const url = "/api/people/coaches/summary/?sport__slug=hockey";
    const first = await get(url);
    expect(first.headers["x-cache"]).toBe("MISS");
    const again = await get(url);
    expect(again.headers).toMatchObject({ "x-cache": "HIT", etag: first.headers.etag });
    const notModified = await ctx.app.inject({
      method: "GET",
      url,
      headers: { host: "localhost:4173", "if-none-match": String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
  });
});

describe("/api/people/coaches/summary/ over the seed's people, whose titles are linked to them", () => {
  // The whole curated test slice: its MVPs and winning coaches, with championships_won from the
  // titles linked to them (the fixture's people above have stored counts only).
  let linked: ApiTestContext;
  beforeAll(async () => {
    linked = await seededApp({}, { championsSince: TEST_CHAMPIONS_SINCE });
  });
  afterAll(() => linked.close());
  const getLinked = async (url: string) => {
    const response = await linked.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });
    expect(response.statusCode, url).toBe(200);
    return json(response.body);
  };

  it.each(["", "sport__slug=basketball", "level__slug=ncaa-division-i", "search=a", "status=retired"])(
    "sums the championships_won its list shows: ?%s",
    async (query) => {
      const list = pageSchema(coachSchema).parse(await getLinked(`/api/people/coaches/?page_size=500&${query}`));
      const summary = coachSummary.parse(await getLinked(`/api/people/coaches/summary/?${query}`));
      expect(list.next).toBeNull();
      expect(summary).toMatchObject({
        count: list.count,
        championships: list.results.reduce((sum, row) => sum + row.championships_won, 0),
      });
    },
  );

  it("has linked titles to sum", async () => {
    expect(coachSummary.parse(await getLinked("/api/people/coaches/summary/")).championships).toBeGreaterThan(0);
  });
});

describe("a coach card's team states only what is so (issue #13)", () => {
  let truths: ApiTestContext;
  beforeAll(async () => {
    truths = await cardTruthsApp();
  });
  afterAll(() => truths.close());
  const coach = async (slug: string) => {
    const response = await truths.app.inject({ method: "GET", url: `/api/people/coaches/${slug}/`, headers: { host: "localhost:4173" } });
    expect(response.statusCode).toBe(200);
    return coachDetail.parse(json(response.body));
  };

  it("names a former coach's last franchise by the latest title he won with it, under its name that season", async () => {
    expect((await coach("scotty-bowman")).current_team).toEqual({
      name: "Red Wings",
      city: "Detroit",
      abbreviation: "DET",
      sport_name: "Hockey",
      slug: "detroit-red-wings",
      season: 2001,
      season_label: "2001-02",
    });
    expect((await coach("connie-mack")).current_team).toEqual({
      name: "Athletics",
      city: "Philadelphia",
      abbreviation: null,
      sport_name: "Baseball",
      slug: "athletics",
      season: 1930,
      season_label: "1930",
    });
  });

  it("names it under its present name, without a season, where that name has held since a season he is known to have coached", async () => {
    expect((await coach("joe-torre")).current_team).toEqual({
      name: "Dodgers",
      city: "Los Angeles",
      abbreviation: "LAD",
      sport_name: "Baseball",
      slug: "los-angeles-dodgers",
      season: null,
      season_label: null,
    });
  });

  it("names no team rather than a present name the franchise may not have had then", async () => {
    expect((await coach("wren-fixture")).current_team).toBeNull();
  });

  it("labels awards by the season-label rule", async () => {
    expect((await coach("scotty-bowman")).awards).toEqual(["Jack Adams (1995-96)", "Jack Adams (1976-77)"]);
  });
});
