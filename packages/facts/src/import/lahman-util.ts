// Small pure helpers for the Lahman importer: its files, how it parses cells (empty → null,
// decimals truncated), names and the per-file tally shared by its modules.
import { isoDate } from "../shared/dates";
import { feetInches } from "../shared/height";
import { splitAtKnownCity } from "../shared/team-names";
import type { ImportReport } from "./types";

/** The files imported; for each, every row is counted as loaded or rejected. */
export const LAHMAN_FILES = {
  franchises: "TeamsFranchises.csv",
  teams: "Teams.csv",
  people: "People.csv",
  batting: "Batting.csv",
  pitching: "Pitching.csv",
  appearances: "Appearances.csv",
  allStars: "AllstarFull.csv",
  playerAwards: "AwardsPlayers.csv",
  managers: "Managers.csv",
  managerAwards: "AwardsManagers.csv",
  series: "SeriesPost.csv",
} as const;

export const DUPLICATE_AWARD = "duplicate award row (tie or two leagues)";

/** Counts one file's rows: report.load under the file's name, rejections prefixed with it. */
export function tally(report: ImportReport, file: string) {
  return {
    load: (count = 1) => {
      report.load(file, count);
    },
    reject: (reason: string, count = 1) => {
      report.reject(`${file}: ${reason}`, count);
    },
  };
}

export { int } from "../datasets/csv";

/** A whole number cell, or null when empty. */
export const intOrNull = (cell: string | undefined): number | null => {
  const value = Number(cell);
  return cell && Number.isFinite(value) ? Math.trunc(value) : null;
};

/** YYYY-MM-DD when year, month and day are all present (and form a real date); else null. */
export const dateOf = (year: string | undefined, month: string | undefined, day: string | undefined): string | null =>
  isoDate(intOrNull(year), intOrNull(month), intOrNull(day));

/** "City, State, Country" from the parts present; null when none is. */
export function placeOf(...parts: (string | undefined)[]): string | null {
  const present = parts.map((part) => part?.trim() ?? "").filter((part) => part !== "");
  return present.length > 0 ? present.join(", ") : null;
}

/** 74 (inches) → "6-2"; null when unknown. */
export const heightText = (inches: string | undefined): string | null => feetInches(intOrNull(inches));

/**
 * A team name split into city and nickname at the longest known city it starts with.
 * Undefined when the name starts with no known city: the caller then keeps the name whole.
 */
export function splitTeamName(name: string, cities: ReadonlySet<string>): { city: string; name: string } | undefined {
  const split = splitAtKnownCity(name, cities);
  return split && { city: split.city, name: split.name.trim() };
}

/** Lahman league codes → the leagues' names. */
export const LEAGUE_NAMES: Record<string, string> = {
  AL: "American League",
  NL: "National League",
  AA: "American Association",
  UA: "Union Association",
  PL: "Players' League",
  FL: "Federal League",
  NA: "National Association",
};

export const DIVISION_NAMES: Record<string, string> = { E: "East", C: "Central", W: "West" };

/** Appearances.csv columns → position names; the order breaks ties (the more specific first). */
export const POSITIONS: readonly (readonly [column: string, name: string])[] = [
  ["G_p", "Pitcher"],
  ["G_c", "Catcher"],
  ["G_1b", "First Base"],
  ["G_2b", "Second Base"],
  ["G_3b", "Third Base"],
  ["G_ss", "Shortstop"],
  ["G_lf", "Left Field"],
  ["G_cf", "Center Field"],
  ["G_rf", "Right Field"],
  ["G_of", "Outfield"],
  ["G_dh", "Designated Hitter"],
];
