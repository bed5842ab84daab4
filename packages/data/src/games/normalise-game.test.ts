import { describe, expect, it } from "vitest";
import type { Game } from "./game";
import { normalisedLix, superBowlLix } from "./mocks/test-rows";
import { normaliseGame } from "./normalise-game";
import type { RawGame } from "./raw-game";

describe("normaliseGame (spec §3 Game)", () => {
  it("keeps a complete API game as it is", () => {
    expect(normaliseGame(superBowlLix, 0)).toEqual(normalisedLix);
  });

  it("applies every default to an empty game", () => {
    expect(normaliseGame({}, 4)).toEqual({
      key: "#4",
      slug: null,
      homeTeam: { name: "TBD", city: null, abbreviation: "TBD", slug: null },
      awayTeam: { name: "TBD", city: null, abbreviation: "TBD", slug: null },
      homeScore: 0,
      awayScore: 0,
      homeScoreText: "-",
      awayScoreText: "-",
      status: "scheduled",
      statusText: "Scheduled",
      date: null,
      time: null,
      period: null,
      timeRemaining: null,
      championship: null,
      championshipSlug: null,
      season: "Current Season",
      seasonSlug: null,
      venue: "Stadium",
      round: null,
      overtime: null,
      neutralSite: false,
      sportName: null,
      sportSlug: null,
      levelSlug: null,
      lineScore: null,
      attendance: null,
      notes: null,
    } satisfies Game);
  });

  it.each<[string, RawGame, Partial<Game>]>([
    [
      "plain-text teams",
      { home_team: "Philadelphia Eagles", away_team: "Kansas City Chiefs" },
      {
        homeTeam: { name: "Philadelphia Eagles", city: null, abbreviation: "PHI", slug: null },
        awayTeam: { name: "Kansas City Chiefs", city: null, abbreviation: "KAN", slug: null },
      },
    ],
    [
      "a team without abbreviation",
      { home_team: { name: "Eagles", city: "Philadelphia" } },
      { homeTeam: { name: "Eagles", city: "Philadelphia", abbreviation: "EAG", slug: null } },
    ],
    [
      "null teams (to be decided)",
      { home_team: null, away_team: { name: " " } },
      {
        homeTeam: { name: "TBD", city: null, abbreviation: "TBD", slug: null },
        awayTeam: { name: "TBD", city: null, abbreviation: "TBD", slug: null },
      },
    ],
    ["date instead of game_date", { date: "2021-02-07" }, { date: "2021-02-07" }],
    ["game_date wins over date", { game_date: "2021-02-07", date: "2021-02-08" }, { date: "2021-02-07" }],
    ["time instead of game_time", { time: "6:30 PM ET" }, { time: "6:30 PM ET", statusText: "6:30 PM ET" }],
    ["quarter instead of period", { status: "live", quarter: "Q2", time_remaining: "0:00" }, { period: "Q2", statusText: "Q2 - 0:00" }],
    ["a numeric quarter", { status: "live", quarter: 3, time_remaining: "7:41" }, { period: "3", statusText: "3 - 7:41" }],
    ["championship_name", { championship_name: "Super Bowl" }, { championship: "Super Bowl" }],
    ["championship as text", { championship: "Super Bowl" }, { championship: "Super Bowl" }],
    ["season_name", { season_name: "2020 NFL season" }, { season: "2020 NFL season" }],
    ["season as text", { season: "2020 NFL season" }, { season: "2020 NFL season" }],
    ["season object without a name", { season: { name: null } }, { season: "Current Season" }],
    [
      "season with its page's slug",
      { season: { name: "1927 MLB season", slug: "mlb-1927" } },
      { season: "1927 MLB season", seasonSlug: "mlb-1927" },
    ],
    ["the level", { level: { name: "Professional", slug: "professional" } }, { levelSlug: "professional" }],
    ["venue object", { venue: { name: "Raymond James Stadium" } }, { venue: "Raymond James Stadium" }],
    ["blank venue", { venue: "  " }, { venue: "Stadium" }],
    ["overtime as a flag", { overtime: true }, { overtime: "OT" }],
    ["no overtime as a flag", { overtime: false }, { overtime: null }],
    ["neutral site", { neutral_site: true }, { neutralSite: true }],
    ["sport from the team when the game has none", { home_team: { name: "Eagles", sport_name: "Football" } }, { sportName: "Football" }],
    [
      "a line score with attendance (1927-09-30, Retrosheet)",
      { away_line_score: "000200000", home_line_score: "00010102x", attendance: 8000 },
      {
        lineScore: { innings: 9, away: ["0", "0", "0", "2", "0", "0", "0", "0", "0"], home: ["0", "0", "0", "1", "0", "1", "0", "2", "x"] },
        attendance: 8000,
      },
    ],
    ["one side's line score only", { away_line_score: "000200000", home_line_score: null }, { lineScore: null }],
    ["attendance of zero (a game behind closed doors)", { attendance: 0 }, { attendance: 0 }],
    ["a negative attendance", { attendance: -1 }, { attendance: null }],
    ["a fractional attendance", { attendance: 10.5 }, { attendance: null }],
    ["notes", { notes: " Forfeit: awarded to Washington. " }, { notes: "Forfeit: awarded to Washington." }],
    ["blank notes", { notes: " " }, { notes: null }],
  ])("accepts %s", (_, raw, expected) => {
    expect(normaliseGame(raw, 0)).toMatchObject(expected);
  });

  it.each<[string, RawGame, string, string, string]>([
    ["final", { status: "final", home_score: 31, away_score: 9 }, "Final", "31", "9"],
    ["FINAL in capitals", { status: "FINAL", home_score: 31, away_score: 9 }, "Final", "31", "9"],
    ["final without scores", { status: "final" }, "Final", "0", "0"],
    ["live", { status: "live", period: "Q2", time_remaining: "0:00", home_score: 24, away_score: 0 }, "Q2 - 0:00", "24", "0"],
    ["live with the period only", { status: "live", period: "Halftime" }, "Halftime", "0", "0"],
    ["live with nothing more", { status: "live" }, "Live", "0", "0"],
    ["scheduled", { status: "scheduled", game_time: "6:30 PM ET" }, "6:30 PM ET", "-", "-"],
    ["scheduled without a time", { status: "scheduled" }, "Scheduled", "-", "-"],
    ["postponed", { status: "postponed" }, "Postponed", "0", "0"],
  ])("status %s → badge %s, scores %s-%s", (_, raw, badge, home, away) => {
    const game = normaliseGame(raw, 0);
    expect([game.statusText, game.homeScoreText, game.awayScoreText]).toEqual([badge, home, away]);
  });
});
