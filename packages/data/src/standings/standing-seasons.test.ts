import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { americanLeague1927, negroNationalLeague1927, standingSeasonsOf } from "./mocks";
import { leagueSeasonsQueryOptions, normaliseStandingSeasons } from "./standing-seasons";

const baseball = { name: "Baseball", slug: "baseball", abbreviation: "BSB" };
const nal = { name: "Negro American League", slug: "negro-american-league", abbreviation: "NAL" };

describe("normaliseStandingSeasons (issue #15)", () => {
  it.each([
    [
      "two leagues of one year, each under its season's name",
      { seasons: standingSeasonsOf([...americanLeague1927, ...negroNationalLeague1927]) },
      [
        {
          startYear: 1927,
          league: "mlb",
          leagueAbbreviation: "MLB",
          leagueName: "Major League Baseball",
          sport: "baseball",
          level: "professional",
          label: "1927 MLB season",
        },
        {
          startYear: 1927,
          league: "negro-national-league-i",
          leagueAbbreviation: "NNL",
          leagueName: "Negro National League I",
          sport: "baseball",
          level: "professional",
          label: "1927 NNL season",
        },
      ],
    ],
    [
      "no name: the year and the league's abbreviation",
      { seasons: [{ start_year: 1942, league: nal, sport: baseball }] },
      [
        {
          startYear: 1942,
          league: "negro-american-league",
          leagueAbbreviation: "NAL",
          leagueName: "Negro American League",
          sport: "baseball",
          level: null,
          label: "1942 NAL season",
        },
      ],
    ],
    ["no league: dropped, the picker could not ask for it", { seasons: [{ start_year: 1942, name: "1942 NAL season" }] }, []],
    ["no start year: dropped", { seasons: [{ league: nal, name: "1942 NAL season" }] }, []],
    ["nothing", {}, []],
  ])("%s", (_, raw, expected) => {
    expect(normaliseStandingSeasons(raw)).toEqual(expected);
  });
});

describe("leagueSeasonsQueryOptions", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it("asks seasons/ with the site's sport and level", async () => {
    let seen = "";
    server.use(
      http.get("/api/games/standings/seasons/", ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({ seasons: standingSeasonsOf(negroNationalLeague1927) });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seasons = await client.query(leagueSeasonsQueryOptions({ site: { sport__slug: "baseball", level__slug: "professional" } }));
    expect(seen).toBe("?sport__slug=baseball&level__slug=professional");
    expect(seasons.map((season) => season.label)).toEqual(["1927 NNL season"]);
  });
});
