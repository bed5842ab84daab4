import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { championsQueryOptions } from "./get-champions";
import { championshipChampionsQueryOptions } from "./get-championship-champions";
import { eagles, notPlayed1994 } from "./mocks/test-rows";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("champion queries (spec §7)", () => {
  it("asks for one season's champions with no sport or level filter, defaulting the season name to the year", async () => {
    const seen: string[] = [];
    server.use(
      http.get("/api/championships/champions/", ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [{ ...eagles, season_name: null, season_start_year: null }],
        });
      }),
    );
    const options = championsQueryOptions({ site: {}, filters: { year: 2024 } });
    expect(options.queryKey).toEqual(["champions", { season__start_year: 2024 }]);
    const [champion] = await new QueryClient().query(options);
    expect(seen).toEqual(["?season__start_year=2024&page_size=500"]);
    expect(champion).toMatchObject({ team: "Philadelphia Eagles", seasonName: "2024 Season", seasonStartYear: 2024 });
  });

  it("passes a sport site's sport and level when given them (issue #13)", async () => {
    const seen: string[] = [];
    server.use(
      http.get("/api/championships/champions/", ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    const options = championsQueryOptions({ site: { sport__slug: "hockey", level__slug: "professional" }, filters: { year: 1993 } });
    expect(options.queryKey).toEqual(["champions", { sport__slug: "hockey", level__slug: "professional", season__start_year: 1993 }]);
    await new QueryClient().query(options);
    expect(seen).toEqual(["?sport__slug=hockey&level__slug=professional&season__start_year=1993&page_size=500"]);
  });

  it("reads every page of a championship's history, newest first", async () => {
    server.use(
      http.get("/api/championships/championships/world-series/champions/", ({ request }) => {
        const page = new URL(request.url).searchParams.get("page");
        return page === "2"
          ? HttpResponse.json({ count: 3, next: null, previous: null, results: [{ ...eagles, id: 3, season_start_year: 2024 }] })
          : HttpResponse.json({
              count: 3,
              next: "http://mlb.localhost:4173/api/championships/championships/world-series/champions/?page=2&page_size=500",
              previous: null,
              results: [notPlayed1994, { ...eagles, id: 2, season_start_year: 2016 }],
            });
      }),
    );
    const options = championshipChampionsQueryOptions("world-series");
    expect(options.queryKey).toEqual(["champions", { championship: "world-series" }]);
    const rows = await new QueryClient().query(options);
    expect(rows.map((row) => row.seasonStartYear)).toEqual([2024, 2016, 1994]);
  });
});
