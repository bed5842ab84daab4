import { describe, expect, it } from "vitest";
import { foldAccents, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    { text: "José Fernández", drop: "jose-fernandez", split: "jose-fernandez" },
    { text: "Ward's Wonders", drop: "wards-wonders", split: "ward-s-wonders" },
    { text: "Ryan O’Reilly", drop: "ryan-oreilly", split: "ryan-o-reilly" },
    { text: "  St. Louis Blues!  ", drop: "st-louis-blues", split: "st-louis-blues" },
    { text: "Jean-Sébastien Giguère", drop: "jean-sebastien-giguere", split: "jean-sebastien-giguere" },
    { text: "1990 Team", drop: "1990-team", split: "1990-team" },
    { text: "!!!", drop: "", split: "" },
  ])("$text → $drop (apostrophe dropped), $split (apostrophe splits)", ({ text, drop, split }) => {
    expect(slugify(text)).toBe(drop);
    expect(slugify(text, "split")).toBe(split);
  });
});

describe("foldAccents", () => {
  it.each([
    { text: "Jean-Sébastien Giguère", folded: "jean-sebastien giguere" },
    { text: "Teemu SELÄNNE", folded: "teemu selanne" },
    { text: "O'Ree", folded: "o'ree" },
  ])("$text → $folded", ({ text, folded }) => {
    expect(foldAccents(text)).toBe(folded);
  });
});
