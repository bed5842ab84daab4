import { describe, expect, it } from "vitest";
import { firstOf, formatCount, formatOrdinal, formatRecord, formatStat, formatWinPercentage, orNotAvailable, statLabel } from "./format";

describe("formatting rules (spec §2, §9)", () => {
  it.each([
    [0, "0"],
    [714, "714"],
    [4256, "4,256"],
    [1234567, "1,234,567"],
    [null, "N/A"],
    [undefined, "N/A"],
  ])("count %s → %s", (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  it("writes a number as Intl.NumberFormat('en-US') does, without loading Intl", () => {
    const intl = new Intl.NumberFormat("en-US");
    const values = [-1234567.891, -0.5, 0.0004, 0.0005, 1.5, 2.675, 999.9995, 1000, 99999.125, 1e9, 12345678901234, 0.1 + 0.2];
    for (let i = 0; i < 2000; i++) values.push(((i * 7919) % 100003) / (i % 5 === 4 ? 1000 : 2 ** (i % 4)));
    for (const value of values) expect(formatCount(value), String(value)).toBe(intl.format(value));
    expect(formatStat("points", 12345.5)).toBe("12,345.5");
  });

  it("writes a rank as an English ordinal, as Intl's ordinal plural rules choose it", () => {
    const suffixes: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
    const rules = new Intl.PluralRules("en-US", { type: "ordinal" });
    for (let rank = 1; rank <= 1200; rank++) expect(formatOrdinal(rank)).toBe(`${String(rank)}${suffixes[rules.select(rank)] ?? ""}`);
  });

  it.each([
    [1, "100.0%"],
    [0.6543, "65.4%"],
    [0.5, "50.0%"],
    [0, "0.0%"],
    [null, "N/A"],
  ])("win percentage %s → %s (1 decimal)", (value, text) => {
    expect(formatWinPercentage(value)).toBe(text);
  });

  it.each([
    [14, 0, 0, "14-0"],
    [13, 3, undefined, "13-3"],
    [9, 6, 1, "9-6-1"],
    [10, 5, null, "10-5"],
    [null, 5, 0, "N/A"],
  ])("record %s-%s ties %s → %s ('-ties' only above 0)", (wins, losses, ties, text) => {
    expect(formatRecord(wins, losses, ties)).toBe(text);
  });

  it.each([
    ["batting_average", 0.342, "0.342"],
    ["era", 2.2, "2.200"],
    ["career_era", 2.956, "2.956"],
    ["home_runs", 714, "714"],
    ["hits", 4256, "4,256"],
    ["strikeouts", 5714, "5,714"],
    ["goals", undefined, "N/A"],
  ])("stat %s = %s → %s", (key, value, text) => {
    expect(formatStat(key, value)).toBe(text);
  });

  it("shows stat keys with spaces for underscores", () => {
    expect(statLabel("batting_average")).toBe("batting average");
  });

  it.each([
    ["Lambeau Field", "Lambeau Field"],
    ["  ", "N/A"],
    [null, "N/A"],
    [1967, "1967"],
  ])("%o or N/A → %s", (value, text) => {
    expect(orNotAvailable(value)).toBe(text);
  });

  it("keeps the first items and says whether more were cut", () => {
    expect(firstOf(["MVP", "Gold Glove", "Silver Slugger"], 2)).toEqual({ shown: ["MVP", "Gold Glove"], more: true });
    expect(firstOf(["MVP"], 2)).toEqual({ shown: ["MVP"], more: false });
  });
});
