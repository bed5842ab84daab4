import { QueryClient } from "@tanstack/react-query";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isNotFound } from "../shared/not-found";
import { playerPageHandlers } from "./mocks/page-handlers";
import { playerPageQueryOptions } from "./get-player-page";
import { playerSeasonsQueryOptions } from "./get-player-seasons";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("player page queries (issue #16)", () => {
  it("reads one player by slug, normalised", async () => {
    server.use(...playerPageHandlers());
    const options = playerPageQueryOptions("babe-ruth");
    expect(options.queryKey).toEqual(["players", "detail", "babe-ruth"]);
    const page = await new QueryClient().query(options);
    expect(page.person.fullName).toBe("Babe Ruth");
    expect(page.titles).toHaveLength(7);
  });

  it("reads every season row, every kind", async () => {
    server.use(...playerPageHandlers());
    const options = playerSeasonsQueryOptions("babe-ruth");
    expect(options.queryKey).toEqual(["players", "seasons", "babe-ruth"]);
    const rows = await new QueryClient().query(options);
    expect(rows).toHaveLength(34);
    expect(rows.filter((row) => row.kind === "batting" && !row.career)).toHaveLength(22);
  });

  it.each([
    ["the player", playerPageQueryOptions("no-such-player")],
    ["his seasons", playerSeasonsQueryOptions("no-such-player")],
  ] as const)("fails with a 404 ApiError for an unknown slug: %s", async (_, options) => {
    server.use(...playerPageHandlers());
    const error = await new QueryClient().query(options as ReturnType<typeof playerPageQueryOptions>).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });
});
