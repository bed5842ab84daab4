// Players' careers, aggregated in memory from Batting, Pitching, Appearances and AllstarFull.
import type { CsvRow } from "../datasets/csv";
import { int, POSITIONS } from "./lahman-util";

interface Stint {
  year: number;
  stint: number;
  teamID: string;
}

export interface Career {
  playerID: string;
  batting?: Record<string, number>;
  pitching?: Record<string, number>;
  positions: Map<string, number>;
  years: Set<number>;
  /** "year:teamID" of every team-season played. */
  teamSeasons: Set<string>;
  last?: Stint;
  allStarYears: Set<number>;
}

export const BATTING = [
  ["games", "G"],
  ["at_bats", "AB"],
  ["runs", "R"],
  ["hits", "H"],
  ["doubles", "2B"],
  ["triples", "3B"],
  ["home_runs", "HR"],
  ["rbi", "RBI"],
  ["stolen_bases", "SB"],
  ["walks", "BB"],
  ["strikeouts", "SO"],
] as const;
export const PITCHING = [
  ["wins", "W"],
  ["losses", "L"],
  ["saves", "SV"],
  ["outs", "IPouts"],
  ["earned_runs", "ER"],
  ["pitching_strikeouts", "SO"],
] as const;

type Columns = readonly (readonly [key: string, column: string])[];

/** Adds a row's columns to totals under their keys (an empty cell counts 0). */
export function addColumns(totals: Record<string, number>, row: CsvRow, columns: Columns): Record<string, number> {
  for (const [key, column] of columns) totals[key] = (totals[key] ?? 0) + int(row[column]);
  return totals;
}

export class Careers {
  readonly byPlayer = new Map<string, Career>();

  private career(playerID: string): Career {
    let career = this.byPlayer.get(playerID);
    if (!career) {
      career = { playerID, positions: new Map(), years: new Set(), teamSeasons: new Set(), allStarYears: new Set() };
      this.byPlayer.set(playerID, career);
    }
    return career;
  }

  private played(career: Career, row: CsvRow, stint: number) {
    const year = int(row.yearID);
    const teamID = row.teamID ?? "";
    career.years.add(year);
    career.teamSeasons.add(`${String(year)}:${teamID}`);
    if (!career.last || year > career.last.year || (year === career.last.year && stint > career.last.stint))
      career.last = { year, stint, teamID };
  }

  batting(row: CsvRow) {
    const career = this.career(row.playerID ?? "");
    career.batting ??= {};
    addColumns(career.batting, row, BATTING);
    this.played(career, row, int(row.stint));
  }

  pitching(row: CsvRow) {
    const career = this.career(row.playerID ?? "");
    career.pitching ??= {};
    addColumns(career.pitching, row, PITCHING);
    this.played(career, row, int(row.stint));
  }

  /** Appearances has no stint: it decides the last team only for players with no other row that season. */
  appearances(row: CsvRow) {
    const career = this.career(row.playerID ?? "");
    for (const [column] of POSITIONS) career.positions.set(column, (career.positions.get(column) ?? 0) + int(row[column]));
    this.played(career, row, 0);
  }

  /** False when the person has no Batting, Pitching or Appearances row. */
  allStar(row: CsvRow): boolean {
    const career = this.byPlayer.get(row.playerID ?? "");
    if (!career) return false;
    career.allStarYears.add(int(row.yearID));
    return true;
  }
}
