// Issue #16, the franchise page's API: /api/teams/teams/{slug}/ with titles and firsts and
// bests, and /api/teams/teams/{slug}/seasons/, over the seed (champions from 2022 on) and the
// reference-pages fixture (the Rangers' seasons, series and managers, Louisville's titles).
import { page } from "@tl/contract/paging";
import { teamDetail, teamSeason } from "@tl/contract/teams";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { insertReferencePagesFixture } from "../test/reference-pages-fixture";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
  await insertReferencePagesFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });

async function detail(slug: string) {
  const response = await get(`/api/teams/teams/${slug}/`);
  expect(response.statusCode).toBe(200);
  return teamDetail.parse(json(response.body));
}

async function seasons(slug: string, query = "") {
  const response = await get(`/api/teams/teams/${slug}/seasons/${query}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return page(teamSeason).parse(json(response.body));
}

describe("/api/teams/teams/{slug}/ titles", () => {
  it("lists each title with its season, championship, runner-up and result", async () => {
    const rangers = await detail("texas-rangers");
    expect(rangers.titles).toEqual([
      {
        id: expect.any(Number) as unknown,
        season: { slug: "mlb-2023", name: "2023 MLB season", label: "2023", start_year: 2023 },
        championship: { slug: "world-series", name: "World Series" },
        team: { name: "Rangers", city: "Texas", abbreviation: "TEX", sport_name: "Baseball", slug: "texas-rangers" },
        runner_up: expect.objectContaining({ slug: "arizona-diamondbacks", name: "Diamondbacks" }) as unknown,
        result: "4–1",
        result_type: "series",
        vacated: false,
      },
    ]);
  });

  it("shows a vacated title, marked, and counts it nowhere", async () => {
    const louisville = await detail("louisville-cardinals-basketball");
    expect(louisville.titles.map((title) => [title.season.slug, title.season.label, title.vacated, title.runner_up])).toEqual([
      ["ncaa-d1-mbb-1979-80", "1979-80", false, null],
      ["ncaa-d1-mbb-1985-86", "1985-86", false, null],
      ["ncaa-d1-mbb-2012-13", "2012-13", true, null],
    ]);
    expect(louisville).toMatchObject({ championships_won: 2, last_championship_season: "1985-86" });
    // No standings: the seasons held are the titles'; the vacated one ends no drought and is no appearance.
    expect(louisville.firsts_and_bests).toMatchObject({
      first_season: null,
      seasons: 0,
      playoff_appearances: 2,
      best_record: null,
      longest_title_drought: {
        from: { slug: "ncaa-d1-mbb-2012-13" },
        to: { slug: "ncaa-d1-mbb-2012-13" },
        seasons: 1,
        ongoing: true,
      },
    });
  });
});

describe("/api/teams/teams/{slug}/ firsts and bests", () => {
  it("computes first and last season, appearances, best record and the longest drought across seasons", async () => {
    const { firsts_and_bests: firsts } = await detail("texas-rangers");
    expect(firsts).toEqual({
      first_season: { slug: "mlb-2010", name: "2010 MLB season", label: "2010", start_year: 2010 },
      last_season: { slug: "mlb-2023", name: "2023 MLB season", label: "2023", start_year: 2023 },
      seasons: 5,
      // 2010 and 2011 (finals lost), 2012 (the wild-card game), 2023 (the title); not 2022.
      playoff_appearances: 4,
      best_record: {
        season: { slug: "mlb-2011", name: "2011 MLB season", label: "2011", start_year: 2011 },
        wins: 96,
        losses: 66,
        ties: null,
        overtime_losses: null,
        win_percentage: 0.593,
      },
      // 2010, 2011, 2012 and 2022 held without a title; the 2023 title ends it.
      longest_title_drought: {
        from: { slug: "mlb-2010", name: "2010 MLB season", label: "2010", start_year: 2010 },
        to: { slug: "mlb-2022", name: "2022 MLB season", label: "2022", start_year: 2022 },
        seasons: 4,
        ongoing: false,
      },
    });
  });

  it("answers a franchise with no season held with empty firsts", async () => {
    const { firsts_and_bests: firsts, titles } = await detail("seattle-mariners");
    expect(titles).toEqual([]);
    expect(firsts).toMatchObject({ first_season: { slug: "mlb-2023" }, seasons: 1, playoff_appearances: 0 });
    expect(firsts.longest_title_drought).toMatchObject({ seasons: 1, ongoing: true });
  });

  it("finds the detail by id as by slug", async () => {
    const bySlug = await detail("texas-rangers");
    expect(await detail(String(bySlug.id))).toEqual(bySlug);
  });
});

describe("/api/teams/teams/{slug}/seasons/", () => {
  it("answers a row per league season, newest first, with finish, playoff result and coach", async () => {
    const body = await seasons("texas-rangers");
    expect(body).toMatchObject({ count: 5, next: null, previous: null });
    expect(body.results.map((row) => [row.season.slug, row.playoff_result, row.playoff_round, row.coach?.slug ?? null])).toEqual([
      ["mlb-2023", "champion", "World Series", "bruce-bochy"],
      // Woodward managed 114 games, Beasley 48.
      ["mlb-2022", "missed", null, "chris-woodward"],
      ["mlb-2012", "lost_round", "ALWC", "ron-washington"],
      ["mlb-2011", "lost_final", "World Series", "ron-washington"],
      ["mlb-2010", "lost_final", "World Series", "ron-washington"],
    ]);
    expect(body.results[1]).toEqual({
      season: { slug: "mlb-2022", name: "2022 MLB season", label: "2022", start_year: 2022 },
      league: { name: "Major League Baseball", slug: "mlb", abbreviation: "MLB" },
      team: { name: "Rangers", city: "Texas", abbreviation: "TEX", sport_name: "Baseball", slug: "texas-rangers" },
      conference: "American League",
      division: "AL West",
      wins: 68,
      losses: 94,
      ties: null,
      overtime_losses: null,
      win_percentage: 0.42,
      rank: 4,
      games_behind: 38,
      playoff_result: "missed",
      playoff_round: null,
      coach: { slug: "chris-woodward", full_name: "Chris Woodward" },
    });
  });

  it.each([
    // 2010 and 2023 are both 90-72: the earlier season first.
    ["?ordering=-win_percentage", ["mlb-2011", "mlb-2012", "mlb-2010", "mlb-2023", "mlb-2022"]],
    ["?ordering=season", ["mlb-2010", "mlb-2011", "mlb-2012", "mlb-2022", "mlb-2023"]],
    ["?ordering=rank,-season", ["mlb-2011", "mlb-2010", "mlb-2023", "mlb-2012", "mlb-2022"]],
    ["?league__slug=mlb&page_size=2&page=2", ["mlb-2012", "mlb-2011"]],
  ])("orders, filters and pages: %s", async (query, expected) => {
    expect((await seasons("texas-rangers", query)).results.map((row) => row.season.slug)).toEqual(expected);
  });

  it("answers CSV with a column per field", async () => {
    const response = await get("/api/teams/teams/texas-rangers/seasons/?format=csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    const [header, first] = response.body.split("\r\n");
    expect(header).toMatch(/^season\.slug,season\.name,season\.label,season\.start_year,league\.name/);
    expect(first).toMatch(/^mlb-2023,2023 MLB season,2023,2023,Major League Baseball/);
  });

  it.each(["no-such-team", "Texas-Rangers", "texas_rangers"])("answers 404 for %s", async (slug) => {
    const response = await get(`/api/teams/teams/${slug}/seasons/`);
    expect(response.statusCode).toBe(404);
    expect(json(response.body)).toEqual({ detail: "Not found." });
  });

  it.each([
    ["ordering=coach", "ordering"],
    ["league__slug=nal", "league__slug"],
    ["league__slug=NFL!", "league__slug"],
    ["page_size=ten", "page_size"],
  ])("answers 400 naming the parameter for ?%s", async (query, param) => {
    const response = await get(`/api/teams/teams/texas-rangers/seasons/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response.body) as object)).toEqual([param]);
  });

  it("answers 404 Invalid page past the end", async () => {
    const response = await get("/api/teams/teams/texas-rangers/seasons/?page=3&page_size=5");
    expect(response.statusCode).toBe(404);
    expect(json(response.body)).toEqual({ detail: "Invalid page." });
  });
});
