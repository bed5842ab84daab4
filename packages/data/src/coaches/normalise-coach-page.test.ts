import { describe, expect, it } from "vitest";
import { bowmanDetail, bowmanSeasons } from "./mocks/page-rows";
import { normaliseCoachPage } from "./normalise-coach-page";
import { normaliseCoachSeason } from "./normalise-coach-season";
import type { CoachSeasonRow } from "./coach-page";
import type { RawCoachSeason } from "./raw-coach-page";

const today = new Date("2026-11-27T00:00:00Z");

describe("normaliseCoachPage (issue #16)", () => {
  it("reads Scotty Bowman: nine Cups with their seasons and champions, awards by season, his NHL career totals", () => {
    const page = normaliseCoachPage(bowmanDetail, "scotty-bowman", today);
    expect(page).toMatchObject({ slug: "scotty-bowman", sportSlug: "hockey", levelSlug: "professional", championships: 9 });
    expect(page.titles?.map((title) => `${title.season.label} ${String(title.team?.fullName)}`)).toEqual([
      "1972-73 Montreal Canadiens",
      "1975-76 Montreal Canadiens",
      "1976-77 Montreal Canadiens",
      "1977-78 Montreal Canadiens",
      "1978-79 Montreal Canadiens",
      "1991-92 Pittsburgh Penguins",
      "1996-97 Detroit Red Wings",
      "1997-98 Detroit Red Wings",
      "2001-02 Detroit Red Wings",
    ]);
    expect(page.awardsByYear.map((year) => [year.label, year.awards])).toEqual([
      ["1976-77", ["Jack Adams"]],
      ["1995-96", ["Jack Adams"]],
    ]);
    expect(page.careerTotals).toEqual([
      expect.objectContaining({
        career: true,
        league: "NHL",
        seasons: 30,
        years: "1967–2001",
        games: 2141,
        record: "1244-573-314-10",
        recordLegend: "W-L-T-OTL",
        winPercentage: 0.685,
        playoffRecord: "223-130",
      }),
    ]);
  });

  it("titles the API cannot list completely: null, not none", () => {
    expect(normaliseCoachPage({ ...bowmanDetail, titles: null }, "scotty-bowman", today).titles).toBeNull();
  });
});

describe("normaliseCoachSeason (issue #16 season-by-season record)", () => {
  it("reads his 1976-77 Canadiens as the API sends it", () => {
    const raw = bowmanSeasons.find((row) => row.season?.start_year === 1976);
    expect(normaliseCoachSeason(raw as RawCoachSeason, 0)).toEqual({
      key: "nhl-1976-77-1",
      career: false,
      season: { slug: "nhl-1976-77", name: "1976-77 NHL season", label: "1976-77", startYear: 1976 },
      league: "NHL",
      leagueSlug: "nhl",
      team: { fullName: "Montreal Canadiens", abbreviation: "MTL", slug: "montreal-canadiens" },
      stint: 1,
      seasons: null,
      years: null,
      games: 80,
      wins: 60,
      losses: 8,
      ties: 12,
      overtimeLosses: null,
      winPercentage: 0.882,
      record: "60-8-12",
      recordLegend: "W-L-T",
      rank: null,
      playoffGames: 14,
      playoffWins: 12,
      playoffLosses: 2,
      playoffRecord: "12-2",
    } satisfies CoachSeasonRow);
  });

  it.each<[string, RawCoachSeason, Partial<CoachSeasonRow>]>([
    [
      "a stint without playoffs",
      { wins: 14, losses: 5, ties: 7, playoff_wins: null, playoff_losses: null },
      { playoffRecord: null, record: "14-5-7" },
    ],
    ["a baseball season: no ties", { wins: 98, losses: 64, ties: null }, { record: "98-64", recordLegend: "W-L" }],
    ["playoff ties", { wins: 1, losses: 1, playoff_wins: 3, playoff_losses: 2, playoff_ties: 1 }, { playoffRecord: "3-2-1" }],
    ["no record", {}, { record: "N/A", winPercentage: null }],
    [
      "a career row has no finish",
      { career: true, rank: 4, first_year: 1990, last_year: 1990 },
      { rank: null, years: "1990", season: null },
    ],
  ])("%s", (_, raw, expected) => {
    expect(normaliseCoachSeason(raw, 2)).toMatchObject(expected);
  });
});
