import { describe, expect, it } from "vitest";
import { goldenKnights } from "./mocks";
import { normaliseStanding } from "./normalise-standing";
import type { RawStanding } from "./raw-standing";
import type { Standing } from "./standing";

describe("normaliseStanding (spec §3 Standing)", () => {
  it("keeps a complete API row as it is", () => {
    expect(normaliseStanding(goldenKnights, 3)).toEqual({
      key: "6609",
      teamName: "Golden Knights",
      teamCity: "Vegas",
      abbreviation: "VGK",
      teamSlug: "vegas-golden-knights",
      sportName: "Hockey",
      sportSlug: "hockey",
      rank: 1,
      wins: 51,
      losses: 24,
      ties: 0,
      points: 109,
      winPercentage: 0.68,
      gamesPlayed: 82,
      gamesBehind: null,
      streak: null,
      streakType: "other",
      divisionName: "Pacific Division",
      division: "Pacific Division",
      conference: "Western Conference",
      leagueName: "National Hockey League",
      seasonName: "2017-18 NHL season",
      seasonStartYear: 2017,
      seasonSlug: "nhl-2017-18",
      lastUpdated: "2026-11-22T01:17:56.191Z",
      playoffPosition: "playoffs",
      playoffLabel: "Playoffs",
      homeRecord: "29-10-2",
      awayRecord: "22-14-5",
      divisionRecord: null,
      conferenceRecord: null,
    } satisfies Standing);
  });

  it("applies every default to an empty row", () => {
    expect(normaliseStanding({}, 6)).toEqual({
      key: "#6",
      teamName: "Team",
      teamCity: null,
      abbreviation: "TM",
      teamSlug: null,
      sportName: null,
      sportSlug: null,
      rank: 7,
      wins: 0,
      losses: 0,
      ties: 0,
      points: null,
      winPercentage: null,
      gamesPlayed: 0,
      gamesBehind: null,
      streak: null,
      streakType: "other",
      divisionName: null,
      division: "Division",
      conference: null,
      leagueName: null,
      seasonName: "Current Season",
      seasonStartYear: null,
      seasonSlug: null,
      lastUpdated: null,
      playoffPosition: null,
      playoffLabel: null,
      homeRecord: null,
      awayRecord: null,
      divisionRecord: null,
      conferenceRecord: null,
    } satisfies Standing);
  });

  it.each<[string, RawStanding, Partial<Standing>]>([
    ["position instead of rank", { position: 4 }, { rank: 4 }],
    ["rank wins over position", { rank: 2, position: 5 }, { rank: 2 }],
    ["no rank: the place in the list", {}, { rank: 10 }],
    ["derived win percentage", { wins: 90, losses: 72 }, { winPercentage: 90 / 162 }],
    ["derived games played with ties", { wins: 10, losses: 5, ties: 1 }, { gamesPlayed: 16 }],
    ["given games played", { wins: 49, losses: 26, ties: 0, games_played: 82 }, { gamesPlayed: 82 }],
    ["team as text", { team: "Seattle Mariners" }, { teamName: "Seattle Mariners", teamCity: null, abbreviation: "TM" }],
    ["sport from the row when the team has none", { team: { name: "Astros" }, sport: { name: "Baseball" } }, { sportName: "Baseball" }],
    [
      "division and conference as objects",
      { division: { name: "AL West" }, conference: { name: "American League" } },
      { divisionName: "AL West", division: "AL West", conference: "American League" },
    ],
    ["blank division", { division: " " }, { divisionName: null, division: "Division" }],
    [
      "league and season as objects",
      { league: { name: "Major League Baseball" }, season: { name: "2023 MLB season" } },
      { leagueName: "Major League Baseball", seasonName: "2023 MLB season", seasonSlug: null },
    ],
    ["streak type win", { streak: "W4", streak_type: "win" }, { streak: "W4", streakType: "win" }],
    ["streak type loss", { streak: "L1", streak_type: "loss" }, { streak: "L1", streakType: "loss" }],
    ["streak type other", { streak: "T1", streak_type: "tie" }, { streak: "T1", streakType: "other" }],
    ["streak type read from 'W3'", { streak: "W3" }, { streakType: "win" }],
    ["streak type read from 'L2'", { streak: "L2" }, { streakType: "loss" }],
    ["numeric streak", { streak: 3 }, { streak: "3", streakType: "other" }],
    ["champion", { playoff_position: "champion" }, { playoffPosition: "champion", playoffLabel: "Champion" }],
    ["bubble", { playoff_position: "bubble" }, { playoffPosition: "bubble", playoffLabel: "Bubble" }],
    ["eliminated", { playoff_position: "Eliminated" }, { playoffPosition: "eliminated", playoffLabel: "Eliminated" }],
    ["an unknown playoff position", { playoff_position: "wildcard" }, { playoffPosition: null, playoffLabel: null }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseStanding(raw, 9)).toMatchObject(expected);
  });
});
