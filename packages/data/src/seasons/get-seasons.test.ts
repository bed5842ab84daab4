import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seasonsQueryOptions } from "./get-seasons";
import { mlb2023 } from "./mocks/test-rows";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("seasonsQueryOptions", () => {
  it("asks for every page with the site's filters, keyed by them, and orders newest first", async () => {
    const calls: string[] = [];
    server.use(
      http.get("/api/championships/seasons/", ({ request }) => {
        const url = new URL(request.url);
        calls.push(url.pathname + url.search);
        return url.searchParams.get("page") === "2"
          ? HttpResponse.json({
              count: 2,
              next: null,
              results: [{ ...mlb2023, id: 264, name: "2024 MLB season", start_year: 2024, end_year: 2024 }],
            })
          : HttpResponse.json({
              count: 2,
              next: "http://localhost:3000/api/championships/seasons/?level__slug=professional&page=2&page_size=500&sport__slug=baseball",
              results: [mlb2023],
            });
      }),
    );
    const filters = { sport__slug: "baseball", level__slug: "professional" };
    const options = seasonsQueryOptions({ site: filters });
    expect(options.queryKey).toEqual(["seasons", filters]);
    const seasons = await new QueryClient().query(options);
    expect(calls).toEqual([
      "/api/championships/seasons/?sport__slug=baseball&level__slug=professional&page_size=500",
      "/api/championships/seasons/?level__slug=professional&page=2&page_size=500&sport__slug=baseball",
    ]);
    expect(seasons.map((season) => season.name)).toEqual(["2024 MLB season", "2023 MLB season"]);
  });
});
