import { describe, expect, it } from "vitest";
import { rangersSeasons } from "./franchise-mocks";
import { normaliseTeamSeason, playoffText } from "./normalise-team-season";
import type { RawTeamSeason } from "./raw-team-page";
import type { PlayoffOutcome, TeamSeasonRow } from "./franchise";

const [latest, , cup] = rangersSeasons;

describe("normaliseTeamSeason (issue #16 season-by-season table)", () => {
  it("reads the Rangers' 1993-94 as the API sends it", () => {
    expect(normaliseTeamSeason(cup as RawTeamSeason, 0)).toEqual({
      key: "nhl-1993-94",
      season: { slug: "nhl-1993-94", name: "1993-94 NHL season", label: "1993-94", startYear: 1993 },
      leagueSlug: "nhl",
      league: "NHL",
      leagueName: "National Hockey League",
      teamName: "New York Rangers",
      conference: "Eastern Conference",
      division: "Atlantic Division",
      wins: 52,
      losses: 24,
      ties: 8,
      overtimeLosses: null,
      winPercentage: 0.684,
      record: "52-24-8",
      rank: 1,
      gamesBehind: null,
      playoffResult: "champion",
      playoffRound: "Stanley Cup Final",
      playoffs: "Won Stanley Cup Final",
      coachName: "Mike Keenan",
      coachSlug: "mike-keenan",
    } satisfies TeamSeasonRow);
  });

  it.each<[string, RawTeamSeason, Partial<TeamSeasonRow>]>([
    ["an overtime-loss season", latest as RawTeamSeason, { record: "34-39-9", overtimeLosses: 9, playoffs: "Missed playoffs" }],
    ["no coach held", { ...latest, coach: null }, { coachName: null, coachSlug: null }],
    [
      "a league without abbreviation",
      { ...latest, league: { name: "Pacific Coast Hockey Association" } },
      { league: "Pacific Coast Hockey Association" },
    ],
    ["no league", { ...latest, league: null }, { league: "N/A", leagueSlug: null }],
    ["a result the page does not know", { ...latest, playoff_result: "relegated" }, { playoffResult: null, playoffs: null }],
    [
      "no season sent: keyed by position",
      { wins: 1, losses: 2 },
      { key: "Season not recorded#3", season: { slug: null, name: "Season not recorded", label: "N/A", startYear: null }, teamName: "N/A" },
    ],
  ])("%s", (_, raw, expected) => {
    expect(normaliseTeamSeason(raw, 3)).toMatchObject(expected);
  });
});

describe("playoffText", () => {
  it.each<[PlayoffOutcome | null, string | null, string | null]>([
    ["champion", "World Series", "Won World Series"],
    ["title_vacated", "NCAA Tournament", "Won NCAA Tournament (vacated)"],
    ["lost_final", "Stanley Cup Final", "Lost Stanley Cup Final"],
    ["lost_round", "ALCS", "Lost ALCS"],
    ["lost_round", null, "Lost in the playoffs"],
    ["champion", null, "Won the title"],
    ["playoffs", null, "Made playoffs"],
    ["missed", null, "Missed playoffs"],
    [null, null, null],
  ])("%s, %s → %s", (result, round, text) => {
    expect(playoffText(result, round)).toBe(text);
  });
});
