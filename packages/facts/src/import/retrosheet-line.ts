// One line of a Retrosheet game log (docs/glfields.txt: 161 comma-separated fields, text quoted,
// numbers bare, no header) read into the fields we load. Only the first 21 fields are split: the
// rest (box-score totals, umpires, lineups) are not imported.
import { isoDate } from "../shared/dates";

/** A game as its log line tells it, teams by Retrosheet's codes. */
export interface LogGame {
  date: string;
  /** "0" single game, "1"/"2"/"3" of a double- or triple-header, "A"/"B" of a three-team doubleheader. */
  number: string;
  away: { team: string; league: string };
  home: { team: string; league: string };
  awayScore: number;
  homeScore: number;
  /** Field 14: "yyyymmdd,park,vs,hs,len" when the game was completed on a later date. */
  completion: string;
  /** Field 15: V, H or T. */
  forfeit: string;
  /** Field 16: P, V, H, X, Y (two may appear). */
  protest: string;
  park: string;
  attendance: number | null;
  awayLine: string;
  homeLine: string;
}

const FIELDS = 21;

/** The first `count` fields of a CSV line; quotes are removed, a quoted comma stays in its field. */
export function splitFields(line: string, count = FIELDS): string[] {
  const fields: string[] = [];
  let i = 0;
  while (fields.length < count && i <= line.length) {
    if (line[i] === '"') {
      const end = line.indexOf('"', i + 1);
      const close = end === -1 ? line.length : end;
      fields.push(line.slice(i + 1, close));
      i = close + 2;
    } else {
      const end = line.indexOf(",", i);
      const close = end === -1 ? line.length : end;
      fields.push(line.slice(i, close));
      i = close + 1;
    }
  }
  return fields;
}

const whole = (cell: string | undefined): number | null => (cell && /^\d+$/.test(cell) ? Number(cell) : null);

/** The game a line describes, or undefined when its date or scores are not readable. */
export function parseLogLine(line: string): LogGame | undefined {
  const f = splitFields(line.trimEnd());
  const [day, number = "", , away = "", awayLeague = "", , home = "", homeLeague = ""] = f;
  const date = /^\d{8}$/.test(day ?? "") ? isoDate(Number(day?.slice(0, 4)), Number(day?.slice(4, 6)), Number(day?.slice(6, 8))) : null;
  const awayScore = whole(f[9]);
  const homeScore = whole(f[10]);
  if (f.length < FIELDS || date === null || awayScore === null || homeScore === null || !away || !home) return undefined;
  return {
    date,
    number,
    away: { team: away, league: awayLeague },
    home: { team: home, league: homeLeague },
    awayScore,
    homeScore,
    completion: f[13] ?? "",
    forfeit: f[14] ?? "",
    protest: f[15] ?? "",
    park: f[16] ?? "",
    attendance: whole(f[17]),
    awayLine: f[19] ?? "",
    homeLine: f[20] ?? "",
  };
}
