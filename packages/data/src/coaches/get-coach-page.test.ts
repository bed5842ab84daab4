import { QueryClient } from "@tanstack/react-query";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isNotFound } from "../shared/not-found";
import { coachPageHandlers } from "./mocks/page-handlers";
import { coachPageQueryOptions } from "./get-coach-page";
import { coachSeasonsQueryOptions } from "./get-coach-seasons";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("coach page queries (issue #16)", () => {
  it("reads one coach by slug, normalised", async () => {
    server.use(...coachPageHandlers());
    const options = coachPageQueryOptions("scotty-bowman");
    expect(options.queryKey).toEqual(["coaches", "detail", "scotty-bowman"]);
    const page = await new QueryClient().query(options);
    expect(page.person.fullName).toBe("Scotty Bowman");
    expect(page.titles).toHaveLength(9);
  });

  it("reads every season row and the career row", async () => {
    server.use(...coachPageHandlers());
    const options = coachSeasonsQueryOptions("scotty-bowman");
    expect(options.queryKey).toEqual(["coaches", "seasons", "scotty-bowman"]);
    const rows = await new QueryClient().query(options);
    expect(rows.filter((row) => !row.career)).toHaveLength(31);
    expect(rows.at(-1)).toMatchObject({ career: true, record: "1244-573-314-10" });
  });

  it.each([
    ["the coach", coachPageQueryOptions("no-such-coach")],
    ["his seasons", coachSeasonsQueryOptions("no-such-coach")],
  ] as const)("fails with a 404 ApiError for an unknown slug: %s", async (_, options) => {
    server.use(...coachPageHandlers());
    const error = await new QueryClient().query(options as ReturnType<typeof coachPageQueryOptions>).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });
});
