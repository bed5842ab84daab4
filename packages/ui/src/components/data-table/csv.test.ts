// The CSV a visitor downloads: RFC 4180 fields, as the API's ?format=csv writes them, plus the
// spreadsheet guards (byte order mark, formulas defused).
import { describe, expect, it } from "vitest";
import { csvField, csvFileName, toCsv } from "./csv";

describe("csvField", () => {
  it.each([
    ["a plain name", "Los Angeles Dodgers", "Los Angeles Dodgers"],
    ["a comma", "Boston Americans, 1903", '"Boston Americans, 1903"'],
    ["quotes, doubled", 'Dennis "Oil Can" Boyd', '"Dennis ""Oil Can"" Boyd"'],
    ["a line break", "Best-of-nine series;\nthe first", '"Best-of-nine series;\nthe first"'],
    ["a carriage return", "a\rb", '"a\rb"'],
    ["a number", 714, "714"],
    ["a negative number kept a number", "-3", "-3"],
    ["a dash kept", "-", "-"],
    ["null, empty", null, ""],
    ["undefined, empty", undefined, ""],
    ["NaN, empty", Number.NaN, ""],
    ["a formula defused", '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["a leading plus defused", "+1", "'+1"],
    ["a leading at defused", "@SUM(A1)", "'@SUM(A1)"],
    ["a dash before text defused", "-cmd", "'-cmd"],
    ["accents kept", "Jeremy Peña", "Jeremy Peña"],
  ] as const)("%s", (_, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe("toCsv", () => {
  it("writes a byte order mark, the header, then each row, CRLF after every line", () => {
    expect(
      toCsv(
        ["Season", "Champion", "Games"],
        [
          ["2024", "Los Angeles Dodgers", 5],
          ["1994", null, null],
        ],
      ),
    ).toBe("\uFEFFSeason,Champion,Games\r\n2024,Los Angeles Dodgers,5\r\n1994,,\r\n");
  });

  it("writes only the header for no rows", () => {
    expect(toCsv(["Season"], [])).toBe("\uFEFFSeason\r\n");
  });
});

describe("csvFileName", () => {
  it.each([
    ["New York Yankees seasons", "new-york-yankees-seasons.csv"],
    ["Every season of the NCAA Men's Basketball Tournament", "every-season-of-the-ncaa-men-s-basketball-tournament.csv"],
    ["Montréal Canadiens: 1992-93", "montreal-canadiens-1992-93.csv"],
    ["  ", "table.csv"],
  ])("%s → %s", (name, expected) => {
    expect(csvFileName(name)).toBe(expected);
  });
});
