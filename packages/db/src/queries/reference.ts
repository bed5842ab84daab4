// Sports, levels of play and leagues (/api/meta/sports/, levels/, leagues/): the values of the
// sport__slug and level__slug filters, each with its slug.
import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { leagues, levels, sports } from "../schema/index";
import { byKey, orderBy, toPage, totalCount, type DetailKey, type OrderBy, type Page, type PageRequest, type Selected } from "./common";

const sportsFrom = (db: Database) =>
  db.select({ total: totalCount, name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation }).from(sports);
const levelsFrom = (db: Database) => db.select({ total: totalCount, name: levels.name, slug: levels.slug }).from(levels);

function leaguesFrom(db: Database) {
  return db
    .select({
      total: totalCount,
      name: leagues.name,
      slug: leagues.slug,
      abbreviation: leagues.abbreviation,
      sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
      level: { name: levels.name, slug: levels.slug },
      founded_year: leagues.foundedYear,
    })
    .from(leagues)
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id));
}

export type SportRow = Selected<typeof sportsFrom>;
export type LevelRow = Selected<typeof levelsFrom>;
export type LeagueRow = Selected<typeof leaguesFrom>;

export async function listSports(db: Database, page: PageRequest, ordering: readonly OrderBy[]): Promise<Page<SportRow>> {
  return toPage(
    await sportsFrom(db)
      .orderBy(...orderBy(ordering, { name: sports.name, slug: sports.slug }, [sports.name, sports.id]))
      .limit(page.limit)
      .offset(page.offset),
  );
}

export async function getSport(db: Database, key: DetailKey): Promise<SportRow | undefined> {
  return toPage(await sportsFrom(db).where(byKey(key, sports.id, sports.slug))).results[0];
}

export async function listLevels(db: Database, page: PageRequest, ordering: readonly OrderBy[]): Promise<Page<LevelRow>> {
  return toPage(
    await levelsFrom(db)
      .orderBy(...orderBy(ordering, { name: levels.name, slug: levels.slug }, [levels.name, levels.id]))
      .limit(page.limit)
      .offset(page.offset),
  );
}

export async function getLevel(db: Database, key: DetailKey): Promise<LevelRow | undefined> {
  return toPage(await levelsFrom(db).where(byKey(key, levels.id, levels.slug))).results[0];
}

export interface LeagueFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
}

export async function listLeagues(
  db: Database,
  filters: LeagueFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<LeagueRow>> {
  const where: SQL | undefined = and(
    filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
    filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
  );
  const order = orderBy(ordering, { name: leagues.name, slug: leagues.slug }, [leagues.name, leagues.id]);
  return toPage(
    await leaguesFrom(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
  );
}

export async function getLeague(db: Database, key: DetailKey): Promise<LeagueRow | undefined> {
  return toPage(await leaguesFrom(db).where(byKey(key, leagues.id, leagues.slug))).results[0];
}
