import { QueryClient } from "@tanstack/react-query";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../shared/api-error";
import { cleanQuery, searchQueryOptions } from "./get-search";
import { searchAnswer } from "@tl/contract/search";
import { answerFor, searchHandler } from "./mocks";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("search query (issue #17)", () => {
  it("asks within a sport site's sport and level, grouped answers normalised", async () => {
    const calls: string[] = [];
    server.use(searchHandler({ calls }));
    const options = searchQueryOptions({ site: { sport__slug: "hockey", level__slug: "professional" }, filters: { q: "  roy " } });
    const answer = await new QueryClient().query(options);
    expect(calls).toEqual(["/api/search/?sport__slug=hockey&level__slug=professional&q=roy"]);
    expect(answer.groups.map((group) => [group.label, group.count, group.results.map((result) => result.name)])).toEqual([
      ["Players", 3, ["Patrick Roy", "Roy Worters", "Derek Roy"]],
    ]);
  });

  it("on the hub asks everything, `limit` results a group and every match counted", async () => {
    const calls: string[] = [];
    server.use(searchHandler({ calls }));
    const answer = await new QueryClient().query(searchQueryOptions({ site: {}, filters: { q: "roy", limit: 2 } }));
    expect(calls).toEqual(["/api/search/?q=roy&limit=2"]);
    expect(answer.groups[0]).toMatchObject({ label: "Players", count: 7 });
    expect(answer.groups[0]?.results).toHaveLength(2);
  });

  it("a refused query fails with the API's message", async () => {
    server.use(searchHandler());
    const failure = new QueryClient().query({ ...searchQueryOptions({ site: {}, filters: { q: " " } }), retry: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(/400.*enter something to search for/);
  });

  it("mocks answer in the contract's shape", () => {
    for (const q of ["roy", "yankees", "stanley", "zzzz"]) {
      expect(searchAnswer.safeParse(answerFor(new URL(`http://localhost/api/search/?q=${q}`))).success).toBe(true);
    }
  });

  it.each([
    ["  Lemieux   Mario ", "Lemieux Mario"],
    ["x".repeat(120), "x".repeat(100)],
  ])("cleans %j before asking", (typed, sent) => {
    expect(cleanQuery(typed)).toBe(sent);
  });
});
