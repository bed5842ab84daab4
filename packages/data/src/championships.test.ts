import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./client";
import {
  championshipQueryOptions,
  championshipsQueryOptions,
  historyStart,
  isNotFound,
  normaliseChampionship,
  retryUnlessNotFound,
  type Championship,
  type RawChampionship,
} from "./championships";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// As the API answers it (GET /api/championships/championships/world-series/).
const worldSeries: RawChampionship = {
  id: 3,
  slug: "world-series",
  name: "World Series",
  official_name: "World Series",
  description: "The championship series of Major League Baseball between the American and National League pennant winners, first played in 1903.",
  trophy_name: "Commissioner's Trophy",
  first_year: 1903,
  first_season_start_year: 1903,
  last_season_start_year: 2024,
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
  level: { name: "Professional", slug: "professional" },
  league: { name: "Major League Baseball", abbreviation: "MLB" },
};

const normalisedWorldSeries: Championship = {
  key: "3",
  slug: "world-series",
  name: "World Series",
  officialName: "World Series",
  description: worldSeries.description ?? "",
  trophyName: "Commissioner's Trophy",
  firstYear: 1903,
  firstSeasonStartYear: 1903,
  lastSeasonStartYear: 2024,
  sportName: "Baseball",
  sportSlug: "baseball",
  sportAbbreviation: "BSB",
  levelName: "Professional",
  levelSlug: "professional",
  leagueName: "Major League Baseball",
};

describe("normaliseChampionship (spec §2 Championships, §3, §9)", () => {
  it("keeps a complete championship as the API sends it", () => {
    expect(normaliseChampionship(worldSeries, 0)).toEqual(normalisedWorldSeries);
  });

  it.each<[string, RawChampionship, Partial<Championship>]>([
    ["description falls back to official_name", { ...worldSeries, description: null, official_name: "Fall Classic" }, { description: "Fall Classic" }],
    ["then to 'The premier {sport} championship'", { ...worldSeries, description: " ", official_name: null }, { description: "The premier Baseball championship", officialName: null }],
    ["with no sport either", { name: "Cup", sport: null }, { description: "The premier championship", sportName: null, sportAbbreviation: "N/A" }],
    ["trophy defaults to 'Championship Trophy'", { ...worldSeries, trophy_name: null }, { trophyName: "Championship Trophy" }],
    ["level defaults to 'Professional'", { ...worldSeries, level: null }, { levelName: "Professional" }],
    ["a level given as text", { ...worldSeries, level: "NCAA Division I" }, { levelName: "NCAA Division I", levelSlug: null }],
    ["no seasons held yet", { ...worldSeries, first_season_start_year: null, last_season_start_year: undefined }, { firstSeasonStartYear: null, lastSeasonStartYear: null }],
    ["a sport given as text", { ...worldSeries, sport: "Hockey" }, { sportName: "Hockey", sportSlug: "hockey", sportAbbreviation: "HOC" }],
    ["a missing first year", { ...worldSeries, first_year: null }, { firstYear: null }],
    ["a missing slug is made from the name", { ...worldSeries, slug: null, name: "Men's College World Series" }, { slug: "mens-college-world-series" }],
    ["a missing name falls back to the official name", { ...worldSeries, name: null, official_name: "Fall Classic" }, { name: "Fall Classic" }],
    ["a missing id keys by position", { ...worldSeries, id: null }, { key: "#4" }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseChampionship(raw, 4)).toMatchObject(expected);
  });
});

describe("historyStart (spec §2 years of history, §9 default 1900)", () => {
  const withYear = (firstYear: number | null) => ({ ...normalisedWorldSeries, firstYear });
  it.each<[string, Championship[], number]>([
    ["the earliest first year", [withYear(1966), withYear(1903), withYear(1917)], 1903],
    ["ignoring unknown years", [withYear(null), withYear(1946)], 1946],
    ["1900 with no championships", [], 1900],
    ["1900 when no year is known", [withYear(null)], 1900],
  ])("%s", (_, championships, year) => {
    expect(historyStart(championships)).toBe(year);
  });
});

describe("retryUnlessNotFound", () => {
  const notFound = new ApiError("404", 404, "/x");
  const serverError = new ApiError("500", 500, "/x");
  it.each<[string, Parameters<typeof retryUnlessNotFound>[0], number, Error, boolean]>([
    ["never retries a 404", 2, 0, notFound, false],
    ["retries other failures up to the policy's count", 2, 1, serverError, true],
    ["stops at the policy's count", 2, 2, serverError, false],
    ["respects retries turned off", false, 0, serverError, false],
    ["respects always retry, except 404", true, 5, notFound, false],
    ["asks a policy function", (count) => count < 1, 0, serverError, true],
    ["defaults to TanStack's 3", undefined, 2, serverError, true],
  ])("%s", (_, policy, count, error, expected) => {
    expect(retryUnlessNotFound(policy)(count, error)).toBe(expected);
  });

  it("recognises only API 404s as not found", () => {
    expect([isNotFound(notFound), isNotFound(serverError), isNotFound(new Error("404"))]).toEqual([true, false, false]);
  });
});

describe("championship queries (spec §7)", () => {
  it("reads the whole list with the site's sport and level filters, normalised", async () => {
    const seen: string[] = [];
    server.use(
      http.get("/api/championships/championships/", ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [worldSeries] });
      }),
    );
    const options = championshipsQueryOptions({ sport__slug: "baseball", level__slug: "professional" });
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
    server.use(http.get("/api/championships/championships/no-such-cup/", () => HttpResponse.json({ detail: "Not found." }, { status: 404 })));
    const error = await new QueryClient().query(championshipQueryOptions("no-such-cup")).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });
});
