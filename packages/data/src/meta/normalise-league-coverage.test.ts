import { describe, expect, it } from "vitest";
import { normaliseLeagueCoverage } from "./normalise-league-coverage";

describe("normaliseLeagueCoverage", () => {
  it("reads a full API row", () => {
    expect(
      normaliseLeagueCoverage(
        {
          league: { name: "Major League Baseball", slug: "mlb", abbreviation: "MLB" },
          sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
          level: { name: "Professional", slug: "professional" },
          first_season: 1871,
          last_season: 2026,
          champions: 120,
          teams: 120,
          games: 0,
          players: 20730,
          coaches: 753,
        },
        0,
      ),
    ).toEqual({
      key: "mlb",
      league: "Major League Baseball",
      abbreviation: "MLB",
      sport: "Baseball",
      level: "Professional",
      seasons: "1871–2026",
      champions: 120,
      teams: 120,
      games: 0,
      players: 20730,
      coaches: 753,
    });
  });

  it.each<[string, Parameters<typeof normaliseLeagueCoverage>[0], Partial<ReturnType<typeof normaliseLeagueCoverage>>]>([
    [
      "nothing",
      {},
      {
        key: "#1",
        league: "Unnamed league",
        abbreviation: null,
        sport: null,
        level: null,
        seasons: "N/A",
        champions: 0,
        teams: 0,
        games: 0,
        players: 0,
        coaches: 0,
      },
    ],
    [
      "plain-text refs",
      { league: "NHL", sport: "Hockey", level: "Professional" },
      { league: "NHL", abbreviation: null, sport: "Hockey", level: "Professional" },
    ],
    [
      "league name missing: label from the slug",
      { league: { slug: "ncaa-d1-mih" } },
      { league: "NCAA D-I Men's Ice Hockey", key: "ncaa-d1-mih" },
    ],
  ])("%s", (_, raw, expected) => {
    expect(normaliseLeagueCoverage(raw, 1)).toMatchObject(expected);
  });
});
