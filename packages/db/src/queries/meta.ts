// Provenance and coverage (/api/meta/…): every data source with its licence and load counts,
// per league what the database holds, and the data's version. Counts are computed, so they never
// drift from the data.
import type { DataVersion } from "@tl/contract/meta";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import {
  champions,
  championships,
  coaches,
  dataSources,
  dataVersion,
  games,
  leagues,
  levels,
  players,
  seasons,
  sports,
  teams,
} from "../schema/index";
import { byKey, orderBy, toPage, totalCount, type DetailKey, type OrderBy, type Page, type PageRequest } from "./common";

function sourcesFrom(db: Database) {
  return db
    .select({
      total: totalCount,
      slug: dataSources.slug,
      name: dataSources.name,
      url: dataSources.url,
      licence: dataSources.licence,
      licence_url: dataSources.licenceUrl,
      attribution: dataSources.attribution,
      coverage: dataSources.coverage,
      rows_loaded: dataSources.rowsLoaded,
      rows_rejected: dataSources.rowsRejected,
      imported_at: dataSources.importedAt,
      notes: dataSources.notes,
    })
    .from(dataSources);
}

type SourceSelection = Awaited<ReturnType<ReturnType<typeof sourcesFrom>["execute"]>>[number];

function toSource({ total: _total, coverage, imported_at, ...row }: SourceSelection) {
  return {
    ...row,
    coverage: coverage.map(({ league, firstYear, lastYear }) => ({ league, first_year: firstYear, last_year: lastYear })),
    imported_at: imported_at?.toISOString() ?? null,
  };
}

export type SourceRow = ReturnType<typeof toSource>;

export async function listSources(db: Database, page: PageRequest, ordering: readonly OrderBy[]): Promise<Page<SourceRow>> {
  const rows = await sourcesFrom(db)
    .orderBy(...orderBy(ordering, { name: dataSources.name, imported_at: dataSources.importedAt }, [dataSources.name, dataSources.id]))
    .limit(page.limit)
    .offset(page.offset);
  return { count: toPage(rows).count, results: rows.map(toSource) };
}

/** One source by its slug. */
export async function getSource(db: Database, key: DetailKey): Promise<SourceRow | undefined> {
  const [row] = await sourcesFrom(db)
    .where(byKey(key, dataSources.id, dataSources.slug))
    .limit(1);
  return row && toSource(row);
}

export interface CoverageFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
}

const countIn = (table: typeof teams | typeof games | typeof players | typeof coaches) =>
  sql<number>`(select count(*) from ${table} where ${table.leagueId} = ${leagues.id})`.mapWith(Number);

const counts = {
  first_season: sql<number | null>`(select min(${seasons.startYear}) from ${seasons} where ${seasons.leagueId} = ${leagues.id})`,
  last_season: sql<number | null>`(select max(${seasons.startYear}) from ${seasons} where ${seasons.leagueId} = ${leagues.id})`,
  /** Titles awarded: a season with no champion (1994 World Series) has a row but no team; a vacated title is not counted. */
  champions:
    sql<number>`(select count(*) from ${champions} join ${championships} on ${championships.id} = ${champions.championshipId} where ${championships.leagueId} = ${leagues.id} and ${champions.teamName} is not null and not ${champions.vacated})`.mapWith(
      Number,
    ),
  teams: countIn(teams),
  games: countIn(games),
  players: countIn(players),
  coaches: countIn(coaches),
};

export type CoverageRow = Omit<Awaited<ReturnType<ReturnType<typeof coverageFrom>["execute"]>>[number], "total">;

function coverageFrom(db: Database) {
  return db
    .select({
      total: totalCount,
      league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
      sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
      level: { name: levels.name, slug: levels.slug },
      ...counts,
    })
    .from(leagues)
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id));
}

/** A league we hold nothing of (no season, no team: a Negro League before its import) is not listed. */
const held = sql`(exists (select 1 from ${seasons} where ${seasons.leagueId} = ${leagues.id}) or exists (select 1 from ${teams} where ${teams.leagueId} = ${leagues.id}))`;

function coverageWhere(filters: CoverageFilters): SQL | undefined {
  return and(
    held,
    filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
    filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
  );
}

/** Default order: by sport, then professional before college (level id order), then league. */
export async function listCoverage(
  db: Database,
  filters: CoverageFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<CoverageRow>> {
  const rows = await coverageFrom(db)
    .where(coverageWhere(filters))
    .orderBy(...orderBy(ordering, { league: leagues.name, ...counts }, [sports.name, levels.id, leagues.name]), asc(leagues.id))
    .limit(page.limit)
    .offset(page.offset);
  return toPage(rows);
}

/** The data's version (issue #18): what a prerendered page checks before it fetches its answers again. */
export async function getDataVersion(db: Database): Promise<DataVersion> {
  const [row] = await db
    .select({ version: dataVersion.version, changedAt: dataVersion.changedAt })
    .from(dataVersion)
    .where(eq(dataVersion.id, 1));
  return { version: row?.version ?? 0, changed_at: row?.changedAt.toISOString() ?? null };
}
