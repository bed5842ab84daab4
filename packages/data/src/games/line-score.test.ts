import { describe, expect, it } from "vitest";
import { lineScoreInnings, lineScoreOf } from "./line-score";

describe("lineScoreInnings (Retrosheet's line score)", () => {
  it.each<[string, string | null | undefined, string[] | null]>([
    // 1927-09-30, Washington at New York (AL): gl1927.txt.
    ["nine innings", "000200000", ["0", "0", "0", "2", "0", "0", "0", "0", "0"]],
    ["a home side that did not bat the ninth", "00010102x", ["0", "0", "0", "1", "0", "1", "0", "2", "x"]],
    ["an inning of ten runs or more", "010000(10)0x", ["0", "1", "0", "0", "0", "0", "10", "0", "x"]],
    // 2023-10-27, World Series Game 1, eleven innings: glws.txt.
    ["extra innings", "20100000201", ["2", "0", "1", "0", "0", "0", "0", "0", "2", "0", "1"]],
    ["missing", null, null],
    ["blank", "  ", null],
    ["not a line score", "2-1", null],
    ["an unclosed parenthesis", "01(10", null],
  ])("%s", (_, text, innings) => {
    expect(lineScoreInnings(text)).toEqual(innings);
  });
});

describe("lineScoreOf", () => {
  it("puts both sides on the same innings", () => {
    expect(lineScoreOf("000200000", "00010102x")).toEqual({
      innings: 9,
      away: ["0", "0", "0", "2", "0", "0", "0", "0", "0"],
      home: ["0", "0", "0", "1", "0", "1", "0", "2", "x"],
    });
  });

  it("pads a side written an inning short with an empty cell", () => {
    expect(lineScoreOf("0001", "100")).toEqual({ innings: 4, away: ["0", "0", "0", "1"], home: ["1", "0", "0", ""] });
  });

  it.each([
    [null, "000"],
    ["000", null],
    ["000", "abc"],
  ])("is null unless both sides have one: %s / %s", (away, home) => {
    expect(lineScoreOf(away, home)).toBeNull();
  });
});
