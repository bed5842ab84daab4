// Hockey Databank franchises, seasons and Stanley Cup winners. Franchises map to our
// curated teams through keys.hockeyDatabank (franchID); curated facts are never overwritten.
// An NHL franchise we have no facts for becomes a team of its own ("hockey-databank:<franchID>").
import { championships, champions, seasons, teamNames, teams } from "@tl/db/schema";
import { eq, inArray } from "drizzle-orm";
import { TEAMS } from "../curated/teams/index";
import type { TeamFacts } from "../curated/types";
import type { CsvRow } from "../datasets/csv";
import { seasonEndYear, seasonName } from "../shared/seasons";
import { slugify } from "../shared/slug";
import { firstKnownSeason, teamNameIn } from "../shared/team-names";
import { excludedColumns } from "../shared/upsert";
import { splitTeamName, type Databank } from "./hockey-databank-data";
import type { Transaction } from "./types";

export const SOURCE_PREFIX = "hockey-databank:";

const NHL_FACTS = TEAMS.filter((team) => team.league === "nhl");
const CURATED = new Map(NHL_FACTS.flatMap((team) => (team.keys?.hockeyDatabank ? [[team.keys.hockeyDatabank, team] as const] : [])));
const KNOWN_CITIES = [...new Set(NHL_FACTS.flatMap((team) => [team.city, ...(team.history ?? []).map((entry) => entry.city)]))];

export interface Teams {
  /** `${year}/${tmID}` → franchID, every league (SeriesPost names non-NHL opponents). */
  franchiseOf: Map<string, string>;
  /** franchID → our team id. */
  ids: Map<string, number>;
  /** franchID → curated facts, for franchises we have facts for. */
  curated: Map<string, TeamFacts>;
  /** Curated franchises whose team is not in the database (a partial seed). */
  missing: Set<string>;
}

export const teamIdOf = (t: Teams, year: string | undefined, tmID: string | undefined) =>
  t.ids.get(t.franchiseOf.get(`${year ?? ""}/${tmID ?? ""}`) ?? "");

/** Why a row's team cannot be loaded. */
export function unmappedReason(t: Teams, year: string | undefined, tmID: string | undefined): string {
  const franchID = t.franchiseOf.get(`${year ?? ""}/${tmID ?? ""}`);
  if (franchID === undefined) return `team ${tmID ?? "?"} not in Teams.csv for ${year ?? "?"}`;
  if (t.missing.has(franchID)) return `franchise ${franchID} is in our curated facts but not in the database`;
  return `franchise ${franchID} has no team (not an NHL franchise and not in our curated facts)`;
}

/**
 * The city, name and abbreviation of a Teams.csv row's franchise that season: our curated
 * names from the first season they cover, else the Databank's `name` (the Hamilton Tigers of
 * 1920-25, filed under the Americans' franchise) and tmID.
 */
export function nameInSeason(t: Teams, row: CsvRow): { city: string; name: string; abbreviation: string | null } {
  const facts = t.curated.get(row.franchID ?? "");
  const year = Number(row.year);
  if (facts && year >= firstKnownSeason(facts)) return { ...teamNameIn(facts, year), abbreviation: facts.abbreviation };
  return { ...splitTeamName(row.name ?? "", KNOWN_CITIES), abbreviation: row.tmID ?? null };
}

interface NameRun {
  firstYear: number;
  lastYear: number | null;
  city: string;
  name: string;
  abbreviation: string;
}

/** Maps every franchise, creating (or updating) the NHL franchises we have no facts for. */
export async function writeFranchises(tx: Transaction, data: Databank, leagueId: number): Promise<Teams> {
  const franchiseOf = new Map(data.teams.map((row) => [`${row.year ?? ""}/${row.tmID ?? ""}`, row.franchID ?? ""]));
  const curatedIds = new Map(
    (
      await tx
        .select({ id: teams.id, slug: teams.slug })
        .from(teams)
        .where(
          inArray(
            teams.slug,
            [...CURATED.values()].map((team) => team.slug),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  );
  const ids = new Map<string, number>();
  const missing = new Set<string>();
  for (const [franchID, team] of CURATED) {
    const id = curatedIds.get(team.slug);
    if (id === undefined) missing.add(franchID);
    else ids.set(franchID, id);
  }

  // NHL franchises with no curated facts: city and name from Teams.csv, runs of the same name.
  const nhlFranchises = new Set(data.teams.filter((row) => row.lgID === "NHL").map((row) => row.franchID ?? ""));
  const created = [...nhlFranchises]
    .filter((franchID) => franchID !== "" && !CURATED.has(franchID))
    .sort()
    .map((franchID) => {
      const rows = data.teams.filter((row) => row.franchID === franchID).sort((a, b) => Number(a.year) - Number(b.year));
      const runs: NameRun[] = [];
      for (const row of rows) {
        const year = Number(row.year);
        const last = runs.at(-1);
        const { city, name } = splitTeamName(row.name ?? "", KNOWN_CITIES);
        if (last?.city === city && last.name === name) {
          last.lastYear = year;
          last.abbreviation = row.tmID ?? last.abbreviation;
        } else runs.push({ firstYear: year, lastYear: year, city, name, abbreviation: row.tmID ?? franchID });
      }
      // As in the seed, the last name has no end year: it is the franchise's (final) name.
      const latest = runs.at(-1) ?? { firstYear: 0, lastYear: null, city: franchID, name: franchID, abbreviation: franchID };
      latest.lastYear = null;
      return { franchID, runs, latest, foundedYear: runs[0]?.firstYear ?? null };
    });
  if (created.length === 0) return { franchiseOf, ids, curated: CURATED, missing };

  const taken = new Map(
    (await tx.select({ slug: teams.slug, sourceKey: teams.sourceKey }).from(teams)).map((row) => [row.slug, row.sourceKey]),
  );
  const rows = created.map(({ franchID, latest, foundedYear }) => {
    const sourceKey = `${SOURCE_PREFIX}${franchID}`;
    const plain = slugify(`${latest.city} ${latest.name}`, "split");
    const slug = taken.has(plain) && taken.get(plain) !== sourceKey ? `${plain}-${slugify(franchID, "split")}` : plain;
    return {
      slug,
      leagueId,
      city: latest.city,
      name: latest.name,
      abbreviation: latest.abbreviation,
      shortName: latest.name,
      foundedYear,
      isActive: false,
      sourceKey,
    };
  });
  const written = await tx
    .insert(teams)
    .values(rows)
    .onConflictDoUpdate({
      target: teams.sourceKey,
      set: excludedColumns(["slug", "city", "name", "abbreviation", "shortName", "foundedYear", "isActive"]),
    })
    .returning({ id: teams.id, sourceKey: teams.sourceKey });
  for (const row of written) ids.set((row.sourceKey ?? "").slice(SOURCE_PREFIX.length), row.id);

  // Name history: rewritten only when it differs, so a re-import changes nothing.
  const wanted = created.flatMap(({ franchID, runs }) => runs.map((run) => ({ teamId: ids.get(franchID) ?? 0, ...run })));
  const key = (row: {
    teamId: number;
    firstYear: number;
    lastYear: number | null;
    city: string;
    name: string;
    abbreviation: string | null;
  }) => [row.teamId, row.firstYear, row.lastYear, row.city, row.name, row.abbreviation].join("|");
  const teamIds = written.map((row) => row.id);
  const existing = await tx.select().from(teamNames).where(inArray(teamNames.teamId, teamIds));
  const same = existing.length === wanted.length && existing.map(key).sort().join("\n") === wanted.map(key).sort().join("\n");
  if (!same) {
    await tx.delete(teamNames).where(inArray(teamNames.teamId, teamIds));
    await tx.insert(teamNames).values(wanted);
  }
  return { franchiseOf, ids, curated: CURATED, missing };
}

/** Ensures one NHL season per year of the Databank's NHL seasons; returns start year → id. */
export async function ensureSeasons(tx: Transaction, data: Databank, leagueId: number): Promise<Map<number, number>> {
  const years = data.teams.filter((row) => row.lgID === "NHL").map((row) => Number(row.year));
  const [first, last] = [Math.min(...years), Math.max(...years)];
  await tx
    .insert(seasons)
    .values(
      Array.from({ length: last - first + 1 }, (_, i) => first + i).map((year) => ({
        leagueId,
        startYear: year,
        endYear: seasonEndYear("nhl", year),
        name: seasonName("nhl", year),
      })),
    )
    .onConflictDoNothing();
  return new Map(
    (await tx.select({ id: seasons.id, year: seasons.startYear }).from(seasons).where(eq(seasons.leagueId, leagueId))).map((row) => [
      row.year,
      row.id,
    ]),
  );
}

/**
 * Stanley Cup winners by season: our curated champions win (they correct the Databank's
 * swapped 1919-20 final and leave 1918-19, abandoned, without a champion); for a season
 * they lack, the SeriesPost "SCF" winner (but not the "ND", no-decision, row).
 */
export async function cupWinners(tx: Transaction, data: Databank, t: Teams): Promise<Map<number, number | null>> {
  const curated = await tx
    .select({ year: seasons.startYear, teamId: champions.teamId })
    .from(champions)
    .innerJoin(championships, eq(champions.championshipId, championships.id))
    .innerJoin(seasons, eq(champions.seasonId, seasons.id))
    .where(eq(championships.slug, "stanley-cup-final"));
  const winners = new Map<number, number | null>(curated.map((row) => [row.year, row.teamId]));
  for (const row of data.series) {
    const year = Number(row.year);
    if (row.round !== "SCF" || row.note === "ND" || winners.has(year)) continue;
    winners.set(year, teamIdOf(t, row.year, row.tmIDWinner) ?? null);
  }
  return winners;
}
