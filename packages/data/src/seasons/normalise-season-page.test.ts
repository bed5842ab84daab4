import { describe, expect, it } from "vitest";
import { mlb1927Detail } from "./mocks/season-page-rows";
import { normaliseSeasonPage } from "./normalise-season-page";
import type { RawSeasonPage } from "./raw-season-page";
import type { SeasonPage } from "./season-page";

const page = normaliseSeasonPage(mlb1927Detail, "mlb-1927");

describe("normaliseSeasonPage (issue #16 season page)", () => {
  it("reads the 1927 MLB season as the API sends it", () => {
    expect(page).toMatchObject({
      slug: "mlb-1927",
      name: "1927 MLB season",
      label: "1927",
      sportSlug: "baseball",
      levelSlug: "professional",
      leagueShortName: "MLB",
      championshipName: "World Series",
      champion: { slug: "new-york-yankees", fullName: "New York Yankees" },
      runnerUp: { slug: "pittsburgh-pirates", fullName: "Pittsburgh Pirates" },
      finalResult: "4–0",
      previous: { slug: "mlb-1926", name: "1926 MLB season", label: "1926", startYear: 1926 },
      next: { slug: "mlb-1928", name: "1928 MLB season", label: "1928", startYear: 1928 },
    } satisfies Partial<SeasonPage>);
    expect(page.standings.map((group) => [group.title, group.within, group.rows.length])).toEqual([
      ["American League", null, 8],
      ["National League", null, 8],
    ]);
    expect(page.standings[0]?.rows[0]).toEqual({
      key: "new-york-yankees#0",
      team: { slug: "new-york-yankees", fullName: "New York Yankees" },
      rank: 1,
      gamesBehind: 0,
      wins: 110,
      losses: 44,
      ties: null,
      overtimeLosses: null,
      winPercentage: 0.714,
      gamesPlayed: 155,
      playoffResult: "champion",
      playoffs: "Won World Series",
    });
    expect(page.standings[1]?.rows[0]?.playoffs).toBe("Lost World Series");
  });

  it("reads the World Series with its games by date", () => {
    expect(page.series).toEqual([
      {
        key: "39",
        round: "WS",
        winner: { slug: "new-york-yankees", fullName: "New York Yankees" },
        loser: { slug: "pittsburgh-pirates", fullName: "Pittsburgh Pirates" },
        result: "4–0",
        games: [
          { key: "250873", slug: "world-series-1927-game-1", date: "Oct 5, 1927", isoDate: "1927-10-05" },
          { key: "250874", slug: "world-series-1927-game-2", date: "Oct 6, 1927", isoDate: "1927-10-06" },
          { key: "250875", slug: "world-series-1927-game-3", date: "Oct 7, 1927", isoDate: "1927-10-07" },
          { key: "250876", slug: "world-series-1927-game-4", date: "Oct 8, 1927", isoDate: "1927-10-08" },
        ],
      },
    ]);
  });

  it("titles each statistic's leaders for a reader, ties sharing a rank", () => {
    expect(page.leaders.map((board) => `${board.group}: ${board.title}`)).toEqual([
      "Batting: Home runs",
      "Batting: Runs batted in",
      "Batting: Hits",
      "Batting: Stolen bases",
      "Pitching: Wins",
      "Pitching: Strikeouts",
      "Pitching: Saves",
    ]);
    expect(page.leaders[0]?.leaders.map((leader) => `${String(leader.rank)} ${leader.person.fullName} ${leader.value}`)).toEqual([
      "1 Babe Ruth 60",
      "2 Lou Gehrig 47",
      "3 Cy Williams 30",
      "3 Hack Wilson 30",
      "5 Rogers Hornsby 26",
    ]);
    expect(page.leaders[0]?.leaders[0]).toMatchObject({
      person: { slug: "babe-ruth", fullName: "Babe Ruth" },
      team: { slug: "new-york-yankees", fullName: "New York Yankees" },
    });
  });

  it.each<[string, RawSeasonPage, Partial<SeasonPage>]>([
    [
      "a season spanning two years",
      { ...mlb1927Detail, name: null, start_year: 1995, end_year: 1996 },
      { label: "1995-96", name: "1995-96 season" },
    ],
    [
      "no title awarded",
      { ...mlb1927Detail, result: "not_awarded", result_note: "Not played.", champion: null, runner_up: null },
      { resultNote: "Not played.", champion: null, finalResult: null },
    ],
    ["the league's first and latest", { ...mlb1927Detail, previous: null, next: null }, { previous: null, next: null }],
    [
      "nothing but the slug",
      {},
      { slug: "x", name: "Season", label: "N/A", standings: [], series: [], leaders: [], result: "not_recorded", status: "unrecorded" },
    ],
  ])("%s", (_, raw, expected) => {
    expect(normaliseSeasonPage(raw, "x")).toMatchObject(expected);
  });

  it("titles a division with its conference beside it, and a season without either by its league", () => {
    const groups = normaliseSeasonPage(
      {
        league: { name: "National Basketball Association" },
        standings: [
          { conference: "Eastern Conference", division: "Atlantic Division", teams: [{ team: { name: "Knicks", city: "New York" } }] },
          { conference: null, division: null, teams: [{ team: { name: "Bulls", city: "Chicago" } }] },
          { conference: "Western Conference", division: null, teams: [] },
        ],
      },
      "x",
    ).standings;
    expect(groups.map((group) => [group.title, group.within])).toEqual([
      ["Atlantic Division", "Eastern Conference"],
      ["National Basketball Association", null],
    ]);
  });
});
