import { describe, expect, it } from "vitest";
import { eagles, eaglesCard } from "./mocks";
import { normaliseTeam } from "./normalise-team";
import type { RawTeam } from "./raw-team";
import type { Team } from "./team";

describe("normaliseTeam (spec §3 Team, §2 Teams card)", () => {
  it("keeps a complete team as it is", () => {
    expect(normaliseTeam(eagles, 0)).toEqual(eaglesCard);
  });

  it.each<[string, RawTeam, Partial<Team>]>([
    ["abbreviation missing: first 2 letters of short_name", { ...eagles, abbreviation: null }, { abbreviation: "Ea" }],
    [
      "abbreviation and short_name missing: first 2 letters of name",
      { ...eagles, abbreviation: "", short_name: null, name: "Packers" },
      { abbreviation: "Pa" },
    ],
    ["nothing to abbreviate", { id: 1 }, { abbreviation: "TM", name: "Team", fullName: "Team" }],
    ["founded_year missing", { ...eagles, founded_year: null }, { foundedYear: "N/A" }],
    ["championships_won missing", { ...eagles, championships_won: undefined }, { championshipsWon: 0 }],
    ["never won", { ...eagles, last_championship_year: null, last_championship_season: null }, { lastChampionship: "N/A" }],
    [
      "a two-year season's title, labelled by the API",
      { ...eagles, last_championship_year: 1993, last_championship_season: "1993-94" },
      { lastChampionship: "1993-94" },
    ],
    ["no label sent: the season's start year", { ...eagles, last_championship_season: undefined }, { lastChampionship: "2024" }],
    ["no state: the country", { ...eagles, city: "Montreal", state: null, country: "Canada" }, { location: "Montreal, Canada" }],
    ["no state nor country: USA", { ...eagles, state: null, country: null }, { location: "Philadelphia, USA" }],
    ["blank state: the country", { ...eagles, state: " ", country: "USA" }, { location: "Philadelphia, USA" }],
    ["no city: the region alone", { ...eagles, city: "", state: null, country: null }, { location: "USA", fullName: "Eagles" }],
    ["stadium and conference missing", { ...eagles, stadium: null, conference: null }, { stadium: "N/A", conference: "N/A" }],
    [
      "division, conference and stadium as {name}",
      { ...eagles, division: { name: "NFC East" }, conference: { name: "NFC" }, stadium: { name: "Lambeau Field" } },
      { division: "NFC East", conference: "NFC", stadium: "Lambeau Field" },
    ],
    ["no division", { ...eagles, division: null }, { division: null }],
    [
      "sport and level only as objects",
      { ...eagles, sport_name: null, level_name: undefined, sport: { name: "Football" }, level: { name: "NCAA Division I" } },
      { sportName: "Football", levelName: "NCAA Division I" },
    ],
    ["no sport or level at all", { ...eagles, sport_name: null, level_name: null, sport: null }, { sportName: null, levelName: null }],
    ["no id: the list position keys it", { ...eagles, id: null }, { key: "#7" }],
    ["name missing: the short name", { ...eagles, name: null, short_name: "Utah" }, { name: "Utah", fullName: "Philadelphia Utah" }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseTeam(raw, 7)).toMatchObject(expected);
  });
});
