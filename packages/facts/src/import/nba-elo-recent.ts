// nba_elo.csv's seasons after nba_all_elo.csv ends (2015-16 to 2018-19), within the file's known
// faults (PROVENANCE §8): its playoff column is filled for the Finals games only, so the other
// playoff games look like regular-season ones. A team's regular season is its first 82 games;
// a game after either side's 82nd that is not a Finals game is one of those playoff games, and
// is rejected (no round can be told for it). 2019-20 leaves games unscored: rejected whole.
import type { CsvRow } from "../datasets/csv";
import type { FileGame } from "./nba-file";
import type { ImportReport, Progress } from "./types";

/** The seasons (end years) nba_elo.csv is used for; earlier ones come from nba_all_elo.csv. */
export const RECENT = { first: 2016, last: 2019 } as const;
const SCHEDULE = 82;

export const REJECTED = {
  older: "nba_elo.csv: a season nba_all_elo.csv gives (used to 2014-15)",
  unscored: "nba_elo.csv: 2019-20, a season the file leaves partly unscored (known fault)",
  unflagged: "nba_elo.csv: a playoff game before the Finals, which the file does not flag (known fault, 2015-16 to 2018-19)",
  unknown: "nba_elo.csv: a team code nba_all_elo.csv does not know",
  malformed: "nba_elo.csv: malformed row (date, season or score)",
} as const;

/**
 * The games of 2015-16 to 2018-19: regular seasons and Finals; `unflagged` holds the playoff games
 * left out, which a season's size still counts and whose clubs made the playoffs.
 */
export function readRecentSeasons(
  rows: readonly CsvRow[],
  franchises: ReadonlyMap<string, string>,
  report: ImportReport,
  progress: Progress,
): { games: FileGame[]; unflagged: FileGame[] } {
  const played = new Map<string, number>();
  const unflagged: FileGame[] = [];
  const games: FileGame[] = [];
  const ordered = [...rows].sort((a, b) => (a.date ?? "").localeCompare(b.date ?? ""));
  for (const row of ordered) {
    progress.tick();
    const endYear = Number(row.season);
    const [homeScore, awayScore] = [Number(row.score1), Number(row.score2)];
    if (endYear < RECENT.first) report.reject(REJECTED.older);
    else if (endYear > RECENT.last) report.reject(REJECTED.unscored);
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(row.date ?? "") || !row.score1 || !Number.isInteger(homeScore) || !Number.isInteger(awayScore))
      report.reject(REJECTED.malformed);
    else {
      const [home, away] = [row.team1 ?? "", row.team2 ?? ""];
      const [homeFran, awayFran] = [franchises.get(home), franchises.get(away)];
      const finals = row.playoff !== "";
      const count = (code: string) => played.get(`${String(endYear)}:${code}`) ?? 0;
      if (!homeFran || !awayFran) report.reject(REJECTED.unknown);
      else {
        const game: FileGame = {
          date: row.date ?? "",
          season: endYear - 1,
          league: "nba",
          playoff: true,
          finals,
          home: { code: home, fran: homeFran },
          away: { code: away, fran: awayFran },
          homeScore,
          awayScore,
          neutral: row.neutral === "TRUE",
          notes: null,
        };
        if (finals) games.push(game);
        else if (count(home) >= SCHEDULE || count(away) >= SCHEDULE) {
          report.reject(REJECTED.unflagged);
          unflagged.push(game);
        } else {
          for (const code of [home, away]) played.set(`${String(endYear)}:${code}`, count(code) + 1);
          games.push({ ...game, playoff: false });
        }
      }
    }
  }
  return { games, unflagged };
}
