// Lahman franchises and team-seasons: which of our teams each franchID is (curated facts via
// keys.lahman, else a team of its own keyed "lahman:<franchID>"), the names it played under,
// and the standings rows derived from Teams.csv.
import { teamNames, teams } from "@tl/db/schema";
import { eq, inArray } from "drizzle-orm";
import { TEAMS } from "../curated/teams/index";
import type { TeamFacts } from "../curated/types";
import type { CsvRow } from "../datasets/csv";
import { slugify } from "../shared/slug";
import { teamNameIn } from "../shared/team-names";
import { excludedColumns } from "../shared/upsert";
import { DIVISION_NAMES, int, intOrNull, LEAGUE_NAMES, splitTeamName } from "./lahman-util";
import type { Transaction } from "./types";

/** Cities Parks.csv lacks: the Resolutes' park is listed under Waverly, the 1884 St. Paul club has no park. */
const CITIES_NOT_IN_PARKS = ["Elizabeth", "St. Paul"];

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

/** Known city names: Parks.csv, our curated MLB cities (current and past) and CITIES_NOT_IN_PARKS. */
export function knownCities(parks: CsvRow[]): Set<string> {
  const cities = new Set([...parks.map((row) => row.city ?? ""), ...CITIES_NOT_IN_PARKS]);
  for (const team of TEAMS.filter((t) => t.league === "mlb")) for (const entry of [team, ...(team.history ?? [])]) cities.add(entry.city);
  cities.delete("");
  return cities;
}

/** Our team for a franchise: its id, the name it played under each season, its display name. */
export interface FranchiseTeam {
  id: number;
  abbreviation: string;
  displayName: string;
  nameIn(year: number): { city: string; name: string };
}

interface NameRun {
  firstYear: number;
  lastYear: number;
  city: string;
  name: string;
}

/** Runs of consecutive seasons under one Teams.csv name. */
function nameRuns(seasons: TeamSeason[], split: (name: string) => { city: string; name: string }): NameRun[] {
  const runs: (NameRun & { full: string })[] = [];
  for (const s of seasons) {
    const last = runs.at(-1);
    if (last?.full === s.name && last.lastYear === s.year - 1) last.lastYear = s.year;
    else runs.push({ firstYear: s.year, lastYear: s.year, full: s.name, ...split(s.name) });
  }
  return runs.map(({ full: _full, ...run }) => run);
}

/**
 * Creates (or updates) a team for every franchise our curated facts do not have, with its
 * name history, and returns our team for every franchID. Curated teams are never written.
 */
export async function writeTeams(
  tx: Transaction,
  leagueId: number,
  franchises: CsvRow[],
  seasons: TeamSeason[],
  cities: Set<string>,
): Promise<Map<string, FranchiseTeam>> {
  const curated = new Map<string, TeamFacts>();
  for (const team of TEAMS) if (team.league === "mlb" && team.keys?.lahman) curated.set(team.keys.lahman, team);
  const curatedIds = new Map(
    (await tx.select({ id: teams.id, slug: teams.slug }).from(teams).where(inArray(teams.slug, [...curated.values()].map((t) => t.slug)))).map((r) => [r.slug, r.id]),
  );
  const result = new Map<string, FranchiseTeam>();
  for (const [franchID, team] of curated) {
    const id = curatedIds.get(team.slug);
    if (id === undefined) throw new Error(`the curated MLB team '${team.slug}' is not in the database; seed it before importing Lahman`);
    result.set(franchID, { id, abbreviation: team.abbreviation, displayName: `${team.city} ${team.name}`, nameIn: (year) => teamNameIn(team, year) });
  }

  const byFranchise = new Map<string, TeamSeason[]>();
  for (const s of [...seasons].sort((a, b) => a.year - b.year)) byFranchise.set(s.franchID, [...(byFranchise.get(s.franchID) ?? []), s]);
  const franchName = new Map(franchises.map((row) => [row.franchID ?? "", row.franchName ?? ""]));
  // Earliest franchise first, so the oldest club of a shared name keeps the plain slug.
  const imported = [...byFranchise.entries()]
    .filter(([franchID]) => !curated.has(franchID))
    .sort(([a, sa], [b, sb]) => (sa[0]?.year ?? 0) - (sb[0]?.year ?? 0) || a.localeCompare(b));

  const owners = new Map((await tx.select({ slug: teams.slug, sourceKey: teams.sourceKey }).from(teams)).map((r) => [r.slug, r.sourceKey]));
  const split = (name: string) => splitTeamName(name, cities) ?? { city: "", name };
  const rows = imported.map(([franchID, list]) => {
    const sourceKey = `lahman:${franchID}`;
    const base = slugify(franchName.get(franchID) || franchID);
    const taken = owners.has(base) && owners.get(base) !== sourceKey;
    const slug = taken ? `${base}-${franchID.toLowerCase()}` : base;
    owners.set(slug, sourceKey);
    const latest = list.at(-1);
    const fallback = franchName.get(franchID) ?? franchID;
    const current = splitTeamName(latest?.name ?? "", cities) ?? splitTeamName(fallback, cities) ?? { city: "", name: fallback };
    return {
      team: {
        slug,
        leagueId,
        city: current.city,
        name: current.name,
        abbreviation: franchID,
        shortName: current.name,
        conference: LEAGUE_NAMES[latest?.lgID ?? ""] ?? null,
        division: null,
        stadium: latest?.park || null,
        foundedYear: list[0]?.year ?? null,
        isActive: false,
        sourceKey,
      },
      runs: nameRuns(list, split),
      franchID,
    };
  });
  if (rows.length === 0) return result;

  const written = await tx
    .insert(teams)
    .values(rows.map((row) => row.team))
    .onConflictDoUpdate({
      target: teams.sourceKey,
      set: excludedColumns(["slug", "city", "name", "abbreviation", "shortName", "conference", "division", "stadium", "foundedYear", "isActive"] as const),
    })
    .returning({ id: teams.id, sourceKey: teams.sourceKey });
  const ids = new Map(written.map((r) => [r.sourceKey, r.id]));

  const existing = await tx
    .select({ teamId: teamNames.teamId, firstYear: teamNames.firstYear, lastYear: teamNames.lastYear, city: teamNames.city, name: teamNames.name })
    .from(teamNames)
    .where(inArray(teamNames.teamId, [...ids.values()]));
  const key = (r: { firstYear: number; lastYear: number | null; city: string; name: string }) => `${String(r.firstYear)}|${String(r.lastYear)}|${r.city}|${r.name}`;
  for (const row of rows) {
    const id = ids.get(row.team.sourceKey) ?? 0;
    const have = existing.filter((r) => r.teamId === id).map(key).sort().join("\n");
    const want = row.runs.map(key).sort().join("\n");
    if (have !== want) {
      await tx.delete(teamNames).where(eq(teamNames.teamId, id));
      await tx.insert(teamNames).values(row.runs.map((run) => ({ ...run, teamId: id, abbreviation: row.franchID })));
    }
    const runs = row.runs;
    result.set(row.franchID, {
      id,
      abbreviation: row.franchID,
      displayName: [row.team.city, row.team.name].filter(Boolean).join(" "),
      nameIn: (year) => {
        const run = runs.find((r) => year >= r.firstYear && year <= r.lastYear) ?? runs.at(-1);
        return { city: run?.city ?? row.team.city, name: run?.name ?? row.team.name };
      },
    });
  }
  return result;
}

/** One standings row per Teams.csv row; games behind within (season, league, division). */
export function standingRows(seasons: TeamSeason[], teamOf: Map<string, FranchiseTeam>, seasonIds: Map<number, number>) {
  const groups = new Map<string, TeamSeason[]>();
  for (const s of seasons) {
    const key = `${String(s.year)}:${s.lgID}:${s.divID}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const pct = (s: TeamSeason) => (s.wins + s.losses > 0 ? s.wins / (s.wins + s.losses) : 0);
  const leaderOf = new Map<string, TeamSeason>();
  for (const [key, list] of groups) {
    const leader = list.reduce((best, s) => (pct(s) > pct(best) || (pct(s) === pct(best) && s.wins - s.losses > best.wins - best.losses) ? s : best));
    leaderOf.set(key, leader);
  }
  return seasons.flatMap((s) => {
    const team = teamOf.get(s.franchID);
    const seasonId = seasonIds.get(s.year);
    if (!team || seasonId === undefined) return [];
    const leader = leaderOf.get(`${String(s.year)}:${s.lgID}:${s.divID}`) ?? s;
    const name = team.nameIn(s.year);
    const division = DIVISION_NAMES[s.divID];
    return [
      {
        seasonId,
        teamId: team.id,
        teamCity: name.city,
        teamName: name.name,
        teamAbbreviation: team.abbreviation,
        rank: s.rank,
        wins: s.wins,
        losses: s.losses,
        ties: Math.max(0, s.games - s.wins - s.losses),
        winPercentage: s.wins + s.losses > 0 ? Math.round((s.wins / (s.wins + s.losses)) * 10_000) / 10_000 : null,
        gamesPlayed: s.games,
        gamesBehind: (leader.wins - s.wins + s.losses - leader.losses) / 2,
        division: division ? `${s.lgID} ${division}` : null,
        conference: LEAGUE_NAMES[s.lgID] ?? null,
        playoffPosition: s.wsWin ? ("champion" as const) : s.divWin || s.wcWin || s.lgWin ? ("playoffs" as const) : ("eliminated" as const),
      },
    ];
  });
}
