// Issue #14 item 8: every id or slug an answer carries leads to a detail. Each detail is found
// by what its items carry (a game or championship game by slug or id, a player, coach, team or
// championship by slug or id, a champion, season or standing by id, a source, sport, level or
// league by slug) and answers the list's item for it; an unknown or malformed value is 404
// {"detail": "Not found."}, never a 500. Each team a champion or season names leads to its team.
import { champion } from "@tl/contract/champions";
import { page } from "@tl/contract/paging";
import { season } from "@tl/contract/seasons";
import { announceDataChange } from "@tl/db/client";
import { champions } from "@tl/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { insertContractFixture } from "../api/contract/fixture";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { insertPeopleFixture } from "../test/people-fixture";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
  await insertPeopleFixture(ctx.database.db);
  await insertContractFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });

async function body(url: string): Promise<unknown> {
  const response = await get(url);
  expect(response.statusCode, `${url} → ${response.body.slice(0, 200)}`).toBe(200);
  return json(response.body);
}

const item = z.object({ id: z.optional(z.int()), slug: z.optional(z.string()) });

/** The first item of a list, as the list answers it. */
async function firstOf(list: string): Promise<Record<string, unknown> & z.output<typeof item>> {
  const { results } = z.parse(page(z.looseObject(item.def.shape)), await body(list));
  const first = results[0];
  if (first === undefined) throw new Error(`${list} is empty`);
  return first;
}

// [list, detail path before the key, what the detail is found by]
const DETAILS: [string, string, ("id" | "slug")[]][] = [
  ["/api/championships/championships/", "/api/championships/championships/", ["slug", "id"]],
  ["/api/championships/champions/", "/api/championships/champions/", ["id"]],
  ["/api/championships/seasons/", "/api/championships/seasons/", ["slug", "id"]],
  ["/api/championships/championship-games/", "/api/championships/championship-games/", ["slug", "id"]],
  ["/api/teams/teams/", "/api/teams/teams/", ["slug", "id"]],
  ["/api/games/games/", "/api/games/games/", ["slug", "id"]],
  ["/api/games/standings/", "/api/games/standings/", ["id"]],
  ["/api/people/players/", "/api/people/players/", ["slug", "id"]],
  ["/api/people/coaches/", "/api/people/coaches/", ["slug", "id"]],
  ["/api/meta/sources/", "/api/meta/sources/", ["slug"]],
  ["/api/meta/sports/", "/api/meta/sports/", ["slug"]],
  ["/api/meta/levels/", "/api/meta/levels/", ["slug"]],
  ["/api/meta/leagues/", "/api/meta/leagues/", ["slug"]],
];

describe.each(DETAILS)("%s", (list, detail, keys) => {
  it.each(keys)("the detail by the item's %s is the item", async (key) => {
    const first = await firstOf(list);
    const answer = await body(`${detail}${String(first[key])}/`);
    // A team's detail adds its names, titles, and firsts and bests, a season's, a player's and a coach's their pages'
    // parts (issue #16); every other detail is the list's item itself.
    const added: Record<string, Record<string, unknown>> = {
      "/api/teams/teams/": { names: expect.any(Array), titles: expect.any(Array), firsts_and_bests: expect.any(Object) },
      "/api/championships/seasons/": {
        runner_up: expect.toBeOneOf([null, expect.any(Object)]),
        standings: expect.any(Array),
        series: expect.any(Array),
        leaders: expect.any(Array),
        previous: expect.toBeOneOf([null, expect.any(Object)]),
        next: expect.toBeOneOf([null, expect.any(Object)]),
      },
      "/api/people/players/": {
        titles: expect.toBeOneOf([null, expect.any(Array)]),
        awards_by_year: expect.any(Array),
        all_star_years: expect.toBeOneOf([null, expect.any(Array)]),
        teams_played_for: expect.any(Array),
      },
      "/api/people/coaches/": {
        titles: expect.toBeOneOf([null, expect.any(Array)]),
        awards_by_year: expect.any(Array),
        career_totals: expect.any(Array),
      },
    };
    expect(answer).toEqual({ ...first, ...added[list] });
  });

  it.each(["999999", "no-such-thing", "0", "-1", "2147483648", "99999999999", "Upper", "a_b", "x".repeat(101), "%00", "1.5"])(
    "%s: 404 for an unknown or malformed key",
    async (key) => {
      const response = await get(`${detail}${encodeURIComponent(key)}/`);
      expect(response.statusCode).toBe(404);
      expect(json(response.body)).toEqual({ detail: "Not found." });
    },
  );
});

describe("ids and slugs", () => {
  it("finds a game by either, but not a game outside the list it hangs under", async () => {
    const superBowl = await firstOf("/api/championships/championship-games/?championship__slug=super-bowl");
    expect(await body(`/api/games/games/${String(superBowl.slug)}/`)).toEqual(await body(`/api/games/games/${String(superBowl.id)}/`));
    const regular = await firstOf("/api/games/games/?search=commanders&ordering=game_date");
    expect(regular.championship).toBeNull();
    expect((await get(`/api/championships/championship-games/${String(regular.slug)}/`)).statusCode).toBe(404);
    expect((await get(`/api/championships/championship-games/${String(regular.id)}/`)).statusCode).toBe(404);
  });

  it("finds a player by the player's id, not the person's", async () => {
    const ruth = z.parse(z.object({ id: z.int(), slug: z.string() }), await body("/api/people/players/babe-ruth/"));
    expect(await body(`/api/people/players/${String(ruth.id)}/`)).toEqual(await body("/api/people/players/babe-ruth/"));
  });
});

describe("team references", () => {
  const teamRef = z.object({ name: z.string(), city: z.string(), abbreviation: z.string(), sport_name: z.string(), slug: z.string() });

  it("names a champion and its runner-up as teams whose slugs lead to their team pages", async () => {
    const { results } = z.parse(
      page(champion),
      await body("/api/championships/champions/?season__start_year=2024&sport__slug=football&level__slug=professional"),
    );
    const [superBowl] = results;
    expect(superBowl).toMatchObject({ team_city: "Philadelphia", team_name: "Eagles" });
    expect(superBowl?.team).toEqual({
      name: "Eagles",
      city: "Philadelphia",
      abbreviation: "PHI",
      sport_name: "Football",
      slug: "philadelphia-eagles",
    });
    expect(superBowl?.runner_up).toEqual({
      name: "Chiefs",
      city: "Kansas City",
      abbreviation: "KC",
      sport_name: "Football",
      slug: "kansas-city-chiefs",
    });
    for (const team of [superBowl?.team, superBowl?.runner_up]) {
      const detail = z.parse(z.looseObject(teamRef.def.shape), await body(`/api/teams/teams/${team?.slug ?? ""}/`));
      expect([detail.city, detail.name]).toEqual([team?.city, team?.name]);
    }
  });

  it("has no team for a season in which no title was awarded", async () => {
    // The seed holds no such season: the 2022 Stanley Cup's row made one (as 2004-05's lockout).
    const url = "/api/championships/champions/?season__start_year=2022&sport__slug=hockey&level__slug=professional";
    const [row] = z.parse(page(champion), await body(url)).results;
    await ctx.database.db
      .update(champions)
      .set({ teamId: null, teamName: null, teamCity: null, runnerUpTeamId: null, runnerUpCity: null, runnerUpName: null })
      .where(eq(champions.id, row?.id ?? 0));
    // On PostgreSQL the change reaches the response cache asynchronously (LISTEN/NOTIFY).
    await announceDataChange(ctx.database.db);
    await expect
      .poll(async () => z.parse(page(champion), await body(url)).results.map((c) => [c.id, c.team_name, c.team, c.runner_up]))
      .toEqual([[row?.id, null, null, null]]);
  });

  it("names a season's champion as a team whose slug leads to its team page", async () => {
    const { results } = z.parse(
      page(season),
      await body("/api/championships/seasons/?season__start_year=2023&sport__slug=hockey&level__slug=professional"),
    );
    expect(results.map((row) => row.champion)).toEqual([
      { name: "Panthers", city: "Florida", abbreviation: "FLA", sport_name: "Hockey", slug: "florida-panthers" },
    ]);
    const team = z.parse(z.looseObject(teamRef.def.shape), await body("/api/teams/teams/florida-panthers/"));
    expect(team.abbreviation).toBe("FLA");
  });
});

describe("sports, levels and leagues", () => {
  const names = async (url: string) => z.parse(page(z.looseObject({ slug: z.string() })), await body(url)).results.map((row) => row.slug);

  it("lists the values of sport__slug and level__slug, each filter answering rows", async () => {
    const sports = await names("/api/meta/sports/");
    expect(sports).toEqual(expect.arrayContaining(["baseball", "basketball", "football", "hockey"]));
    const levels = await names("/api/meta/levels/");
    expect(levels).toEqual(expect.arrayContaining(["professional", "ncaa-division-i"]));
    for (const sport of sports)
      expect((await names(`/api/championships/championships/?sport__slug=${sport}`)).length, sport).toBeGreaterThan(0);
  });

  it("lists leagues with their sport and level, filtered like every list", async () => {
    expect(await body("/api/meta/leagues/nfl/")).toEqual({
      name: "National Football League",
      slug: "nfl",
      abbreviation: "NFL",
      sport: { name: "Football", slug: "football", abbreviation: "FB" },
      level: { name: "Professional", slug: "professional" },
      founded_year: expect.toBeOneOf([null, expect.any(Number)]) as unknown,
    });
    expect(await names("/api/meta/leagues/?sport__slug=hockey&ordering=-name")).toEqual(["pre-nhl", "nhl", "ncaa-d1-mih"]);
    expect((await get("/api/meta/leagues/?sport__slug=Hockey!")).statusCode).toBe(400);
  });
});
