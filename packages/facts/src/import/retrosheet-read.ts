// Reads every game log into games ready to write: each line is loaded or rejected with a reason
// (unreadable, a club Lahman does not list, a postseason game of no series we hold, an All-Star
// game). Regular-season and postseason logs are read whole before anything is written, so a bad
// file stops the import with nothing changed.
import { join } from "node:path";
import { ALL_STAR_FILE, gzipLines, logPath, POSTSEASON_FILES, regularSeasonFiles, type PostseasonFile } from "./retrosheet-files";
import { parseLogLine, type LogGame } from "./retrosheet-line";
import type { Series } from "./retrosheet-series";
import type { ClubTeam, Clubs } from "./retrosheet-teams";
import type { ImportReport, Progress } from "./types";

/** A game both of whose clubs are our teams. */
export interface ReadGame {
  game: LogGame;
  year: number;
  home: ClubTeam;
  away: ClubTeam;
  /** Undefined for a regular-season game. */
  series?: Series;
}

export const REJECTED = {
  unreadable: "unreadable line (date or score)",
  noClub: "a club Lahman's Teams.csv does not list that year (teamIDretro and league)",
  noSeries: "a postseason game of no series in Lahman's SeriesPost",
  allStar: "an All-Star game (glas), not a postseason game",
} as const;

export interface ReadLogs {
  regular: ReadGame[];
  postseason: ReadGame[];
}

type FindSeries = (year: number, file: PostseasonFile, a: number, b: number) => Series | undefined;

export async function readLogs(datasetsDir: string, clubs: Clubs, findSeries: FindSeries, report: ImportReport, progress: Progress) {
  const logs: ReadLogs = { regular: [], postseason: [] };
  const files = [...regularSeasonFiles(), ...POSTSEASON_FILES, ALL_STAR_FILE];
  progress.start("Retrosheet game logs", files.length);
  for (const file of files) {
    for await (const line of gzipLines(join(datasetsDir, logPath(file)), logPath(file))) {
      if (file === ALL_STAR_FILE) {
        report.reject(REJECTED.allStar);
        continue;
      }
      const game = parseLogLine(line);
      if (!game) {
        report.reject(REJECTED.unreadable);
        continue;
      }
      const year = Number(game.date.slice(0, 4));
      const home = clubs.teamOf(year, game.home.team, game.home.league);
      const away = clubs.teamOf(year, game.away.team, game.away.league);
      if (!home || !away) {
        report.reject(REJECTED.noClub);
        continue;
      }
      const postseason = (POSTSEASON_FILES as readonly string[]).includes(file);
      const series = postseason ? findSeries(year, file as PostseasonFile, home.id, away.id) : undefined;
      if (postseason && !series) {
        report.reject(REJECTED.noSeries);
        continue;
      }
      (series ? logs.postseason : logs.regular).push({ game, year, home, away, series });
    }
    progress.tick();
  }
  progress.stop();
  return logs;
}
