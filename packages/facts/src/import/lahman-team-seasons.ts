// Lahman team-seasons: one per Teams.csv row, and which franchise a (year, teamID) is.
import type { CsvRow } from "../datasets/csv";
import { int, intOrNull } from "./lahman-util";

export interface TeamSeason {
  year: number;
  lgID: string;
  teamID: string;
  franchID: string;
  divID: string;
  rank: number | null;
  games: number;
  wins: number;
  losses: number;
  divWin: boolean;
  wcWin: boolean;
  lgWin: boolean;
  wsWin: boolean;
  name: string;
  park: string;
}

export function teamSeason(row: CsvRow): TeamSeason {
  return {
    year: int(row.yearID),
    lgID: row.lgID ?? "",
    teamID: row.teamID ?? "",
    franchID: row.franchID ?? "",
    divID: row.divID ?? "",
    rank: intOrNull(row.Rank),
    games: int(row.G),
    wins: int(row.W),
    losses: int(row.L),
    divWin: row.DivWin === "Y",
    wcWin: row.WCWin === "Y",
    lgWin: row.LgWin === "Y",
    wsWin: row.WSWin === "Y",
    name: row.name ?? "",
    park: row.park ?? "",
  };
}

/**
 * (year, teamID) → franchID through Teams.csv; a teamID the year does not know falls back to
 * the one franchise that code ever belonged to (Appearances.csv has the 2023 Angels as "ANA").
 */
export function franchiseResolver(seasons: TeamSeason[]): (year: number, teamID: string) => string | undefined {
  const exact = new Map(seasons.map((s) => [`${String(s.year)}:${s.teamID}`, s.franchID]));
  const byCode = new Map<string, Set<string>>();
  for (const s of seasons) byCode.set(s.teamID, (byCode.get(s.teamID) ?? new Set()).add(s.franchID));
  return (year, teamID) => {
    const found = exact.get(`${String(year)}:${teamID}`);
    if (found) return found;
    const only = byCode.get(teamID);
    return only?.size === 1 ? [...only][0] : undefined;
  };
}

/** (year, teamID) → the lgID of that team-season in Teams.csv (undefined when the year does not know the code). */
export function teamLeagueResolver(seasons: TeamSeason[]): (year: number, teamID: string) => string | undefined {
  const exact = new Map(seasons.map((s) => [`${String(s.year)}:${s.teamID}`, s.lgID]));
  return (year, teamID) => exact.get(`${String(year)}:${teamID}`);
}
