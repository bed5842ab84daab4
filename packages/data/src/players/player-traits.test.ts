import { describe, expect, it } from "vitest";
import { heightText, playerIcon } from "./player-traits";

describe("player icon (spec §2)", () => {
  it.each([
    [null, [], "user"],
    [null, ["Finals MVP (1997-98)"], "star"],
    [3, [], "trophy"],
    [4, ["Hart (1988)"], "trophy"],
    [2, ["All-Star Game MVP (2015)"], "star"],
    [
      0,
      ["Cy Young Award (1966)", "Hutch Award (1966)", "Pitching Triple Crown (1966)", "TSN All-Star (1966)", "World Series MVP (1965)"],
      "star",
    ],
    [0, ["Lady Byng (1998)", "Second Team All-Star (1997)", "Second Team All-Star (1996)", "Art Ross (1993)"], "award"],
    [0, ["Lady Byng (1998)", "Second Team All-Star (1997)", "Art Ross (1993)"], "user"],
    [2, ["Most Valuable Player (2019)"], "user"],
    [0, [], "user"],
  ])("%s championships, awards %j → %s", (championships, awards, icon) => {
    expect(playerIcon(championships, awards)).toBe(icon);
  });
});

describe("height", () => {
  it.each([
    ["6-2", `6'2"`],
    ["5-11", `5'11"`],
    ["188 cm", "188 cm"],
    [74, "74"],
    [null, null],
    ["", null],
  ])("%j → %j", (height, text) => {
    expect(heightText(height)).toBe(text);
  });
});
