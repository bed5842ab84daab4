import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { teamListQueryOptions } from "./get-team-list";
import { eagles } from "./mocks";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("teamListQueryOptions", () => {
  it("asks for every page without a sport filter (spec §7) and normalises the rows", async () => {
    const calls: string[] = [];
    server.use(
      http.get("/api/teams/teams/", ({ request }) => {
        const url = new URL(request.url);
        calls.push(url.pathname + url.search);
        return url.searchParams.get("page") === "2"
          ? HttpResponse.json({ count: 2, next: null, results: [{ ...eagles, id: 23, name: "Packers", city: "Green Bay" }] })
          : HttpResponse.json({ count: 2, next: "http://localhost:3000/api/teams/teams/?page=2&page_size=500", results: [eagles] });
      }),
    );
    const options = teamListQueryOptions({ site: {} });
    expect(options.queryKey).toEqual(["teams", "list", {}]);
    const teams = await new QueryClient().query(options);
    expect(calls).toEqual([
      "/api/teams/teams/?ordering=-championships_won%2Ccity%2Cname&page_size=500",
      "/api/teams/teams/?page=2&page_size=500",
    ]);
    expect(teams.map((team) => team.fullName)).toEqual(["Philadelphia Eagles", "Green Bay Packers"]);
  });

  it("keys by the filters a caller passes", () => {
    expect(teamListQueryOptions({ site: { sport__slug: "hockey" } }).queryKey).toEqual(["teams", "list", { sport__slug: "hockey" }]);
  });
});
