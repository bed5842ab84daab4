import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isNotFound } from "../shared/not-found";
import { championshipQueryOptions } from "./get-championship";
import { championshipsQueryOptions } from "./get-championships";
import { normalisedWorldSeries, worldSeries } from "./mocks";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("championship queries (spec §7)", () => {
  it("reads the whole list with the site's sport and level filters, normalised", async () => {
    const seen: string[] = [];
    server.use(
      http.get("/api/championships/championships/", ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [worldSeries] });
      }),
    );
    const options = championshipsQueryOptions({ site: { sport__slug: "baseball", level__slug: "professional" } });
    expect(options.queryKey).toEqual(["championships", "list", { sport__slug: "baseball", level__slug: "professional" }]);
    await expect(new QueryClient().query(options)).resolves.toEqual([normalisedWorldSeries]);
    expect(seen).toEqual(["?sport__slug=baseball&level__slug=professional&page_size=500"]);
  });

  it("reads one championship by slug", async () => {
    server.use(http.get("/api/championships/championships/world-series/", () => HttpResponse.json(worldSeries)));
    const options = championshipQueryOptions("world-series");
    expect(options.queryKey).toEqual(["championships", "detail", "world-series"]);
    await expect(new QueryClient().query(options)).resolves.toEqual({ ...normalisedWorldSeries, key: "3" });
  });

  it("fails with a 404 ApiError for an unknown slug", async () => {
    server.use(
      http.get("/api/championships/championships/no-such-cup/", () => HttpResponse.json({ detail: "Not found." }, { status: 404 })),
    );
    const error = await new QueryClient().query(championshipQueryOptions("no-such-cup")).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });
});
