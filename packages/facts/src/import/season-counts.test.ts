import { describe, expect, it } from "vitest";
import { scheduleLength } from "./season-counts";

describe("scheduleLength", () => {
  it.each([
    ["every club played 162", Array.from({ length: 30 }, () => 162), 162],
    ["rainouts leave a few clubs a game short or over", [...Array.from({ length: 27 }, () => 162), 161, 161, 163], 162],
    ["a club folded early (1917-18 NHL: Wanderers 6, the rest 22)", [22, 22, 22, 6], 22],
    ["exactly half share a length", [14, 14, 12, 10], 14],
    ["each club made its own schedule", [10, 12, 14, 16, 9], null],
    ["no clubs", [], null],
  ])("%s", (_, games, expected) => {
    expect(scheduleLength(games)).toBe(expected);
  });
});
