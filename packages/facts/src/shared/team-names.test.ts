import { describe, expect, it } from "vitest";
import { splitAtKnownCity } from "./team-names";

describe("splitAtKnownCity", () => {
  it.each([
    { full: "St. Louis Brown Stockings", cities: ["St.", "St. Louis"], split: { city: "St. Louis", name: "Brown Stockings" } },
    { full: "New York Rangers", cities: ["New York", "York"], split: { city: "New York", name: "Rangers" } },
    { full: "Chicago/Pittsburgh (Union League)", cities: ["Chicago"], split: undefined },
    { full: "Montreal", cities: ["Montreal"], split: undefined },
    { full: "Boston Bruins", cities: [], split: undefined },
  ])("$full → $split", ({ full, cities, split }) => {
    expect(splitAtKnownCity(full, cities)).toEqual(split);
  });
});
