import { describe, expect, it } from "vitest";
import type { SeasonStatus } from "./season";
import { matchesDecade, matchesStatus, type Decade, type SeasonStatusFilter } from "./season-filters";

describe("matchesStatus (spec §4, issue #13)", () => {
  it.each<[SeasonStatusFilter | null, SeasonStatus, boolean]>([
    [null, "active", true],
    [null, "completed", true],
    [null, "unrecorded", true],
    ["completed", "unrecorded", false],
    ["active", "unrecorded", false],
    ["upcoming", "unrecorded", false],
    ["upcoming", "upcoming", true],
    ["active", "active", true],
    ["active", "completed", false],
    ["completed", "completed", true],
    ["completed", "active", false],
    ["upcoming", "active", false],
    ["upcoming", "completed", false],
  ])("%s vs %s → %s", (filter, status, expected) => {
    expect(matchesStatus(filter, status)).toBe(expected);
  });
});

describe("matchesDecade (spec §5)", () => {
  it.each<[Decade | null, number | null, boolean]>([
    [null, 1871, true],
    [null, null, true],
    ["2020s", 2020, true],
    ["2020s", 2026, true],
    ["2020s", 2019, false],
    ["2010s", 2010, true],
    ["2010s", 2019, true],
    ["2010s", 2020, false],
    ["2010s", 2009, false],
    ["2000s", 2000, true],
    ["2000s", 2009, true],
    ["2000s", 1999, false],
    ["2000s", 2010, false],
    ["2000s", null, false],
  ])("%s with start year %s → %s", (decade, year, expected) => {
    expect(matchesDecade(decade, year)).toBe(expected);
  });
});
