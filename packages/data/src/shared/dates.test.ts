import { describe, expect, it } from "vitest";
import { ageFrom, formatDate, formatDuration } from "./dates";

describe("date rules (spec §2, §9)", () => {
  it.each([
    [2024, 2025, "2024-25"],
    [1999, 2000, "1999-00"],
    [2024, 2024, "2024"],
    [1920, null, "1920"],
  ])("duration %s–%s → %s", (start, end, text) => {
    expect(formatDuration(start, end)).toBe(text);
  });

  it.each([
    ["1895-02-06", new Date(1948, 7, 16), 53],
    ["1990-11-22", new Date(2026, 10, 22), 36],
    ["1990-11-23", new Date(2026, 10, 22), 35],
    [null, new Date(2026, 10, 22), null],
    ["not a date", new Date(2026, 10, 22), null],
  ])("age from %s on %s → %s", (birth, today, age) => {
    expect(ageFrom(birth, today)).toBe(age);
  });

  it("reads dates as calendar dates", () => {
    expect(formatDate("2025-02-09")).toBe("Feb 9, 2025");
    expect(formatDate(null)).toBe("N/A");
  });

  it("writes every day as Intl's en-US short date does, an impossible day rolled over the same way", () => {
    const intl = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
    for (const year of [1869, 1900, 2000, 2024, 2025]) {
      for (let day = 0; day < 366; day++) {
        const date = new Date(Date.UTC(year, 0, 1 + day));
        expect(formatDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
      }
    }
    expect(formatDate("2025-02-30")).toBe("Mar 2, 2025");
  });
});
