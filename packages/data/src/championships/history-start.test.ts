import { describe, expect, it } from "vitest";
import type { Championship } from "./championship";
import { historyStart } from "./history-start";
import { normalisedWorldSeries } from "./mocks";

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
