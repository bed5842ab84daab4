// Loads the curated facts into an empty database, in one transaction: reference data, every
// team with its name history, one season per league per year of its championship's history
// (the season in progress flagged active), every champion, single-game finals as games
// (finals.ts) and the MVPs and coaches the champions name as people (people.ts).
import { announceDataChange, type Database, type DatabaseHandle } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { and, count, eq, sql } from "drizzle-orm";
import { CHAMPIONS } from "../curated/champions/index";
import { CHAMPIONSHIPS } from "../curated/championships";
import { LEAGUES, LEVELS, SPORTS } from "../curated/reference";
import { CURATED_SOURCE } from "../curated/sources";
import { TEAMS } from "../curated/teams/index";
import type { ChampionFacts } from "../curated/types";
import { latestStartedSeason, seasonEndYear, seasonInProgress, seasonName } from "../shared/seasons";
import { teamNameIn, teamNameRows } from "../shared/team-names";
import { writeFinals, writeSeasonEnds, type Transaction } from "./finals";
import { peopleMissing, writePeople } from "./people";

export { gameScore } from "./finals";
export { seasonName } from "../shared/seasons";

function required<K, T>(map: Map<K, T>, key: K, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`curated data names an unknown ${what} '${String(key)}'`);
  return value;
}

export interface SeedOptions {
  /** The date that decides which season is in progress. */
  today?: Date;
  /**
   * Load only champions from this season on, and only the teams they name (all seasons are
   * still created). API tests use it to keep a small, stable slice of the curated facts.
   */
  championsSince?: number;
  /**
   * Create the people the champions name (default true). The API tests turn it off: their people
   * endpoints are tested over a fixture of their own.
   */
  people?: boolean;
  /**
   * The championships whose single-game finals become games (default: all). The API tests keep
   * to the Super Bowls, over which their game lists are written.
   */
  finals?: readonly string[];
}

export async function seed(db: Database, { today = new Date(), championsSince, people = true, finals }: SeedOptions = {}): Promise<void> {
  const champions = Object.fromEntries(
    Object.entries(CHAMPIONS).map(([slug, facts]) => [slug, championsSince === undefined ? facts : facts.filter((fact) => fact.season >= championsSince)]),
  );
  const named = new Set(Object.values(champions).flatMap((facts) => facts.flatMap((fact) => [fact.champion, fact.runnerUp])));
  const teams = championsSince === undefined ? TEAMS : TEAMS.filter((team) => named.has(team.slug));
  await db.transaction(async (tx) => {
    const sportIds = new Map((await tx.insert(schema.sports).values([...SPORTS]).returning()).map((row) => [row.slug, row.id]));
    const levelIds = new Map((await tx.insert(schema.levels).values([...LEVELS]).returning()).map((row) => [row.slug, row.id]));
    const leagueRows = await tx
      .insert(schema.leagues)
      .values(
        LEAGUES.map((league) => ({
          slug: league.slug,
          name: league.name,
          abbreviation: league.abbreviation,
          foundedYear: league.foundedYear,
          sportId: required(sportIds, league.sport, "sport"),
          levelId: required(levelIds, league.level, "level"),
        })),
      )
      .returning();
    const leagueIds = new Map(leagueRows.map((row) => [row.slug, row.id]));

    const championshipIds = new Map(
      (
        await tx
          .insert(schema.championships)
          .values(CHAMPIONSHIPS.map(({ league, firstSeason: _firstSeason, ...facts }) => ({ ...facts, leagueId: required(leagueIds, league, "league") })))
          .returning()
      ).map((row) => [row.slug, row.id]),
    );

    const teamRows = await tx
      .insert(schema.teams)
      .values(teams.map(({ league, history: _history, keys: _keys, ...facts }) => ({ ...facts, leagueId: required(leagueIds, league, "league") })))
      .returning();
    const teamIds = new Map(teamRows.map((row) => [row.slug, row.id]));
    const teamFacts = new Map(teams.map((team) => [team.slug, team]));
    await tx.insert(schema.teamNames).values(teams.flatMap((team) => teamNameRows(team).map((row) => ({ ...row, teamId: required(teamIds, team.slug, "team") }))));

    for (const championship of CHAMPIONSHIPS) {
      const leagueId = required(leagueIds, championship.league, "league");
      const facts = new Map((champions[championship.slug] ?? []).map((fact) => [fact.season, fact]));
      const inProgress = seasonInProgress(championship.league, today);
      const lastSeason = Math.max(latestStartedSeason(championship.league, today), ...facts.keys());
      const seasonRows = await tx
        .insert(schema.seasons)
        .values(
          Array.from({ length: lastSeason - championship.firstSeason + 1 }, (_, i) => championship.firstSeason + i).map((year) => ({
            leagueId,
            startYear: year,
            endYear: seasonEndYear(championship.league, year),
            name: seasonName(championship.league, year),
            isActive: year === inProgress,
          })),
        )
        .returning();
      const seasonIds = new Map(seasonRows.map((row) => [row.startYear, row.id]));
      const championshipId = required(championshipIds, championship.slug, "championship");

      const side = (slug: string | null, season: number) => {
        if (slug === null) return { id: null, city: null, name: null };
        const name = teamNameIn(required(teamFacts, slug, "team"), season);
        return { id: required(teamIds, slug, "team"), ...name };
      };
      const championRows = [...facts.values()].map((fact: ChampionFacts) => {
        const winner = side(fact.champion, fact.season);
        const loser = side(fact.runnerUp, fact.season);
        return {
          championshipId,
          seasonId: required(seasonIds, fact.season, "season"),
          teamId: winner.id,
          teamCity: winner.city,
          teamName: winner.name,
          runnerUpTeamId: loser.id,
          runnerUpCity: loser.city,
          runnerUpName: loser.name,
          result: fact.result,
          resultType: fact.resultType,
          overtime: fact.overtime ?? null,
          record: fact.record ?? null,
          mvpName: fact.mvp ?? null,
          coachName: fact.coach ?? null,
          venue: fact.venue ?? null,
          gameDate: fact.date ?? null,
          notes: fact.notes ?? null,
        };
      });
      if (championRows.length > 0) await tx.insert(schema.champions).values(championRows);
    }
    await writeFinals(tx, finals);
    await writeSeasonEnds(tx);
    if (people) await writePeople(tx);

    const championCount = Object.values(champions).reduce((sum, list) => sum + list.length, 0);
    await tx.insert(schema.dataSources).values({
      ...CURATED_SOURCE,
      coverage: CHAMPIONSHIPS.map((championship) => {
        const years = (champions[championship.slug] ?? []).map((champion) => champion.season);
        return { league: championship.league, firstYear: Math.min(...years), lastYear: Math.max(...years) };
      }),
      rowsLoaded: championCount + teams.length + CHAMPIONSHIPS.length,
      importedAt: today,
    });
    await announceDataChange(tx);
  });
}

/** The curated columns of each championship; a start updates a stored row whose facts changed. */
const CHAMPIONSHIP_COLUMNS = ["name", "officialName", "description", "trophyName", "firstYear"] as const;

/** Brings the stored championships' descriptive facts up to date; returns how many changed. */
async function writeChampionshipFacts(tx: Transaction): Promise<number> {
  let changed = 0;
  for (const championship of CHAMPIONSHIPS) {
    const facts = Object.fromEntries(CHAMPIONSHIP_COLUMNS.map((column) => [column, championship[column]]));
    const stored = sql`(${sql.join(CHAMPIONSHIP_COLUMNS.map((column) => schema.championships[column]), sql`, `)})`;
    const wanted = sql`(${sql.join(CHAMPIONSHIP_COLUMNS.map((column) => sql`${championship[column]}`), sql`, `)})`;
    const rows = await tx
      .update(schema.championships)
      .set(facts)
      .where(and(eq(schema.championships.slug, championship.slug), sql`${stored} is distinct from ${wanted}`))
      .returning({ id: schema.championships.id });
    changed += rows.length;
  }
  return changed;
}

/**
 * Brings stored season names up to the season-label rule ("2024-25 NFL season" became "2024
 * NFL season"); returns how many changed. Only rows whose name differs are written.
 */
async function writeSeasonNames(tx: Transaction): Promise<number> {
  const rows = await tx
    .select({ id: schema.seasons.id, startYear: schema.seasons.startYear, name: schema.seasons.name, league: schema.leagues.slug })
    .from(schema.seasons)
    .innerJoin(schema.leagues, eq(schema.seasons.leagueId, schema.leagues.id));
  const stale = rows.filter((row) => row.name !== seasonName(row.league, row.startYear));
  for (const row of stale) await tx.update(schema.seasons).set({ name: seasonName(row.league, row.startYear) }).where(eq(schema.seasons.id, row.id));
  return stale.length;
}

/** Any number: processes starting together on one PostgreSQL complete the curated facts in turn. */
const SEED_LOCK = 7_418_203;

/**
 * Seeds the curated facts when the database holds no championship yet. Returns whether it did.
 * A database seeded before single-game finals and people were derived from the champions gets
 * them now (both steps are idempotent; nothing is written when nothing is missing).
 */
export async function seedIfEmpty(handle: DatabaseHandle, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(schema.championships);
  if ((row?.n ?? 0) === 0) {
    await seed(handle.db, options);
    return true;
  }
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const games =
      (await writeChampionshipFacts(tx)) + (await writeSeasonNames(tx)) + (await writeFinals(tx, options.finals)) + (await writeSeasonEnds(tx));
    const people = options.people !== false && (await peopleMissing(tx)) ? await writePeople(tx) : { created: 0, merged: 0 };
    if (games + people.created + people.merged > 0) await announceDataChange(tx);
  });
  return false;
}
