// Reading FiveThirtyEight's two NBA files into games, each side by the file's team code and
// franchise. nba_all_elo.csv (one row per game, 1946-47 to 2014-15) gives every game; its
// game_id ends with the home club's code, or with the code Basketball-Reference gives the club
// today (GSW for the Philadelphia Warriors), so the home side is the one of that franchise.
// nba_elo.csv adds 2015-16 to 2018-19 (nba-elo-recent.ts) and flags neutral sites.
import { join } from "node:path";
import { readCsv, type CsvRow } from "../datasets/csv";
import { readRecentSeasons } from "./nba-elo-recent";
import type { ImportReport, Progress } from "./types";

export const ALL_FILE = "fivethirtyeight-nba-elo/nba_all_elo.csv";
export const ELO_FILE = "fivethirtyeight-nba-elo/nba_elo.csv";

export type NbaLeague = "baa" | "nba" | "aba";

/** One game as the files give it; a side is the file's team code and its franchise (fran_id). */
export interface FileGame {
  date: string;
  /** Start year: 1946-47 is 1946 (the files number a season by its end year). */
  season: number;
  league: NbaLeague;
  playoff: boolean;
  /** The file's Finals flag, where it marks Finals only (2015-16 to 2018-19). */
  finals?: boolean;
  home: { code: string; fran: string };
  away: { code: string; fran: string };
  homeScore: number;
  awayScore: number;
  neutral: boolean;
  notes: string | null;
}

/** The BAA was the league's name to 1948-49 (ChampionshipFacts.earlierLeagues of nba-finals). */
export const leagueOf = (lgId: string, season: number): NbaLeague | undefined =>
  lgId === "ABA" ? "aba" : lgId === "NBA" ? (season <= 1948 ? "baa" : "nba") : undefined;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const pairKey = (date: string, a: string, b: string) => `${date}|${[a, b].sort().join("|")}`;

/** The games nba_elo.csv marks as played at a neutral site, by date and pair of codes. */
const neutralGames = (eloRows: readonly CsvRow[]) =>
  new Set(eloRows.filter((row) => row.neutral === "TRUE").map((row) => pairKey(row.date ?? "", row.team1 ?? "", row.team2 ?? "")));

/** The franchise of each team code of nba_all_elo.csv. */
export function franchisesByCode(rows: readonly CsvRow[]): Map<string, string> {
  const byCode = new Map<string, string>();
  for (const row of rows) {
    byCode.set(row.team_id ?? "", row.fran_id ?? "");
    byCode.set(row.opp_id ?? "", row.opp_fran ?? "");
  }
  return byCode;
}

/** One nba_all_elo.csv row as a game, or the reason it is not one. */
export function readAllEloRow(row: CsvRow, franchises: ReadonlyMap<string, string>, neutral: ReadonlySet<string>): FileGame | string {
  const season = Number(row.year_id) - 1;
  const [pts, oppPts] = [Number(row.pts), Number(row.opp_pts)];
  const league = leagueOf(row.lg_id ?? "", season);
  if (!DATE.test(row.date_game ?? "") || !Number.isInteger(season) || !Number.isInteger(pts) || !Number.isInteger(oppPts) || !league)
    return "malformed row (date, season, league or score)";
  const team = { code: row.team_id ?? "", fran: row.fran_id ?? "", score: pts };
  const opp = { code: row.opp_id ?? "", fran: row.opp_fran ?? "", score: oppPts };
  const homeCode = (row.game_id ?? "").slice(-3);
  const homeFran = franchises.get(homeCode);
  const teamHome = homeCode === team.code || (homeCode !== opp.code && homeFran === team.fran);
  const oppHome = homeCode === opp.code || (homeCode !== team.code && homeFran === opp.fran);
  if (teamHome === oppHome) return "home team not identifiable from the game_id";
  const [home, away] = teamHome ? [team, opp] : [opp, team];
  const date = row.date_game ?? "";
  const notes = row.notes && row.notes !== "NULL" ? row.notes.trim() : null;
  return {
    date,
    season,
    league,
    playoff: row.is_playoffs === "TRUE",
    home: { code: home.code, fran: home.fran },
    away: { code: away.code, fran: away.fran },
    homeScore: home.score,
    awayScore: away.score,
    // Only nba_elo.csv's flag: the file's "at <city>" notes mostly name a club's second home
    // (the Virginia Squires in Norfolk, the Kansas City-Omaha Kings in Omaha), kept as notes.
    neutral: neutral.has(pairKey(date, home.code, away.code)),
    notes,
  };
}

/** Every game of both files, each row loaded or rejected with its reason (and the playoff games nba_elo.csv leaves unflagged). */
export function readNbaFiles(datasetsDir: string, report: ImportReport, progress: Progress): { games: FileGame[]; unflagged: FileGame[] } {
  const allRows = readCsv(join(datasetsDir, ALL_FILE));
  const eloRows = readCsv(join(datasetsDir, ELO_FILE));
  const franchises = franchisesByCode(allRows);
  const neutral = neutralGames(eloRows);
  const seen = new Set<string>();
  const games: FileGame[] = [];
  progress.start("NBA games", allRows.length + eloRows.length);
  for (const row of allRows) {
    progress.tick();
    if (seen.has(row.game_id ?? "")) {
      report.reject("nba_all_elo.csv: the other side's row of a game already read");
      continue;
    }
    seen.add(row.game_id ?? "");
    const game = readAllEloRow(row, franchises, neutral);
    if (typeof game === "string") report.reject(`nba_all_elo.csv: ${game}`);
    else games.push(game);
  }
  const recent = readRecentSeasons(eloRows, franchises, report, progress);
  progress.stop();
  return { games: [...games, ...recent.games], unflagged: recent.unflagged };
}
