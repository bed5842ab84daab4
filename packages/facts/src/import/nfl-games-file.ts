// Reading FiveThirtyEight's nfl_games.csv: each row is malformed, a game of a club we have no
// facts for (a few 1920 opponents from outside the league we could not name with certainty), a
// championship game our curated facts already hold, or a game to load. Every well-formed row
// also counts towards its season's size (nfl-season-counts.ts).
import { NFL_ELO_UNNAMED_1920 } from "../curated/teams/nfl";
import type { TeamFacts } from "../curated/types";
import type { CsvRow } from "../datasets/csv";
import type { ImportReport, Progress } from "./types";

export const FILE = "fivethirtyeight-nfl-elo-game/nfl_games.csv";

/** Rows per INSERT for the NFL's games and standings. */
export const NFL_BATCH = 500;

/** A game both of whose teams are our franchises. */
export interface Game {
  date: string;
  season: number;
  playoff: boolean;
  home: TeamFacts;
  away: TeamFacts;
  homeScore: number;
  awayScore: number;
}

/** Any well-formed row, by the file's team codes. */
export interface FileGame {
  date: string;
  playoff: boolean;
  home: string;
  away: string;
}

export interface NflFile {
  accepted: Game[];
  /** Games against a 1920 opponent we could not name: not loaded, but the member's result counts in its record. */
  countedOnly: Game[];
  /** "season:slug" of every team of ours in a playoff game (curated finals included). */
  playoffTeams: Set<string>;
  fileGames: Map<number, FileGame[]>;
}

export interface Known {
  byCode: ReadonlyMap<string, TeamFacts>;
  teamIds: ReadonlyMap<string, number>;
  curatedFinalDates: ReadonlySet<string>;
}

const unnamed = new Set<string>(NFL_ELO_UNNAMED_1920);
export const UNNAMED_REASON =
  "a 1920 opponent from outside the league whose name we could not establish (the game is left out rather than given a guessed name; its result counts in the member's record)";

/** Stands for such an opponent in the tallies alone: never written, never ranked (no first season). */
const unnamedClub = (code: string): TeamFacts => ({
  slug: `unnamed-${code}`,
  league: "nfl",
  city: "",
  name: code,
  abbreviation: code,
  shortName: code,
  conference: null,
  division: null,
  state: null,
  country: "USA",
  stadium: null,
  foundedYear: null,
  isActive: false,
});

export function readNflRows(
  rows: readonly CsvRow[],
  { byCode, teamIds, curatedFinalDates }: Known,
  report: ImportReport,
  progress: Progress,
): NflFile {
  const file: NflFile = { accepted: [], countedOnly: [], playoffTeams: new Set(), fileGames: new Map() };
  progress.start("NFL games", rows.length);
  for (const row of rows) {
    progress.tick();
    const season = Number(row.season);
    const homeScore = Number(row.score1);
    const awayScore = Number(row.score2);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(row.date ?? "") ||
      !Number.isInteger(season) ||
      !Number.isInteger(homeScore) ||
      !Number.isInteger(awayScore)
    ) {
      report.reject("malformed row (date, season or score)");
      continue;
    }
    const seasonGames = file.fileGames.get(season) ?? [];
    seasonGames.push({ date: row.date ?? "", playoff: row.playoff === "1", home: row.team1 ?? "", away: row.team2 ?? "" });
    file.fileGames.set(season, seasonGames);
    const [homeCode, awayCode] = [row.team1 ?? "", row.team2 ?? ""];
    const home = byCode.get(homeCode);
    const away = byCode.get(awayCode);
    const playoff = row.playoff === "1";
    if (unnamed.has(homeCode) || unnamed.has(awayCode)) {
      const side = (club: TeamFacts | undefined, code: string) => (club && teamIds.has(club.slug) ? club : unnamedClub(code));
      file.countedOnly.push({
        date: row.date ?? "",
        season,
        playoff,
        home: side(home, homeCode),
        away: side(away, awayCode),
        homeScore,
        awayScore,
      });
      report.reject(UNNAMED_REASON);
      continue;
    }
    if (!home || !away || !teamIds.has(home.slug) || !teamIds.has(away.slug)) {
      report.reject("a team with no club in our curated facts");
      continue;
    }
    if (playoff) {
      file.playoffTeams.add(`${String(season)}:${home.slug}`);
      file.playoffTeams.add(`${String(season)}:${away.slug}`);
    }
    if (playoff && curatedFinalDates.has(row.date ?? "")) {
      report.reject("already in our curated facts (championship game)");
      continue;
    }
    file.accepted.push({ date: row.date ?? "", season, playoff, home, away, homeScore, awayScore });
  }
  progress.stop();
  return file;
}
