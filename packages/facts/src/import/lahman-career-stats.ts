// What a player's career shows: his main position and his career totals.
import type { CareerStats } from "@tl/db/schema";
import { BATTING, type Career } from "./lahman-careers";
import { POSITIONS } from "./lahman-util";

/** The position with the most games (ties: the earlier, more specific one in POSITIONS). */
export function positionOf(career: Career): string | null {
  let best: string | null = null;
  let most = 0;
  for (const [column, name] of POSITIONS) {
    const games = career.positions.get(column) ?? 0;
    if (games > most) [best, most] = [name, games];
  }
  return best;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Batting totals (BATTING's keys) and their average. */
export function battingStats(totals: Record<string, number>): CareerStats {
  const batting: CareerStats = {};
  for (const [key] of BATTING) batting[key] = totals[key] ?? 0;
  const atBats = totals.at_bats ?? 0;
  if (atBats > 0) batting.batting_average = round((totals.hits ?? 0) / atBats, 3);
  return batting;
}

/** Pitching totals (PITCHING's keys) as shown: ERA and innings from the outs recorded. */
export function pitchingStats(p: Record<string, number>): CareerStats {
  const pitching: CareerStats = {};
  const outs = p.outs ?? 0;
  pitching.wins = p.wins ?? 0;
  pitching.losses = p.losses ?? 0;
  if (outs > 0) pitching.era = round((9 * (p.earned_runs ?? 0)) / (outs / 3), 2);
  pitching.pitching_strikeouts = p.pitching_strikeouts ?? 0;
  pitching.saves = p.saves ?? 0;
  // Baseball's notation: 1221.1 is 1221⅓ innings.
  pitching.innings_pitched = Math.floor(outs / 3) + (outs % 3) / 10;
  return pitching;
}

/** Career totals: batting, and pitching for anyone who pitched — first for pitchers. */
export function careerStats(career: Career, pitcher: boolean): CareerStats {
  const batting = career.batting ? battingStats(career.batting) : {};
  const pitching = career.pitching ? pitchingStats(career.pitching) : {};
  return pitcher ? { ...pitching, ...batting } : { ...batting, ...pitching };
}
