import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { standingsQueryOptions } from "./get-standings";
import { goldenKnights } from "./mocks";

describe("standingsQueryOptions (spec §7)", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it.each([
    ["current standings", undefined, "/api/games/standings/current/", "?sport__slug=hockey&level__slug=professional&page_size=500"],
    ["all divisions", "all", "/api/games/standings/current/", "?sport__slug=hockey&level__slug=professional&page_size=500"],
    [
      "one division",
      "Pacific Division",
      "/api/games/standings/by_division/",
      "?sport__slug=hockey&level__slug=professional&division=Pacific+Division&page_size=500",
    ],
    [
      "a chosen season",
      "all",
      "/api/games/standings/current/",
      "?sport__slug=hockey&level__slug=professional&season=1993&page_size=500",
      1993,
    ],
    [
      "a division of a chosen season",
      "Pacific Division",
      "/api/games/standings/by_division/",
      "?sport__slug=hockey&level__slug=professional&division=Pacific+Division&season=1993&page_size=500",
      1993,
    ],
    [
      "one league's season (issue #15)",
      "all",
      "/api/games/standings/current/",
      "?sport__slug=hockey&level__slug=professional&season=1914&league__slug=pre-nhl&page_size=500",
      1914,
      "pre-nhl",
    ],
    [
      "one league's latest season",
      undefined,
      "/api/games/standings/current/",
      "?sport__slug=hockey&level__slug=professional&league__slug=nhl&page_size=500",
      undefined,
      "nhl",
    ],
  ] as [string, string | undefined, string, string, number?, string?][])("%s", async (_, division, path, search, season, league) => {
    let seen = "";
    server.use(
      http.get(path, ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [goldenKnights] });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const rows = await client.query(
      standingsQueryOptions({
        site: { sport__slug: "hockey", level__slug: "professional" },
        filters: { division, season: season ?? null, league: league ?? null },
      }),
    );
    expect(seen).toBe(search);
    expect(rows.map((row) => row.teamName)).toEqual(["Golden Knights"]);
  });

  it("follows every page", async () => {
    server.use(
      http.get("/api/games/standings/current/", ({ request }) =>
        new URL(request.url).searchParams.get("page") === "2"
          ? HttpResponse.json({ count: 2, next: null, previous: null, results: [{ ...goldenKnights, id: 2, rank: null, position: null }] })
          : HttpResponse.json({
              count: 2,
              next: "http://127.0.0.1:4400/api/games/standings/current/?page=2&page_size=500",
              previous: null,
              results: [goldenKnights],
            }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const rows = await client.query(standingsQueryOptions({ site: {}, filters: {} }));
    expect(rows.map((row) => [row.key, row.rank])).toEqual([
      ["6609", 1],
      ["2", 2],
    ]);
  });

  it.each([
    [{}, undefined, null, ["standings", { sport__slug: null, level__slug: null }, "all", "latest", "every league"]],
    [
      { sport__slug: "baseball", level__slug: "professional" },
      "AL West",
      null,
      ["standings", { sport__slug: "baseball", level__slug: "professional" }, "AL West", "latest", "every league"],
    ],
    [{ sport__slug: "baseball" }, "all", 1927, ["standings", { sport__slug: "baseball", level__slug: null }, "all", 1927, "every league"]],
    [
      { sport__slug: "baseball" },
      "all",
      1927,
      ["standings", { sport__slug: "baseball", level__slug: null }, "all", 1927, "negro-national-league-i"],
      "negro-national-league-i",
    ],
  ] as [Record<string, string>, string | undefined, number | null, unknown[], string?][])(
    "keys %o / %s / %s per sport, level, division, season and league",
    (site, division, season, key, league) => {
      expect(standingsQueryOptions({ site, filters: { division, season, league: league ?? null } }).queryKey).toEqual(key);
    },
  );
});
