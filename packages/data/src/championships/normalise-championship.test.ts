import { describe, expect, it } from "vitest";
import type { Championship } from "./championship";
import { normalisedWorldSeries, worldSeries } from "./mocks";
import { normaliseChampionship } from "./normalise-championship";
import type { RawChampionship } from "./raw-championship";

describe("normaliseChampionship (spec §2 Championships, §3, §9)", () => {
  it("keeps a complete championship as the API sends it", () => {
    expect(normaliseChampionship(worldSeries, 0)).toEqual(normalisedWorldSeries);
  });

  it.each<[string, RawChampionship, Partial<Championship>]>([
    [
      "description falls back to official_name",
      { ...worldSeries, description: null, official_name: "Fall Classic" },
      { description: "Fall Classic" },
    ],
    [
      "then to 'The premier {sport} championship'",
      { ...worldSeries, description: " ", official_name: null },
      { description: "The premier Baseball championship", officialName: null },
    ],
    [
      "with no sport either",
      { name: "Cup", sport: null },
      { description: "The premier championship", sportName: null, sportAbbreviation: "N/A" },
    ],
    ["trophy defaults to 'Championship Trophy'", { ...worldSeries, trophy_name: null }, { trophyName: "Championship Trophy" }],
    ["level defaults to 'Professional'", { ...worldSeries, level: null }, { levelName: "Professional" }],
    ["a level given as text", { ...worldSeries, level: "NCAA Division I" }, { levelName: "NCAA Division I", levelSlug: null }],
    [
      "no seasons held yet",
      { ...worldSeries, first_season_start_year: null, last_season_start_year: undefined },
      { firstSeasonStartYear: null, lastSeasonStartYear: null },
    ],
    ["a sport given as text", { ...worldSeries, sport: "Hockey" }, { sportName: "Hockey", sportSlug: "hockey", sportAbbreviation: "HOC" }],
    ["a missing first year", { ...worldSeries, first_year: null }, { firstYear: null }],
    [
      "a missing slug is made from the name",
      { ...worldSeries, slug: null, name: "Men's College World Series" },
      { slug: "mens-college-world-series" },
    ],
    [
      "a missing name falls back to the official name",
      { ...worldSeries, name: null, official_name: "Fall Classic" },
      { name: "Fall Classic" },
    ],
    ["a missing id keys by position", { ...worldSeries, id: null }, { key: "#4" }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseChampionship(raw, 4)).toMatchObject(expected);
  });
});
