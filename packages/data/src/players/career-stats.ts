// Career stats of the player detail (spec §2 Players: "the first 6 entries", underscores as
// spaces, 3 decimals for averages and ERAs, else thousands-separated, 'N/A' when undefined).
import { formatStat, statLabel } from "../shared/format";

/** spec §9: career stats in the player detail. */
export const DETAIL_STATS = 6;

export interface CareerStat {
  key: string;
  /** Underscores as spaces. */
  label: string;
  /** 3 decimals for averages and ERAs, else thousands-separated, 'N/A' when undefined. */
  value: string;
}

// The API stores career_stats as jsonb, which answers keys ordered by length, then bytes
// (`{"era", "rbi", "hits", …}`), not in the order they were written. "The first 6 entries"
// (spec §2) would then be arbitrary, so the keys are put in each kind of player's usual
// reading order first; keys not listed keep their order, after the listed ones.
const BATTING = [
  "games",
  "hits",
  "home_runs",
  "rbi",
  "runs_batted_in",
  "batting_average",
  "runs",
  "stolen_bases",
  "doubles",
  "triples",
  "at_bats",
  "walks",
  "strikeouts",
];
const PITCHING = ["wins", "losses", "era", "pitching_strikeouts", "saves", "innings_pitched"];
const SKATING = [
  "games_played",
  "goals",
  "assists",
  "points",
  "plus_minus",
  "penalty_minutes",
  "power_play_goals",
  "playoff_games",
  "playoff_goals",
  "playoff_points",
];
const GOALIE_ORDER = [
  "games_played",
  "wins",
  "losses",
  "goals_against_average",
  "save_percentage",
  "shutouts",
  "ties_overtime_losses",
  "playoff_games",
  "playoff_wins",
  "playoff_losses",
];
// A pitcher's own strikeouts are pitching_strikeouts; `strikeouts` are his at bats'.
const PITCHER_ORDER = [...PITCHING, "games", ...BATTING];
const DEFAULT_ORDER = [...BATTING, ...SKATING, ...PITCHING];

/** Career stat keys in reading order for the player's position (see the note above). */
export function orderCareerStats(keys: readonly string[], position: string): string[] {
  const lower = position.toLowerCase();
  const order = lower.includes("pitcher")
    ? PITCHER_ORDER
    : lower.includes("goalie") || lower.includes("goaltender")
      ? GOALIE_ORDER
      : DEFAULT_ORDER;
  const rank = (key: string) => {
    const at = order.indexOf(key);
    return at === -1 ? order.length : at;
  };
  // Array.prototype.sort is stable, so unlisted keys keep the API's order.
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

export function careerStatsOf(stats: Readonly<Record<string, number | null | undefined>>, position: string): CareerStat[] {
  return orderCareerStats(Object.keys(stats), position)
    .slice(0, DETAIL_STATS)
    .map((key) => ({ key, label: statLabel(key), value: formatStat(key, stats[key]) }));
}
