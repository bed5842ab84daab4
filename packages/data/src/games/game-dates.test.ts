import { describe, expect, it } from "vitest";
import { addDays, todayInNewYork } from "./game-dates";

describe("dates in America/New_York", () => {
  it.each([
    ["2026-11-22T01:19:00Z", "2026-11-21"],
    ["2025-02-09T23:30:00Z", "2025-02-09"],
    ["2025-07-04T04:30:00Z", "2025-07-04"],
    ["2025-07-04T03:30:00Z", "2025-07-03"],
  ])("%s is %s in New York", (instant, date) => {
    expect(todayInNewYork(new Date(instant))).toBe(date);
  });

  it.each([
    ["2025-03-01", -1, "2025-02-28"],
    ["2024-03-01", -1, "2024-02-29"],
    ["2026-01-03", -6, "2025-12-28"],
    ["2026-11-21", 0, "2026-11-21"],
  ])("%s %+d days is %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
