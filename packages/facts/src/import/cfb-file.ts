// Reading cfbfastR's 2025 schedule (PROVENANCE §11): each row a game or a rejection with its
// reason.
//
// Dates: the file gives each kickoff as a UTC timestamp ("2026-01-20T00:30Z") and not the
// game's local date or time zone. A game's date here is the kickoff's date in US Eastern time
// (the CFP final of 2026-01-20T00:30Z was played on the evening of January 19); a late kickoff
// in the west is still the date it was in the East.
import type { CsvRow } from "../datasets/csv";

export const CFB_FILE = "cfbfastr-cfb-data/cfb_schedule_2025.csv";

export const REJECT_MALFORMED = "malformed row (season, kickoff, teams or score)";
export const rejectStatus = (status: string) => `not played: status ${status || "missing"}`;

/** The columns read; a file without them is not this dataset (the import stops and changes nothing). */
const COLUMNS = [
  "season",
  "season_type",
  "game_date",
  "neutral_site",
  "home_id",
  "away_id",
  "home_team",
  "away_team",
  "home_abbreviation",
  "away_abbreviation",
  "home_score",
  "away_score",
  "venue",
  "attendance",
  "status",
];

export function checkCfbColumns(rows: readonly CsvRow[]): void {
  const missing = COLUMNS.filter((column) => rows[0] && !(column in rows[0]));
  if (missing.length > 0) throw new Error(`${CFB_FILE}: not the expected file, it lacks the columns ${missing.join(", ")}`);
}

export interface CfbGame {
  season: number;
  /** Kickoff, as the file gives it (UTC), to order the games. */
  kickoff: string;
  date: string;
  postseason: boolean;
  home: { id: string; full: string; abbreviation: string };
  away: { id: string; full: string; abbreviation: string };
  homeScore: number | null;
  awayScore: number | null;
  status: "final" | "postponed";
  venue: string | null;
  /** Null where the file writes 0 (no crowd recorded: 0 at Ohio Stadium, among others). */
  attendance: number | null;
  neutralSite: boolean;
}

export type CfbRow = { game: CfbGame } | { reason: string };

const EASTERN = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" });

/** "2026-01-20T00:30Z" → "2026-01-19" (the date in US Eastern time), or undefined. */
export function easternDate(timestamp: string): string | undefined {
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/.test(timestamp) ? new Date(timestamp) : undefined;
  return time && !Number.isNaN(time.getTime()) ? EASTERN.format(time) : undefined;
}

const whole = (cell: string | undefined) => (cell && /^\d+$/.test(cell) ? Number(cell) : null);
const side = (row: CsvRow, which: "home" | "away") => ({
  id: row[`${which}_id`] ?? "",
  full: row[`${which}_team`] ?? "",
  abbreviation: row[`${which}_abbreviation`] ?? "",
});

export function readCfbRow(row: CsvRow): CfbRow {
  const status = row.status === "STATUS_FINAL" ? "final" : row.status === "STATUS_POSTPONED" ? "postponed" : undefined;
  if (!status) return { reason: rejectStatus(row.status ?? "") };
  const date = easternDate(row.game_date ?? "");
  const [home, away] = [side(row, "home"), side(row, "away")];
  const [homeScore, awayScore] = [whole(row.home_score), whole(row.away_score)];
  const scored = status === "postponed" || (homeScore !== null && awayScore !== null);
  if (!date || !/^\d{4}$/.test(row.season ?? "") || !home.id || !away.id || !home.full.includes(" ") || !away.full.includes(" ") || !scored)
    return { reason: REJECT_MALFORMED };
  const attendance = whole(row.attendance);
  return {
    game: {
      season: Number(row.season),
      kickoff: row.game_date ?? "",
      date,
      postseason: row.season_type === "3",
      home,
      away,
      homeScore: status === "final" ? homeScore : null,
      awayScore: status === "final" ? awayScore : null,
      status,
      venue: row.venue || null,
      attendance: attendance === 0 ? null : attendance,
      neutralSite: row.neutral_site === "true",
    },
  };
}
