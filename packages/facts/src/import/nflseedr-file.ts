// Reading nflseedR's standings_2016_2023.csv against divisions.csv: each row is malformed, a
// team we cannot place, a season the FiveThirtyEight games already give us (2016-2020), or a
// team-season to load (2021-2023).
import { NFL_TEAMS } from "../curated/teams/nfl";
import type { TeamFacts } from "../curated/types";
import type { CsvRow } from "../datasets/csv";
import type { ImportReport, Progress } from "./types";

export const STANDINGS_FILE = "nflseedr/standings_2016_2023.csv";
export const DIVISIONS_FILE = "nflseedr/divisions.csv";

/** The first season not in FiveThirtyEight's games file: earlier rows only check what we derive. */
export const FIRST_SEASON_WRITTEN = 2021;
export const DERIVED_REASON = "a season whose standings we derive from FiveThirtyEight's games (2016-2020; a test checks they agree)";

/** nflverse codes that are not our abbreviations: the Rams (LA, STL before 2016), the Raiders (OAK), the Chargers (SD). */
const ALIASES: Record<string, string> = { LA: "LAR", STL: "LAR", OAK: "LV", SD: "LAC" };

export interface SeedrRow {
  season: number;
  team: TeamFacts;
  conference: string;
  division: string;
  games: number;
  wins: number;
  losses: number;
  ties: number;
  /** nflseedR's rank within the division, its tie-breakers applied. */
  divisionRank: number;
}

/** Our franchise for an nflverse team code, if it is one of today's 32. */
export function teamOfCode(code: string): TeamFacts | undefined {
  const abbreviation = ALIASES[code] ?? code;
  return NFL_TEAMS.find((team) => team.isActive !== false && team.abbreviation === abbreviation);
}

const whole = (cell: string | undefined) => (cell !== undefined && /^\d+$/.test(cell) ? Number(cell) : undefined);

/** A row parsed, or the reason it is rejected. */
export function parseSeedrRow(row: CsvRow, divisions: ReadonlyMap<string, { conference: string; division: string }>): SeedrRow | string {
  const [season, games, wins, losses, ties, divisionRank] = [row.season, row.games, row.true_wins, row.losses, row.ties, row.div_rank].map(
    whole,
  );
  if (
    season === undefined ||
    games === undefined ||
    wins === undefined ||
    losses === undefined ||
    ties === undefined ||
    divisionRank === undefined
  )
    return "malformed row (season, games, wins, losses, ties or division rank)";
  if (wins + losses + ties !== games) return "wins, losses and ties do not add up to the games played";
  const team = teamOfCode(row.team ?? "");
  if (!team) return "a team code that is none of our NFL franchises";
  const alignment = divisions.get(row.team ?? "");
  if (!alignment || alignment.conference !== row.conf || alignment.division !== row.division)
    return "conference or division differs from divisions.csv";
  return { season, team, ...alignment, games, wins, losses, ties, divisionRank };
}

/** The rows to write (2021 on); every other row is rejected with its reason. */
export function readSeedrRows(
  rows: readonly CsvRow[],
  divisionRows: readonly CsvRow[],
  report: ImportReport,
  progress: Progress,
): SeedrRow[] {
  const divisions = new Map(divisionRows.map((row) => [row.team ?? "", { conference: row.conf ?? "", division: row.division ?? "" }]));
  const accepted: SeedrRow[] = [];
  const seen = new Set<string>();
  progress.start("NFL standings (nflseedR)", rows.length);
  for (const row of rows) {
    progress.tick();
    const parsed = parseSeedrRow(row, divisions);
    if (typeof parsed === "string") report.reject(parsed);
    else if (seen.has(`${String(parsed.season)}:${parsed.team.slug}`)) report.reject("a second row for the same team and season");
    else if (parsed.season < FIRST_SEASON_WRITTEN) report.reject(DERIVED_REASON);
    else accepted.push(parsed);
    if (typeof parsed !== "string") seen.add(`${String(parsed.season)}:${parsed.team.slug}`);
  }
  progress.stop();
  return accepted;
}
