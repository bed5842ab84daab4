// Reading fastRhockey's NHL games file (PROVENANCE §9): each row is a game to load or a
// rejection with its reason. Only rows with scores_valid TRUE hold real scores; upstream wrote
// one fixed score on every game of the other seasons.
//
// Dates: the regular season's game_date is the local date of the game, but the playoffs' is the
// date in UTC, a day after the local date for an evening start (the 2010 Final's six games are
// all dated a day late). Every Stanley Cup Final game starts at 8 p.m. Eastern (midnight UTC), so
// a Final game is moved back one day (nhl-games.test.ts checks each against our curated
// deciding games); the other playoff games keep the file's date and say so in their notes, as
// their start times are not in the file.
import type { CsvRow } from "../datasets/csv";

export const NHL_FILE = "fastrhockey-nhl-data/nhl_games_2009-10_to_2025-26.csv";

export const REJECT_INVALID = "scores_valid FALSE: the upstream file repeats one fixed score on every game of that season";
export const REJECT_UNPLAYED = "not played by the file's snapshot (2026-05-18): game_state FUT, no score";
export const REJECT_MALFORMED = "malformed row (season, date, score or playoff series)";

export const UTC_DATE_NOTE =
  "The source dates playoff games in UTC: a game that began in the evening, North American time, may be listed a day after it was played.";

/** The columns read; a file without them is not this dataset (the import stops and changes nothing). */
const COLUMNS = [
  "season_full",
  "game_type",
  "game_date",
  "home_team_abbr",
  "away_team_abbr",
  "home_score",
  "away_score",
  "game_state",
  "venue",
  "scores_valid",
];
const PLAYOFF_COLUMNS = ["playoff_round", "series_number", "series_game"];

export function checkNhlColumns(rows: readonly CsvRow[]): void {
  const missing = [...COLUMNS, ...PLAYOFF_COLUMNS].filter((column) => rows[0] && !(column in rows[0]));
  if (missing.length > 0) throw new Error(`${NHL_FILE}: not the expected file, it lacks the columns ${missing.join(", ")}`);
}

export interface NhlGame {
  season: number;
  date: string;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  venue: string | null;
  /** Playoff games only: round 1-4 (4 = Stanley Cup Final), the series' number in its round, the game's number in the series. */
  playoff?: { round: number; series: number; game: number };
}

export type NhlRow = { game: NhlGame } | { reason: string };

const whole = (cell: string | undefined) => (cell && /^\d+$/.test(cell) ? Number(cell) : null);

/** The day before a YYYY-MM-DD date. */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** One row of the file; the teams are the file's codes (nhl-games-teams.ts maps them). */
export function readNhlRow(row: CsvRow): NhlRow {
  if (row.scores_valid !== "TRUE") return { reason: REJECT_INVALID };
  if (row.game_state !== "OFF" && row.game_state !== "FINAL") return { reason: REJECT_UNPLAYED };
  const season = /^(\d{4})\d{4}$/.exec(row.season_full ?? "")?.[1];
  const [homeScore, awayScore] = [whole(row.home_score), whole(row.away_score)];
  const date = row.game_date ?? "";
  if (!season || homeScore === null || awayScore === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return { reason: REJECT_MALFORMED };
  const game: NhlGame = {
    season: Number(season),
    date,
    home: row.home_team_abbr ?? "",
    away: row.away_team_abbr ?? "",
    homeScore,
    awayScore,
    venue: row.venue || null,
  };
  if (row.game_type === "P") {
    const [round, series, number] = [whole(row.playoff_round), whole(row.series_number), whole(row.series_game)];
    if (round === null || series === null || number === null || round < 1 || round > 4) return { reason: REJECT_MALFORMED };
    game.playoff = { round, series, game: number };
    if (round === 4) game.date = dayBefore(date);
  } else if (row.game_type !== "R") return { reason: REJECT_MALFORMED };
  return { game };
}
