// What the Hockey Databank's role writers share (players, coaches and awards: the
// hockey-databank-players, -coaches and -awards modules): the league, our teams, the Cup
// winners, the last season and the people's ids, and the team a person was last with.
import type { CsvRow } from "../datasets/csv";
import { teamIdOf, type Teams } from "./hockey-databank-teams";

export interface RoleContext {
  leagueId: number;
  teams: Teams;
  /** Start year → team id of the Stanley Cup winner (null: not awarded). */
  winners: Map<number, number | null>;
  /** The Databank's last NHL season: who played or coached in it is active. */
  lastSeason: number;
  personIds: Map<string, number>;
}

/** The team of a person's last row (latest season, last stint). */
export function lastTeam(rows: CsvRow[], t: Teams) {
  const last = [...rows].sort((a, b) => Number(a.year) - Number(b.year) || Number(a.stint) - Number(b.stint)).at(-1);
  return last ? (teamIdOf(t, last.year, last.tmID) ?? null) : null;
}
