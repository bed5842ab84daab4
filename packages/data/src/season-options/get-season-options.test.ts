import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { finalSeasonsQueryOptions } from "./get-final-seasons";
import { gameSeasonsQueryOptions } from "./get-season-options";
import { football, nfl } from "./mocks";

describe("the calls", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it.each([["games", gameSeasonsQueryOptions, "/api/games/games/seasons/"]] as const)(
    "%s: asks with the site's sport and level",
    async (_, options, path) => {
      let seen = "";
      server.use(
        http.get(path, ({ request }) => {
          seen = new URL(request.url).search;
          return HttpResponse.json({ seasons: [{ start_year: 1972, league: nfl, sport: football }] });
        }),
      );
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const seasons = await client.query(options({ site: { sport__slug: "football", level__slug: "professional" } }));
      expect(seen).toBe("?sport__slug=football&level__slug=professional");
      expect(seasons.map((season) => season.startYear)).toEqual([1972]);
    },
  );

  it("finals: asks for the seasons holding a championship's final games (issue #15)", async () => {
    let seen = "";
    server.use(
      http.get("/api/games/games/seasons/", ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({ seasons: [{ start_year: 2023, league: nfl, sport: football, games: 5 }] });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seasons = await client.query(finalSeasonsQueryOptions("world-series"));
    expect(seen).toBe("?championship__slug=world-series");
    expect(seasons.map((season) => [season.startYear, season.games])).toEqual([[2023, 5]]);
  });
});
