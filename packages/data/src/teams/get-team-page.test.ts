import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isNotFound } from "../shared/not-found";
import { franchiseHandlers, rangersSeasons } from "./franchise-mocks";
import { teamPageQueryOptions } from "./get-team-page";
import { teamSeasonsQueryOptions } from "./get-team-seasons";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("franchise page queries (issue #16)", () => {
  it("reads one franchise by slug, normalised", async () => {
    server.use(...franchiseHandlers());
    const options = teamPageQueryOptions("new-york-rangers");
    expect(options.queryKey).toEqual(["teams", "detail", "new-york-rangers"]);
    const page = await new QueryClient().query(options);
    expect(page.fullName).toBe("New York Rangers");
    expect(page.titles).toHaveLength(4);
  });

  it("reads every season, 500 a call, following next", async () => {
    const calls: string[] = [];
    server.use(
      http.get("/api/teams/teams/new-york-rangers/seasons/", ({ request }) => {
        const url = new URL(request.url);
        calls.push(url.search);
        return url.searchParams.get("page") === "2"
          ? HttpResponse.json({ count: 4, next: null, previous: null, results: rangersSeasons.slice(2) })
          : HttpResponse.json({
              count: 4,
              next: "http://nhl.localhost:4173/api/teams/teams/new-york-rangers/seasons/?page=2&page_size=500",
              previous: null,
              results: rangersSeasons.slice(0, 2),
            });
      }),
    );
    const options = teamSeasonsQueryOptions("new-york-rangers");
    expect(options.queryKey).toEqual(["teams", "seasons", "new-york-rangers"]);
    const rows = await new QueryClient().query(options);
    expect(calls).toEqual(["?page_size=500", "?page=2&page_size=500"]);
    expect(rows.map((row) => row.season.label)).toEqual(["2017-18", "2001-02", "1993-94", "1926-27"]);
  });

  it.each([
    ["the franchise", teamPageQueryOptions("no-such-team")],
    ["its seasons", teamSeasonsQueryOptions("no-such-team")],
  ] as const)("fails with a 404 ApiError for an unknown slug: %s", async (_, options) => {
    server.use(...franchiseHandlers());
    const error = await new QueryClient().query(options as ReturnType<typeof teamPageQueryOptions>).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });
});
