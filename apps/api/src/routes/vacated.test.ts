// Vacated titles (issue #15 point 8): Louisville's 2013 NCAA title and USC's 2004-season BCS
// title are answered with vacated: true and their notes, and counted nowhere: not in the team's
// championships_won or latest title, not in a coach's titles, not in the figures or coverage.
import { champion } from "@tl/contract/champions";
import { coach } from "@tl/contract/coaches";
import { leagueCoverage, siteFigures } from "@tl/contract/meta";
import { page } from "@tl/contract/paging";
import { teamDetail } from "@tl/contract/teams";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, seededApp, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;
// Every title (the API tests' usual seed holds recent seasons only), with the people they name.
beforeAll(async () => {
  ctx = await seededApp({}, { finals: [] });
}, 120_000);
afterAll(() => ctx.close());

async function get<T>(url: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const response = await ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });
  expect(response.statusCode, url).toBe(200);
  return schema.parse(json(response.body));
}
const titlesOf = (slug: string) => get(`/api/championships/champions/?team__slug=${slug}&page_size=500`, page(champion));

describe.each([
  ["louisville-cardinals-basketball", 2012, "ncaa-mens-basketball-tournament"],
  ["usc-trojans-football", 2004, "college-football-national-championship"],
])("%s's vacated %i title", (slug, season, championship) => {
  it("is answered with vacated: true and notes saying so; the team's other titles are not vacated", async () => {
    const rows = (await titlesOf(slug)).results;
    const vacated = rows.filter((row) => row.vacated);
    expect(vacated.map((row) => [row.championship_slug, row.season_start_year])).toEqual([[championship, season]]);
    expect(vacated[0]?.notes).toMatch(/vacated/);
    expect(rows.length).toBeGreaterThan(1);
  });

  it("is not counted in the team's championships_won, nor as its latest title", async () => {
    const rows = (await titlesOf(slug)).results.filter((row) => row.team?.slug === slug);
    const counted = rows.filter((row) => !row.vacated);
    const detail = await get(`/api/teams/teams/${slug}/`, teamDetail);
    expect(detail.championships_won).toBe(counted.length);
    expect(detail.championships_won).toBe(rows.length - 1);
    expect(detail.last_championship_year).toBe(Math.max(...counted.map((row) => row.season_start_year)));
  });
});

describe("counts elsewhere", () => {
  it("does not count Louisville's vacated title for its coach, Rick Pitino", async () => {
    const [pitino] = (await get("/api/people/coaches/?search=pitino", page(coach))).results;
    const college = await get("/api/championships/champions/?page_size=500&level__slug=ncaa-division-i", page(champion));
    // Louisville's vacated 2013 title and Kentucky's 1996.
    const titles = college.results.filter((row) => row.coach === "Rick Pitino");
    expect(titles.map((row) => [row.team?.slug, row.vacated])).toContainEqual(["louisville-cardinals-basketball", true]);
    expect(pitino?.championships_won).toBe(titles.filter((row) => !row.vacated).length);
  });

  it("leaves vacated titles out of the titles awarded in the figures and the coverage", async () => {
    const all = (await get("/api/championships/champions/?page_size=500&level__slug=ncaa-division-i", page(champion))).results;
    const awarded = all.filter((row) => row.team !== null && !row.vacated).length;
    expect(all.filter((row) => row.vacated)).toHaveLength(2);
    expect((await get("/api/meta/figures/?level__slug=ncaa-division-i", siteFigures)).titles).toBe(awarded);
    const coverage = (await get("/api/meta/coverage/?level__slug=ncaa-division-i", page(leagueCoverage))).results;
    expect(coverage.reduce((sum, row) => sum + row.champions, 0)).toBe(awarded);
  });
});
