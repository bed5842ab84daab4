import { describe, expect, it } from "vitest";
import { isoDate } from "./dates";

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
