import { describe, expect, it } from "vitest";
import { football, nfl } from "./mocks";
import { normaliseSeasonOptions } from "./normalise-season-options";

describe("normaliseSeasonOptions", () => {
  it.each([
    [
      "a games season as the API sends it",
      {
        seasons: [
          {
            start_year: 1985,
            league: nfl,
            sport: football,
            level: { name: "Professional", slug: "professional" },
            games: 232,
            first_date: "1985-09-08",
            last_date: "1986-01-26",
          },
        ],
      },
      [
        {
          startYear: 1985,
          leagueName: "National Football League",
          leagueAbbreviation: "NFL",
          sport: "football",
          games: 232,
          lastDate: "1986-01-26",
        },
      ],
    ],
    [
      "a standings season (no games)",
      { seasons: [{ start_year: 1927, sport: { slug: "Baseball" } }] },
      [{ startYear: 1927, leagueName: null, leagueAbbreviation: null, sport: "baseball", games: null, lastDate: null }],
    ],
    ["an entry without a start year is dropped", { seasons: [{ league: nfl }] }, []],
    ["nothing", {}, []],
  ])("%s", (_, raw, expected) => {
    expect(normaliseSeasonOptions(raw)).toEqual(expected);
  });
});
