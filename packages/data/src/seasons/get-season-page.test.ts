import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isNotFound } from "../shared/not-found";
import { seasonPageQueryOptions } from "./get-season-page";
import { seriesScoresQueryOptions } from "./get-series-scores";
import { seasonPageHandlers } from "./mocks/season-page";
import { worldSeries1927Games } from "./mocks/season-page-rows";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("season page queries (issue #16)", () => {
  it("reads one league season by slug, normalised", async () => {
    server.use(...seasonPageHandlers());
    const options = seasonPageQueryOptions("mlb-1927");
    expect(options.queryKey).toEqual(["seasons", "detail", "mlb-1927"]);
    const page = await new QueryClient().query(options);
    expect(page.name).toBe("1927 MLB season");
    expect(page.champion?.fullName).toBe("New York Yankees");
  });

  it("fails with a 404 ApiError for an unknown slug", async () => {
    server.use(...seasonPageHandlers());
    const error = await new QueryClient().query(seasonPageQueryOptions("mlb-1800")).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });

  it("reads the postseason's scores in one call over its dates, winner first, by game slug", async () => {
    const calls: string[] = [];
    server.use(
      http.get("/api/games/games/", ({ request }) => void calls.push(new URL(request.url).search)),
      ...seasonPageHandlers(),
    );
    const page = await new QueryClient().query(seasonPageQueryOptions("mlb-1927"));
    const scores = await new QueryClient().query(seriesScoresQueryOptions(page));
    expect(calls).toEqual(["?league__slug=mlb&season__start_year=1927&date__gte=1927-10-05&date__lte=1927-10-08&page_size=500"]);
    expect(scores).toEqual({
      "world-series-1927-game-1": "Yankees 5, Pirates 4",
      "world-series-1927-game-2": "Yankees 6, Pirates 2",
      "world-series-1927-game-3": "Yankees 8, Pirates 1",
      "world-series-1927-game-4": "Yankees 4, Pirates 3",
    });
  });

  it("asks for no scores where the season's series have no games", () => {
    const options = seriesScoresQueryOptions({ leagueSlug: "nhl", startYear: 1993, series: [] });
    expect(options.enabled).toBe(false);
  });

  it("leaves out a game not played to its end", async () => {
    const [first] = worldSeries1927Games;
    server.use(
      http.get("/api/games/games/", () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [{ ...first, status: "scheduled" }] }),
      ),
    );
    const scores = await new QueryClient().query(
      seriesScoresQueryOptions({
        leagueSlug: "mlb",
        startYear: 1927,
        series: [
          {
            key: "1",
            round: "WS",
            winner: { slug: null, fullName: "A" },
            loser: { slug: null, fullName: "B" },
            result: "0–0",
            games: [{ key: "1", slug: "x", date: "Oct 8, 1927", isoDate: "1927-10-08" }],
          },
        ],
      }),
    );
    expect(scores).toEqual({});
  });
});
