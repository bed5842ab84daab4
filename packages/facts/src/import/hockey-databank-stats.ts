// Career statistics of a Hockey Databank player, summed over his NHL rows: a skater's
// (Scoring.csv) or a goalie's (Goalies.csv), regular season and playoffs.
import type { CareerStats } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { int, round, sumOf, sumWhere } from "./hockey-databank-data";

export function skaterStats(rows: CsvRow[]): CareerStats {
  const stats: CareerStats = {
    games_played: sumOf(rows, "GP"),
    goals: sumOf(rows, "G"),
    assists: sumOf(rows, "A"),
    points: sumOf(rows, "Pts"),
    penalty_minutes: sumOf(rows, "PIM"),
  };
  const plusMinus = sumWhere(rows, "+/-");
  if (plusMinus !== undefined) stats.plus_minus = plusMinus;
  const powerPlayGoals = sumWhere(rows, "PPG");
  if (powerPlayGoals !== undefined) stats.power_play_goals = powerPlayGoals;
  return { ...stats, playoff_games: sumOf(rows, "PostGP"), playoff_goals: sumOf(rows, "PostG"), playoff_points: sumOf(rows, "PostPts") };
}

/** Goals against per 60 minutes and save percentage, each over the rows that have what it needs. */
function goalieRates(rows: CsvRow[], ga: string, min: string, sa: string, prefix: string): CareerStats {
  const stats: CareerStats = {};
  const timed = rows.filter((row) => int(row[ga]) !== null && int(row[min]) !== null);
  const minutes = sumOf(timed, min);
  if (minutes > 0) stats[`${prefix}goals_against_average`] = round((sumOf(timed, ga) * 60) / minutes, 2);
  const shot = rows.filter((row) => int(row[ga]) !== null && int(row[sa]) !== null);
  const shots = sumOf(shot, sa);
  if (shots > 0) stats[`${prefix}save_percentage`] = round(1 - sumOf(shot, ga) / shots, 3);
  return stats;
}

export function goalieStats(rows: CsvRow[]): CareerStats {
  return {
    games_played: sumOf(rows, "GP"),
    wins: sumOf(rows, "W"),
    losses: sumOf(rows, "L"),
    ties_overtime_losses: sumOf(rows, "T/OL"),
    shutouts: sumOf(rows, "SHO"),
    ...goalieRates(rows, "GA", "Min", "SA", ""),
    playoff_games: sumOf(rows, "PostGP"),
    playoff_wins: sumOf(rows, "PostW"),
    playoff_losses: sumOf(rows, "PostL"),
    playoff_shutouts: sumOf(rows, "PostSHO"),
    ...goalieRates(rows, "PostGA", "PostMin", "PostSA", "playoff_"),
  };
}
