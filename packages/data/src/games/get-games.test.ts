import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { gameSummaryQueryOptions } from "./get-game-summary";
import { gamesQueryOptions } from "./get-games";
import { allGames, superBowlLix } from "./mocks/test-rows";

const base = allGames;

describe("the calls", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it("pages the game list 48 at a time with the filters, and the summary with the same filters", async () => {
    const seen: string[] = [];
    server.use(
      http.get("/api/games/games/recent/", ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [superBowlLix] });
      }),
      http.get("/api/games/games/summary/", ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ count: 1, live: 0, final: 1, scheduled: 0, postponed: 0, sports: [] });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const request = {
      site: { sport__slug: "football", level__slug: "professional" },
      filters: { ...base, range: "yesterday" as const, search: "Kansas City" },
    };
    const list = await client.infiniteQuery(gamesQueryOptions(request));
    expect(list).toMatchObject({ total: 1, items: [{ round: "Super Bowl LIX" }] });
    await expect(client.query(gameSummaryQueryOptions(request))).resolves.toMatchObject({ final: 1 });
    expect(seen).toEqual([
      "?sport__slug=football&level__slug=professional&date=2026-11-20&search=Kansas+City&page_size=48",
      "?view=recent&sport__slug=football&level__slug=professional&date=2026-11-20&search=Kansas+City",
    ]);
  });
});
