import { describe, expect, it } from "vitest";
import { namedByTwoYears, seasonLabel, seasonStartYear } from "./season-label";

describe("seasonLabel", () => {
  it.each([
    ["football", 2024, "2024"],
    ["baseball", 1927, "1927"],
    ["hockey", 1993, "1993-94"],
    ["basketball", 1995, "1995-96"],
    ["hockey", 1999, "1999-00"],
    ["basketball", 2009, "2009-10"],
  ] as const)("%s %i → %s", (sport, year, label) => {
    expect(seasonLabel(sport, year)).toBe(label);
  });

  it("names basketball and hockey seasons by two years, football and baseball by one", () => {
    expect([namedByTwoYears("basketball"), namedByTwoYears("hockey")]).toEqual([true, true]);
    expect([namedByTwoYears("football"), namedByTwoYears("baseball"), namedByTwoYears("none")]).toEqual([false, false, false]);
  });
});

describe("seasonStartYear", () => {
  it.each([
    ["1993-94", 1993],
    ["2024", 2024],
    ["1999-00", 1999],
    [" 2009-10 ", 2009],
    ["1993-95", null],
    ["93-94", null],
    ["abcd", null],
    ["", null],
  ] as const)("%j → %j", (label, year) => {
    expect(seasonStartYear(label)).toBe(year);
  });
});
