import { describe, expect, it } from "vitest";
import { feetInches } from "./height";

describe("feetInches", () => {
  it.each([
    { inches: 74, text: "6-2" },
    { inches: 72, text: "6-0" },
    { inches: 0, text: null },
    { inches: null, text: null },
  ])("$inches → $text", ({ inches, text }) => {
    expect(feetInches(inches)).toBe(text);
  });
});
