import { QueryClient } from "@tanstack/react-query";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../shared/api-error";
import { analyticsQueryOptions } from "./get-analytics";
import { ANALYTICS_ANSWERS, ANALYTICS_CHARTS, analyticsHandlers, emptyAnswers } from "./mocks";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("analytics queries (issue #19)", () => {
  it("asks each chart's path for one championship and reads the contract's answer", async () => {
    const calls: string[] = [];
    server.use(...analyticsHandlers({ calls }));
    const titles = await new QueryClient().query(analyticsQueryOptions("titles", { championship: "world-series" }));
    expect(calls).toEqual(["/api/analytics/titles/?championship=world-series"]);
    expect(titles.franchises[0]).toMatchObject({ team: { slug: "new-york-yankees" }, titles: 27 });
    const finals = await new QueryClient().query(analyticsQueryOptions("finals", { championship: "stanley-cup-final" }));
    expect(finals.championship.name).toBe("Stanley Cup Final");
  });

  it("an unknown championship fails with the API's 404", async () => {
    server.use(...analyticsHandlers());
    const failure = new QueryClient().query({ ...analyticsQueryOptions("parity", { championship: "no-such-cup" }), retry: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(/404/);
  });

  it("the recorded and empty answers pass the contract's schemas", async () => {
    server.use(...analyticsHandlers({ answers: { ...ANALYTICS_ANSWERS, none: emptyAnswers() } }));
    for (const championship of [...Object.keys(ANALYTICS_ANSWERS), "none"]) {
      for (const chart of ANALYTICS_CHARTS) {
        await expect(new QueryClient().query(analyticsQueryOptions(chart, { championship }))).resolves.toBeDefined();
      }
    }
  });
});
