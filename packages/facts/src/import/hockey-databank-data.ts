// The Hockey Databank files the importer reads, per-file accounting of their rows, and the
// small conversions (numbers, dates, heights, names) shared by its parts.
import { join } from "node:path";
import { readCsv, type CsvRow } from "../datasets/csv";
import { isoDate } from "../shared/dates";
import { feetInches } from "../shared/height";
import { splitAtKnownCity } from "../shared/team-names";
import type { ImportReport } from "./types";

export const DATASET_DIR = "hockey-databank";

/** Every file read. abbrev.csv is a lookup (conference and division names), not data rows. */
export const FILES = {
  teams: "Teams.csv",
  splits: "TeamSplits.csv",
  teamsPost: "TeamsPost.csv",
  series: "SeriesPost.csv",
  master: "Master.csv",
  scoring: "Scoring.csv",
  goalies: "Goalies.csv",
  coaches: "Coaches.csv",
  awardsPlayers: "AwardsPlayers.csv",
  awardsCoaches: "AwardsCoaches.csv",
  abbrev: "abbrev.csv",
} as const;

/** The data files whose every row is either loaded or rejected (abbrev.csv is only looked up). */
export const ACCOUNTED_FILES = (Object.keys(FILES) as (keyof typeof FILES)[]).filter((key) => key !== "abbrev");

export type Databank = Record<keyof typeof FILES, CsvRow[]>;

export function readDatabank(datasetsDir: string): Databank {
  const entries = Object.entries(FILES).map(([key, file]) => [key, readCsv(join(datasetsDir, DATASET_DIR, file))]);
  return Object.fromEntries(entries) as Databank;
}

/**
 * One file's share of the import report: loaded rows are counted under "<file> → <table>",
 * rejected ones under "<file>: <reason>", so loaded + rejected adds up to the file's rows.
 */
export class Ledger {
  constructor(
    private readonly report: ImportReport,
    readonly file: string,
  ) {}

  load(table: string, count = 1) {
    if (count > 0) this.report.load(`${this.file} → ${table}`, count);
  }

  reject(reason: string, count = 1) {
    if (count > 0) this.report.reject(`${this.file}: ${reason}`, count);
  }
}

/** Rows of one file counted in a report: loaded + rejected. */
export function accountedRows(report: ImportReport, file: string): { loaded: number; rejected: number } {
  const total = (map: Map<string, number>, prefix: string) =>
    [...map].filter(([key]) => key.startsWith(prefix)).reduce((sum, [, n]) => sum + n, 0);
  return { loaded: total(report.loaded, `${file} → `), rejected: total(report.rejected, `${file}: `) };
}

export const notNhl = (league: string | undefined) => `not an NHL season row (${league || "no league"})`;

/** "12" → 12; "" (or anything not an integer) → null. */
export function int(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

/** Sum of a column over rows, empty cells counting 0. */
export const sumOf = (rows: CsvRow[], column: string) => rows.reduce((total, row) => total + (int(row[column]) ?? 0), 0);

/** Sum of a column over the rows where it is present; undefined when no row has it. */
export function sumWhere(rows: CsvRow[], column: string): number | undefined {
  const present = rows.filter((row) => int(row[column]) !== null);
  return present.length > 0 ? sumOf(present, column) : undefined;
}

export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** "YYYY-MM-DD" when year, month and day are all present and form a real date; else null (year 9999 too: the Databank's unknown). */
export const isoDateOf = (year: string | undefined, month: string | undefined, day: string | undefined): string | null =>
  int(year) === 9999 ? null : isoDate(int(year), int(month), int(day));

/** 74 (inches) → "6-2". */
export const heightOf = (inches: string | undefined): string | null => feetInches(int(inches));

/**
 * Splits a Teams.csv `name` into city and nickname without inventing either: "X of Y" is
 * nickname X of city Y; otherwise the longest known city (of our curated NHL teams) that
 * starts the name, else its first word.
 */
export function splitTeamName(full: string, knownCities: readonly string[]): { city: string; name: string } {
  const of = /^(.+) of (.+)$/.exec(full);
  if (of?.[1] && of[2]) return { city: of[2], name: of[1] };
  const known = splitAtKnownCity(full, knownCities);
  if (known) return known;
  const space = full.indexOf(" ");
  return space > 0 ? { city: full.slice(0, space), name: full.slice(space + 1) } : { city: full, name: full };
}
