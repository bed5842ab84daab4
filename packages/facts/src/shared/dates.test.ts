import { describe, expect, it } from "vitest";
import { isoDate, yearOf } from "./dates";

describe("isoDate", () => {
  it.each([
    { parts: [1895, 2, 6], date: "1895-02-06" },
    { parts: [2024, 2, 29], date: "2024-02-29" },
    { parts: [2023, 2, 29], date: null },
    { parts: [1961, 13, 1], date: null },
    { parts: [1961, null, 1], date: null },
    { parts: [null, 5, 1], date: null },
  ] as const)("$parts → $date", ({ parts: [year, month, day], date }) => {
    expect(isoDate(year, month, day)).toBe(date);
  });
});

describe("yearOf", () => {
  it.each([
    { cell: "1871-05-04", year: 1871 },
    { cell: "2024-09-29", year: 2024 },
    { cell: "", year: null },
    { cell: undefined, year: null },
    { cell: "1871", year: null },
  ])("$cell → $year", ({ cell, year }) => {
    expect(yearOf(cell)).toBe(year);
  });
});
