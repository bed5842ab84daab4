// Home's figures (issue #13) equal what the database holds: every number is checked here
// against a plain count of the tables, for the hub (everything) and for one site's league.
import { siteFigures } from "@tl/contract/meta";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { json, seededApp, type ApiTestContext } from "../test/api-app";
import { insertPeopleFixture } from "../test/people-fixture";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp();
  await insertPeopleFixture(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });

async function figures(query = "") {
  const response = await get(`/api/meta/figures/${query}`);
  expect(response.statusCode).toBe(200);
  return siteFigures.parse(json(response.body));
}

const numberRows = z.array(z.object({ n: z.union([z.number(), z.string(), z.null()]) }));

/** One number from SQL written out by hand, independent of the query module. */
async function countOf(query: string): Promise<number> {
  const result: unknown = await ctx.database.db.execute(sql.raw(`select (${query}) as n`));
  // PGlite answers { rows }, node-postgres the same; either way read it through a schema.
  const rows = numberRows.parse(Array.isArray(result) ? result : z.object({ rows: z.unknown() }).parse(result).rows);
  return Number(rows[0]?.n ?? 0);
}

/** The leagues of a scope: `true` for every league, or a sport and level. */
const leaguesOf = (where: string) =>
  `select l.id from leagues l join sports s on s.id = l.sport_id join levels v on v.id = l.level_id where ${where}`;

async function expected(where: string) {
  const inScope = `in (${leaguesOf(where)})`;
  const championsIn = `from champions c join championships ch on ch.id = c.championship_id where ch.league_id ${inScope}`;
  const counts = {
    championships: await countOf(`select count(*) from championships where league_id ${inScope}`),
    titles: await countOf(`select count(*) ${championsIn} and c.team_name is not null and not c.vacated`),
    seasons: await countOf(`select count(*) from seasons where league_id ${inScope}`),
    first_season: await countOf(`select min(start_year) from seasons where league_id ${inScope}`),
    teams: await countOf(`select count(*) from teams where league_id ${inScope}`),
    games: await countOf(`select count(*) from games where league_id ${inScope}`),
    people: await countOf(
      `select count(distinct person_id) from (select person_id from players where league_id ${inScope} union select person_id from coaches where league_id ${inScope}) r`,
    ),
  };
  const rows = [
    counts.championships,
    await countOf(`select count(*) ${championsIn}`),
    await countOf(
      `select count(*) from champion_mvps m join champions c on c.id = m.champion_id join championships ch on ch.id = c.championship_id where ch.league_id ${inScope}`,
    ),
    counts.seasons,
    counts.teams,
    await countOf(`select count(*) from team_names n join teams t on t.id = n.team_id where t.league_id ${inScope}`),
    counts.games,
    await countOf(`select count(*) from standings st join seasons se on se.id = st.season_id where se.league_id ${inScope}`),
    await countOf(`select count(*) from postseason_series where league_id ${inScope}`),
    await countOf(`select count(*) from players where league_id ${inScope}`),
    await countOf(`select count(*) from coaches where league_id ${inScope}`),
    // The hub also counts the awards no league claims.
    await countOf(`select count(*) from awards where ${where === "true" ? "true" : `league_id ${inScope}`}`),
    counts.people,
  ];
  return { ...counts, data_points: rows.reduce((sum, n) => sum + n, 0) };
}

describe("/api/meta/figures/", () => {
  it("counts everything the database holds on the hub", async () => {
    const body = await figures();
    expect(body).toMatchObject(await expected("true"));
    expect(body.championships).toBe(8);
    expect(body.first_season).toBe(1892); // the first Stanley Cup season, 1892-93
    expect(body.people).toBeGreaterThan(0);
  });

  it.each([
    ["sport__slug=hockey&level__slug=professional", "s.slug = 'hockey' and v.slug = 'professional'"],
    ["sport__slug=baseball&level__slug=ncaa-division-i", "s.slug = 'baseball' and v.slug = 'ncaa-division-i'"],
    ["sport__slug=football", "s.slug = 'football'"],
  ])("counts only a site's leagues: ?%s", async (query, where) => {
    const body = await figures(`?${query}`);
    expect(body).toMatchObject(await expected(where));
    expect(body.championships).toBe(query.includes("level") ? 1 : 2);
  });

  it("dates the latest import of any source", async () => {
    const latest = await countOf(`select extract(epoch from max(imported_at)) * 1000 from data_sources`);
    const body = await figures();
    expect(body.updated_at).not.toBeNull();
    expect(new Date(body.updated_at ?? "").getTime()).toBe(latest);
  });

  it.each(["sport__slug=Hockey!", "level__slug=%20"])("answers 400 naming the parameter for ?%s", async (query) => {
    const response = await get(`/api/meta/figures/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response.body) as object)).toEqual([query.split("=")[0]]);
  });
});
