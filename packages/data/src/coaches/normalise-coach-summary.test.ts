import { describe, expect, it } from "vitest";
import { normaliseCoachSummary } from "./normalise-coach-summary";

describe("normaliseCoachSummary", () => {
  it("reads the API's summary and rounds the average years (spec §2)", () => {
    expect(
      normaliseCoachSummary({
        count: 1117,
        active: 61,
        championships: 222,
        average_years_coaching: 4.9,
        sports: [{ name: "Baseball", slug: "baseball", abbreviation: "BSB" }],
        positions: ["Head Coach", "Manager"],
        teams: [
          {
            slug: "boston-red-sox",
            abbreviation: "BOS",
            name: "Red Sox",
            city: "Boston",
            sport_name: "Baseball",
            first_year: 1908,
            last_year: null,
            is_active: true,
          },
        ],
      }),
    ).toEqual({
      count: 1117,
      active: 61,
      championships: 222,
      averageYearsCoaching: 5,
      sports: [{ name: "Baseball", slug: "baseball", abbreviation: "BSB" }],
      positions: ["Head Coach", "Manager"],
      teams: [
        {
          slug: "boston-red-sox",
          abbreviation: "BOS",
          name: "Red Sox",
          city: "Boston",
          sportName: "Baseball",
          firstYear: 1908,
          lastYear: null,
          active: true,
        },
      ],
    });
  });

  it.each<[number | null | undefined, number]>([
    [null, 0],
    [undefined, 0],
    [4.4, 4],
    [4.5, 5],
    [30, 30],
  ])("average years %o → %d", (average, rounded) => {
    expect(normaliseCoachSummary({ average_years_coaching: average }).averageYearsCoaching).toBe(rounded);
  });

  it("defaults counts to 0 and drops options without a slug or name", () => {
    expect(
      normaliseCoachSummary({
        sports: [{ name: "Hockey" }, { slug: "x" }],
        teams: [{ name: "Red Wings" }],
        positions: [" ", "Head Coach"],
      }),
    ).toEqual({
      count: 0,
      active: 0,
      championships: 0,
      averageYearsCoaching: 0,
      sports: [{ name: "Hockey", slug: "hockey", abbreviation: "HOC" }],
      positions: ["Head Coach"],
      teams: [],
    });
  });
});
