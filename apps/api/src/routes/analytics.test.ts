// Issue #19: /api/analytics/… over the whole curated history of every championship (the seed
// without its people; its finals' games are the deciding games it holds). Every figure asserted
// is a fact a visitor can check: the Yankees' 27 World Series, Montreal's 24 Stanley Cups.
import {
  analyticsPaths,
  dynastiesAnswer,
  droughtsAnswer,
  finalsAnswer,
  geographyAnswer,
  parityAnswer,
  titlesAnswer,
  type AnalyticsChart,
} from "@tl/contract/analytics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { json, seededApp, type ApiTestContext } from "../test/api-app";

let ctx: ApiTestContext;
beforeAll(async () => {
  ctx = await seededApp({}, { people: false });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "localhost:4173" } });

const SCHEMAS = {
  titles: titlesAnswer,
  dynasties: dynastiesAnswer,
  droughts: droughtsAnswer,
  parity: parityAnswer,
  finals: finalsAnswer,
  geography: geographyAnswer,
} as const;

async function chart<C extends AnalyticsChart>(name: C, query: string): Promise<z.infer<(typeof SCHEMAS)[C]>> {
  const response = await get(`${analyticsPaths[name]}?${query}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return SCHEMAS[name].parse(json(response.body)) as z.infer<(typeof SCHEMAS)[C]>;
}

const slugs = (rows: { team: { slug: string } }[]) => rows.map((row) => row.team.slug);

describe("/api/analytics/titles/", () => {
  it("steps each franchise's titles in season order, most titles first", async () => {
    const answer = await chart("titles", "championship=world-series");
    expect(answer.championship).toEqual({ slug: "world-series", name: "World Series" });
    expect([answer.first_season?.slug, answer.last_season?.slug]).toEqual(["mlb-1903", "mlb-2025"]);
    const [yankees, cardinals] = answer.franchises;
    expect([yankees?.team.slug, yankees?.titles, cardinals?.team.slug, cardinals?.titles]).toEqual([
      "new-york-yankees",
      27,
      "st-louis-cardinals",
      11,
    ]);
    expect(yankees?.steps[0]).toMatchObject({ season: { slug: "mlb-1923", label: "1923" }, titles: 1, name: "New York Yankees" });
    expect(yankees?.steps.at(-1)).toMatchObject({ season: { slug: "mlb-2009" }, titles: 27 });
    // A title counts for the franchise, under the name it won with.
    const dodgers = answer.franchises.find((line) => line.team.slug === "los-angeles-dodgers");
    expect(dodgers?.steps[0]).toMatchObject({ season: { slug: "mlb-1955" }, titles: 1, name: "Brooklyn Dodgers" });
    expect(answer.titles).toBe(answer.franchises.reduce((sum, line) => sum + line.titles, 0));
  });

  it("counts Montreal's 24 Stanley Cups and the Celtics' 18 and Lakers' 17 NBA titles", async () => {
    const cups = await chart("titles", "championship=stanley-cup-final");
    expect(cups.franchises[0]).toMatchObject({ team: { slug: "montreal-canadiens", name: "Canadiens" }, titles: 24 });
    expect(cups.first_season?.slug).toBe("pre-nhl-1892-93");
    const nba = await chart("titles", "championship=nba-finals");
    expect(nba.franchises.slice(0, 2).map((line) => [line.team.slug, line.titles])).toEqual([
      ["boston-celtics", 18],
      ["los-angeles-lakers", 17],
    ]);
  });

  it("takes the championship from a site's sport and level", async () => {
    const answer = await chart("titles", "sport__slug=hockey&level__slug=professional");
    expect(answer.championship.slug).toBe("stanley-cup-final");
    expect(answer.league.slug).toBe("nhl");
  });
});

describe("/api/analytics/dynasties/", () => {
  it("finds the best 5- and 10-season windows", async () => {
    const mlb = await chart("dynasties", "championship=world-series");
    const [five, ten] = mlb.windows;
    expect(five?.dynasties[0]).toMatchObject({
      team: { slug: "new-york-yankees" },
      titles: 5,
      first: { slug: "mlb-1949" },
      last: { slug: "mlb-1953" },
    });
    expect(ten?.dynasties[0]).toMatchObject({ team: { slug: "new-york-yankees" }, titles: 7 });
    const nba = await chart("dynasties", "championship=nba-finals");
    // Eight in a row from 1958-59, nine in the ten seasons from 1956-57.
    expect(nba.windows[0]?.dynasties[0]).toMatchObject({ team: { slug: "boston-celtics" }, titles: 5, first: { slug: "nba-1958-59" } });
    expect(nba.windows[1]?.dynasties[0]).toMatchObject({ team: { slug: "boston-celtics" }, titles: 9, first: { slug: "nba-1956-57" } });
    for (const window of [...mlb.windows, ...nba.windows]) {
      for (const dynasty of window.dynasties) {
        expect(dynasty.seasons).toHaveLength(dynasty.titles);
        expect(dynasty.last.start_year - dynasty.first.start_year).toBeLessThan(window.seasons);
      }
    }
  });
});

describe("/api/analytics/droughts/", () => {
  it("counts every active franchise's seasons since its last title or since it began", async () => {
    const mlb = await chart("droughts", "championship=world-series");
    expect(mlb.latest_season?.slug).toBe("mlb-2025");
    expect(mlb.droughts).toHaveLength(30);
    expect(mlb.droughts[0]).toMatchObject({ team: { slug: "cleveland-guardians" }, last_title: { slug: "mlb-1948" }, seasons: 77 });
    // Never won, since 1977: the 49 World Series seasons 1977-2025.
    expect(mlb.droughts.find((row) => row.team.slug === "seattle-mariners")).toMatchObject({
      titles: 0,
      last_title: null,
      since_start_year: 1977,
      seasons: 49,
    });
    expect(mlb.droughts.at(-1)).toMatchObject({ team: { slug: "los-angeles-dodgers" }, seasons: 0 });
    const nhl = await chart("droughts", "championship=stanley-cup-final");
    expect(nhl.droughts.find((row) => row.team.slug === "toronto-maple-leafs")).toMatchObject({
      last_title: { slug: "nhl-1966-67" },
      titles: 13,
    });
  });
});

describe("/api/analytics/parity/", () => {
  it("counts distinct champions per decade", async () => {
    const nba = await chart("parity", "championship=nba-finals");
    const sixties = nba.decades.find((decade) => decade.decade === 1960);
    expect(sixties).toMatchObject({ titles: 10, champions: 3 });
    expect(sixties?.franchises[0]).toMatchObject({ team: { slug: "boston-celtics" }, titles: 8 });
    expect(nba.decades.reduce((sum, decade) => sum + decade.titles, 0)).toBe(79);
  });
});

describe("/api/analytics/finals/", () => {
  it("counts series lengths and deciding games by side", async () => {
    const nba = await chart("finals", "championship=nba-finals");
    expect(nba.lengths.map((length) => [length.games, length.series])).toEqual([
      [4, 9],
      [5, 20],
      [6, 30],
      [7, 20],
    ]);
    expect(nba.deciders.series).toBe(20);
    // 2016: Cleveland won Game 7 at Golden State, 93-89.
    expect(nba.deciders.games.find((game) => game.season.slug === "nba-2015-16")).toMatchObject({
      home: { slug: "golden-state-warriors" },
      away: { slug: "cleveland-cavaliers" },
      home_score: 89,
      away_score: 93,
      home_won: false,
    });
    expect(nba.deciders.home_wins).toBe(nba.deciders.games.filter((game) => game.home_won).length);
    // Best-of-nine Series (1903, 1919, 1921: 5-3) last eight games.
    const mlb = await chart("finals", "championship=world-series");
    expect(mlb.lengths.find((length) => length.games === 8)?.seasons.map((season) => season.slug)).toEqual([
      "mlb-1903",
      "mlb-1919",
      "mlb-1921",
    ]);
    // One-game finals have no series.
    const superBowl = await chart("finals", "championship=super-bowl");
    expect([superBowl.series, superBowl.lengths, superBowl.deciders.held]).toEqual([0, [], 0]);
  });
});

describe("/api/analytics/geography/", () => {
  it("places each title where the champion played that season", async () => {
    const mlb = await chart("geography", "championship=world-series");
    const newYork = mlb.regions.find((region) => region.code === "NY");
    expect(newYork?.titles).toBe(35);
    expect(newYork?.franchises.map((row) => [row.team.slug, row.titles])).toEqual([
      ["new-york-yankees", 27],
      ["san-francisco-giants", 5],
      ["new-york-mets", 2],
      ["los-angeles-dodgers", 1],
    ]);
    // Oakland's four titles: no team of ours plays in Oakland now.
    expect(mlb.unlocated).toBe(4);
    expect(mlb.titles).toBe(121);
    const cups = await chart("geography", "championship=stanley-cup-final");
    expect(cups.regions[0]).toMatchObject({ code: "QC", country: "Canada", titles: 40 });
    expect(slugs(cups.regions[0]?.franchises ?? [])[0]).toBe("montreal-canadiens");
  });
});

describe("/api/analytics/: parameters", () => {
  it.each(Object.values(analyticsPaths))("%s answers 400 for an unknown or missing championship", async (path) => {
    const unknown = await get(`${path}?championship=stanley-cup`);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown.body)).toEqual({
      championship: [
        expect.stringMatching(/^Select a valid choice\. stanley-cup is not one of the available choices: .*stanley-cup-final/),
      ],
    });
    const missing = await get(path);
    expect(missing.statusCode).toBe(400);
    expect(json(missing.body)).toEqual({ championship: [expect.stringMatching(/^This field is required unless .*world-series/)] });
    expect((await get(`${path}?championship=Bad%20Slug`)).statusCode).toBe(400);
  });

  it("refuses a championship outside the site's sport and level, naming the site's", async () => {
    const response = await get(`${analyticsPaths.parity}?championship=world-series&sport__slug=hockey&level__slug=professional`);
    expect(response.statusCode).toBe(400);
    expect(json(response.body)).toEqual({
      championship: ["Select a valid choice. world-series is not one of the available choices: stanley-cup-final."],
    });
  });

  it("answers from the response cache the second time", async () => {
    const url = `${analyticsPaths.finals}?championship=frozen-four`;
    const first = await get(url);
    const again = await get(url);
    expect([first.headers["x-cache"], again.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(again.body).toBe(first.body);
  });
});
