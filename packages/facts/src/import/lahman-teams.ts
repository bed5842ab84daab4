// Lahman franchises: which of our teams each franchID is (curated facts via keys.lahman, else a
// team of its own keyed "lahman:<franchID>") and the names it played under (lahman-team-names.ts).
// A club that played in several leagues (Negro League clubs moved between them) is one team, of
// the league of its last season; each season's standings row still sits in that season's league.
import { teams } from "@tl/db/schema";
import { inArray } from "drizzle-orm";
import { TEAMS } from "../curated/teams/index";
import type { TeamFacts } from "../curated/types";
import type { CsvRow } from "../datasets/csv";
import { slugify } from "../shared/slug";
import { teamNameIn } from "../shared/team-names";
import { excludedColumns } from "../shared/upsert";
import { leagueSlugOf } from "./lahman-leagues";
import { nameInRuns, nameRuns, writeNameRuns } from "./lahman-team-names";
import type { TeamSeason } from "./lahman-team-seasons";
import { LEAGUE_NAMES, splitTeamName } from "./lahman-util";
import type { Transaction } from "./types";

/** Our team for a franchise: its id, the name it played under each season, its display name. */
export interface FranchiseTeam {
  id: number;
  abbreviation: string;
  displayName: string;
  nameIn(year: number): { city: string; name: string };
}

/** Our curated MLB teams by franchID, as stored by the seed (which must have run). */
async function curatedFranchises(tx: Transaction): Promise<Map<string, FranchiseTeam>> {
  const curated = new Map<string, TeamFacts>();
  for (const team of TEAMS) if (team.league === "mlb" && team.keys?.lahman) curated.set(team.keys.lahman, team);
  const curatedIds = new Map(
    (
      await tx
        .select({ id: teams.id, slug: teams.slug })
        .from(teams)
        .where(
          inArray(
            teams.slug,
            [...curated.values()].map((t) => t.slug),
          ),
        )
    ).map((r) => [r.slug, r.id]),
  );
  const result = new Map<string, FranchiseTeam>();
  for (const [franchID, team] of curated) {
    const id = curatedIds.get(team.slug);
    if (id === undefined) throw new Error(`the curated MLB team '${team.slug}' is not in the database; seed it before importing Lahman`);
    result.set(franchID, {
      id,
      abbreviation: team.abbreviation,
      displayName: `${team.city} ${team.name}`,
      nameIn: (year) => teamNameIn(team, year),
    });
  }
  return result;
}

/**
 * Creates (or updates) a team for every franchise our curated facts do not have, with its
 * name history, and returns our team for every franchID. Curated teams are never written.
 */
export async function writeTeams(
  tx: Transaction,
  leagueIds: Map<string, number>,
  franchises: CsvRow[],
  seasons: TeamSeason[],
  cities: Set<string>,
): Promise<Map<string, FranchiseTeam>> {
  const result = await curatedFranchises(tx);

  const byFranchise = new Map<string, TeamSeason[]>();
  for (const s of [...seasons].sort((a, b) => a.year - b.year)) byFranchise.set(s.franchID, [...(byFranchise.get(s.franchID) ?? []), s]);
  const franchName = new Map(franchises.map((row) => [row.franchID ?? "", row.franchName ?? ""]));
  // Earliest franchise first, so the oldest club of a shared name keeps the plain slug.
  const imported = [...byFranchise.entries()]
    .filter(([franchID]) => !result.has(franchID))
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
        leagueId: leagueIds.get(leagueSlugOf(latest?.lgID ?? "")) ?? 0,
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
      set: excludedColumns([
        "slug",
        "leagueId",
        "city",
        "name",
        "abbreviation",
        "shortName",
        "conference",
        "division",
        "stadium",
        "foundedYear",
        "isActive",
      ] as const),
    })
    .returning({ id: teams.id, sourceKey: teams.sourceKey });
  const ids = new Map(written.map((r) => [r.sourceKey, r.id]));
  const idOf = (row: (typeof rows)[number]) => ids.get(row.team.sourceKey) ?? 0;
  await writeNameRuns(
    tx,
    rows.map((row) => ({ teamId: idOf(row), abbreviation: row.franchID, runs: row.runs })),
  );
  for (const row of rows) {
    result.set(row.franchID, {
      id: idOf(row),
      abbreviation: row.franchID,
      displayName: [row.team.city, row.team.name].filter(Boolean).join(" "),
      nameIn: (year) => nameInRuns(row.runs, year, row.team),
    });
  }
  return result;
}
