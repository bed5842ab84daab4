import { describe, expect, it } from "vitest";
import { careerStatsOf } from "./career-stats";
import { babeRuth } from "./mocks/test-rows";

describe("career stats (spec §2: first 6, in reading order)", () => {
  const shown = (stats: Record<string, number | null>, position: string) =>
    careerStatsOf(stats, position).map(({ label, value }) => `${label}: ${value}`);

  it.each([
    [
      "a batter",
      babeRuth.career_stats,
      "Outfield",
      ["games: 2,503", "hits: 2,873", "home runs: 714", "rbi: 2,217", "batting average: 0.342", "runs: 2,174"],
    ],
    [
      "a pitcher",
      {
        era: 2.76,
        rbi: 28,
        hits: 75,
        runs: 26,
        wins: 165,
        games: 397,
        saves: 9,
        walks: 43,
        losses: 87,
        strikeouts: 386,
        innings_pitched: 2324.1,
        pitching_strikeouts: 2396,
      },
      "Pitcher",
      ["wins: 165", "losses: 87", "era: 2.760", "pitching strikeouts: 2,396", "saves: 9", "innings pitched: 2,324.1"],
    ],
    [
      "a skater",
      {
        goals: 894,
        points: 2857,
        assists: 1963,
        plus_minus: 518,
        games_played: 1487,
        playoff_games: 208,
        playoff_goals: 122,
        playoff_points: 382,
        penalty_minutes: 577,
        power_play_goals: 204,
      },
      "Center",
      ["games played: 1,487", "goals: 894", "assists: 1,963", "points: 2,857", "plus minus: 518", "penalty minutes: 577"],
    ],
    [
      "a goalie",
      {
        wins: 691,
        losses: 397,
        shutouts: 125,
        games_played: 1266,
        playoff_wins: 113,
        save_percentage: 0.912,
        ties_overtime_losses: 154,
        goals_against_average: 2.24,
      },
      "Goalie",
      ["games played: 1,266", "wins: 691", "losses: 397", "goals against average: 2.240", "save percentage: 0.912", "shutouts: 125"],
    ],
    [
      "unknown keys keep their order, after known ones",
      { passing_yards: 71940, touchdowns: 539, games: 266 },
      "Quarterback",
      ["games: 266", "passing yards: 71,940", "touchdowns: 539"],
    ],
    ["an undefined value", { points_per_game: null, games: 1560 }, "Center", ["games: 1,560", "points per game: N/A"]],
  ])("%s", (_, stats, position, expected) => {
    expect(shown(stats, position)).toEqual(expected);
  });
});
