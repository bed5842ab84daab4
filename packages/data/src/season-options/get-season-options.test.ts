import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { gameSeasonsQueryOptions, standingSeasonsQueryOptions } from "./get-season-options";
import { football, nfl } from "./mocks";

describe("the calls", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it.each([
    ["standings", standingSeasonsQueryOptions, "/api/games/standings/seasons/"],
    ["games", gameSeasonsQueryOptions, "/api/games/games/seasons/"],
  ] as const)("%s: asks with the site's sport and level", async (_, options, path) => {
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
  });
});
