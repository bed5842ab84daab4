import { describe, expect, it } from "vitest";
import { formatImportedAt } from "./format-imported-at";

describe("formatImportedAt", () => {
  it.each<[string | null | undefined, string]>([
    ["2026-11-22T01:17:56.183Z", "Nov 22, 2026, 1:17 AM"],
    ["2025-06-30T18:05:00Z", "Jun 30, 2025, 6:05 PM"],
    [null, "Not imported yet"],
    [undefined, "Not imported yet"],
    ["", "Not imported yet"],
    ["yesterday", "Not imported yet"],
  ])("%o → %s", (iso, text) => {
    expect(formatImportedAt(iso, "UTC")).toBe(text);
  });

  it("uses the visitor's own time zone", () => {
    expect(formatImportedAt("2026-11-22T01:17:56.183Z", "America/New_York")).toBe("Nov 21, 2026, 8:17 PM");
  });
});
