// People.csv → people rows with deterministic slugs, and the career aggregates of players
// (Batting, Pitching, Appearances, AllstarFull) and managers (Managers.csv), all in memory.
import type { CareerStats } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { slugify } from "../shared/slug";
import { dateOf, heightText, int, intOrNull, placeOf, POSITIONS } from "./lahman-util";

export interface PersonRow {
  slug: string;
  firstName: string | null;
  lastName: string;
  fullName: string;
  birthDate: string | null;
  birthPlace: string | null;
  deathDate: string | null;
  height: string | null;
  weight: number | null;
  sourceKey: string;
}

/**
 * People rows, slugged "first-last"; of people sharing a name the earliest debut (then
 * playerID) keeps the plain slug and the rest get "-<playerID>", as does anyone whose slug
 * another person already holds (`owners`: slug → that row's sourceKey).
 */
export function personRows(rows: CsvRow[], owners: Map<string, string | null>): PersonRow[] {
  const people = rows.map((row) => {
    const first = row.nameFirst?.trim() || null;
    const last = row.nameLast?.trim() ?? "";
    return {
      row,
      person: {
        slug: slugify([first, last].filter(Boolean).join(" ")),
        firstName: first,
        lastName: last,
        fullName: [first, last].filter(Boolean).join(" "),
        birthDate: dateOf(row.birthYear, row.birthMonth, row.birthDay),
        birthPlace: placeOf(row.birthCity, row.birthState, row.birthCountry),
        deathDate: dateOf(row.deathYear, row.deathMonth, row.deathDay),
        height: heightText(row.height),
        weight: intOrNull(row.weight),
        sourceKey: `lahman:${row.playerID ?? ""}`,
      },
    };
  });
  const debut = (row: CsvRow) => row.debut || "9999";
  people.sort((a, b) => debut(a.row).localeCompare(debut(b.row)) || (a.row.playerID ?? "").localeCompare(b.row.playerID ?? ""));
  const used = new Set<string>();
  return people.map(({ row, person }) => {
    const holder = owners.get(person.slug);
    const taken = used.has(person.slug) || (holder !== undefined && holder !== person.sourceKey);
    const slug = taken ? `${person.slug}-${(row.playerID ?? "").toLowerCase()}` : person.slug;
    used.add(slug);
    return { ...person, slug };
  });
}

interface Stint {
  year: number;
  stint: number;
  teamID: string;
}

export interface Career {
  playerID: string;
  batting?: Record<string, number>;
  pitching?: Record<string, number>;
  positions: Map<string, number>;
  years: Set<number>;
  /** "year:teamID" of every team-season played. */
  teamSeasons: Set<string>;
  last?: Stint;
  allStarYears: Set<number>;
}

const BATTING = [
  ["games", "G"],
  ["at_bats", "AB"],
  ["runs", "R"],
  ["hits", "H"],
  ["doubles", "2B"],
  ["triples", "3B"],
  ["home_runs", "HR"],
  ["rbi", "RBI"],
  ["stolen_bases", "SB"],
  ["walks", "BB"],
  ["strikeouts", "SO"],
] as const;
const PITCHING = [
  ["wins", "W"],
  ["losses", "L"],
  ["saves", "SV"],
  ["outs", "IPouts"],
  ["earned_runs", "ER"],
  ["pitching_strikeouts", "SO"],
] as const;

export class Careers {
  readonly byPlayer = new Map<string, Career>();

  private career(playerID: string): Career {
    let career = this.byPlayer.get(playerID);
    if (!career) {
      career = { playerID, positions: new Map(), years: new Set(), teamSeasons: new Set(), allStarYears: new Set() };
      this.byPlayer.set(playerID, career);
    }
    return career;
  }

  private played(career: Career, row: CsvRow, stint: number) {
    const year = int(row.yearID);
    const teamID = row.teamID ?? "";
    career.years.add(year);
    career.teamSeasons.add(`${String(year)}:${teamID}`);
    if (!career.last || year > career.last.year || (year === career.last.year && stint > career.last.stint)) career.last = { year, stint, teamID };
  }

  private add(totals: Record<string, number>, row: CsvRow, columns: readonly (readonly [string, string])[]) {
    for (const [key, column] of columns) totals[key] = (totals[key] ?? 0) + int(row[column]);
  }

  batting(row: CsvRow) {
    const career = this.career(row.playerID ?? "");
    career.batting ??= {};
    this.add(career.batting, row, BATTING);
    this.played(career, row, int(row.stint));
  }

  pitching(row: CsvRow) {
    const career = this.career(row.playerID ?? "");
    career.pitching ??= {};
    this.add(career.pitching, row, PITCHING);
    this.played(career, row, int(row.stint));
  }

  /** Appearances has no stint: it decides the last team only for players with no other row that season. */
  appearances(row: CsvRow) {
    const career = this.career(row.playerID ?? "");
    for (const [column] of POSITIONS) career.positions.set(column, (career.positions.get(column) ?? 0) + int(row[column]));
    this.played(career, row, 0);
  }

  /** False when the person has no Batting, Pitching or Appearances row. */
  allStar(row: CsvRow): boolean {
    const career = this.byPlayer.get(row.playerID ?? "");
    if (!career) return false;
    career.allStarYears.add(int(row.yearID));
    return true;
  }
}

/** The position with the most games (ties: the earlier, more specific one in POSITIONS). */
export function positionOf(career: Career): string | null {
  let best: string | null = null;
  let most = 0;
  for (const [column, name] of POSITIONS) {
    const games = career.positions.get(column) ?? 0;
    if (games > most) [best, most] = [name, games];
  }
  return best;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Career totals: batting, and pitching for anyone who pitched — first for pitchers. */
export function careerStats(career: Career, pitcher: boolean): CareerStats {
  const batting: CareerStats = {};
  if (career.batting) {
    for (const [key] of BATTING) batting[key] = career.batting[key] ?? 0;
    const atBats = career.batting.at_bats ?? 0;
    if (atBats > 0) batting.batting_average = round((career.batting.hits ?? 0) / atBats, 3);
  }
  const pitching: CareerStats = {};
  if (career.pitching) {
    const p = career.pitching;
    const outs = p.outs ?? 0;
    pitching.wins = p.wins ?? 0;
    pitching.losses = p.losses ?? 0;
    if (outs > 0) pitching.era = round((9 * (p.earned_runs ?? 0)) / (outs / 3), 2);
    pitching.pitching_strikeouts = p.pitching_strikeouts ?? 0;
    pitching.saves = p.saves ?? 0;
    // Baseball's notation: 1221.1 is 1221⅓ innings.
    pitching.innings_pitched = Math.floor(outs / 3) + (outs % 3) / 10;
  }
  return pitcher ? { ...pitching, ...batting } : { ...batting, ...pitching };
}

export interface ManagerSeason {
  playerID: string;
  year: number;
  inseason: number;
  franchID: string;
  games: number;
  wins: number;
  losses: number;
}

export interface CoachCareer {
  playerID: string;
  wins: number;
  losses: number;
  years: number;
  lastFranchID: string;
  yearsWithLast: number;
  lastYear: number;
  /** Franchises managed before, oldest first, without the last one. */
  previous: string[];
  championships: number;
}

/**
 * Managers' careers. A World Series title counts for the manager who managed the most of
 * that season's games for the winning team (the earlier one on a tie).
 */
export function coachCareers(seasons: ManagerSeason[], champions: Set<string>): CoachCareer[] {
  const credited = new Map<string, ManagerSeason>();
  for (const s of seasons) {
    const key = `${String(s.year)}:${s.franchID}`;
    if (!champions.has(key)) continue;
    const held = credited.get(key);
    if (!held || s.games > held.games || (s.games === held.games && s.inseason < held.inseason)) credited.set(key, s);
  }
  const byManager = new Map<string, ManagerSeason[]>();
  for (const s of seasons) byManager.set(s.playerID, [...(byManager.get(s.playerID) ?? []), s]);
  return [...byManager.entries()].map(([playerID, list]) => {
    const ordered = [...list].sort((a, b) => a.year - b.year || a.inseason - b.inseason);
    const last = ordered.at(-1) ?? ordered[0];
    const lastFranchID = last?.franchID ?? "";
    return {
      playerID,
      wins: list.reduce((sum, s) => sum + s.wins, 0),
      losses: list.reduce((sum, s) => sum + s.losses, 0),
      years: new Set(list.map((s) => s.year)).size,
      lastFranchID,
      lastYear: last?.year ?? 0,
      yearsWithLast: new Set(list.filter((s) => s.franchID === lastFranchID).map((s) => s.year)).size,
      previous: [...new Set(ordered.map((s) => s.franchID))].filter((f) => f !== lastFranchID),
      championships: list.filter((s) => credited.get(`${String(s.year)}:${s.franchID}`) === s).length,
    };
  });
}
