import { describe, expect, it } from "vitest";
import { leagueLabel, yearSpan } from "./league-label";

describe("leagueLabel / yearSpan", () => {
  it.each([
    ["nfl", "NFL"],
    ["ncaa-fbs", "NCAA FBS Football"],
    ["ncaa-d1-mbb", "NCAA D-I Men's Basketball"],
    ["ncaa-d1-baseball", "NCAA D-I Baseball"],
    ["xfl", "XFL"],
  ])("%s → %s", (slug, label) => {
    expect(leagueLabel(slug)).toBe(label);
  });

  it.each<[number | null, number | null, string]>([
    [1920, 2020, "1920–2020"],
    [2024, 2024, "2024"],
    [1947, null, "1947"],
    [null, 2025, "2025"],
    [null, null, "N/A"],
  ])("%o, %o → %s", (first, last, span) => {
    expect(yearSpan(first, last)).toBe(span);
  });
});
