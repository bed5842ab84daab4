// Loads the curated facts into an empty database, in one transaction: reference data, every
// team with its name history, one season per league per year of its championship's history
// (the season in progress flagged active), every champion, and single-game finals as games.
import { count } from "drizzle-orm";
import { announceDataChange, type Database, type DatabaseHandle } from "../client";
import { CHAMPIONS } from "../curated/champions/index";
import { CHAMPIONSHIPS } from "../curated/championships";
import { LEAGUES, LEVELS, SPORTS } from "../curated/reference";
import { CURATED_SOURCE } from "../curated/sources";
import { TEAMS } from "../curated/teams/index";
import type { ChampionFacts } from "../curated/types";
import * as schema from "../schema/index";
import { latestStartedSeason, seasonEndYear, seasonInProgress, seasonName } from "./seasons";
import { teamNameIn, teamNameRows } from "./team-names";

export { seasonName } from "./seasons";

function required<K, T>(map: Map<K, T>, key: K, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`curated data names an unknown ${what} '${String(key)}'`);
  return value;
}

/** "40–22" → [40, 22] (winner first); undefined for anything else. */
export function gameScore(result: string | null): [number, number] | undefined {
  const match = result ? /^(\d+)–(\d+)$/.exec(result) : null;
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

export interface SeedOptions {
  /** The date that decides which season is in progress. */
  today?: Date;
  /**
   * Load only champions from this season on, and only the teams they name (all seasons are
   * still created). API tests use it to keep a small, stable slice of the curated facts.
   */
  championsSince?: number;
}

export async function seed(db: Database, { today = new Date(), championsSince }: SeedOptions = {}): Promise<void> {
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
          .values(CHAMPIONSHIPS.map(({ league, ...facts }) => ({ ...facts, leagueId: required(leagueIds, league, "league") })))
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
          Array.from({ length: lastSeason - championship.firstYear + 1 }, (_, i) => championship.firstYear + i).map((year) => ({
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

      const finals = [...facts.values()].flatMap((fact) => {
        const score = gameScore(fact.result);
        if (fact.resultType !== "game" || !score || !fact.date || !fact.home || !fact.champion || !fact.runnerUp) return [];
        const championHome = fact.home === "champion";
        return [
          {
            slug: `${championship.slug}-${String(fact.season)}`,
            leagueId,
            seasonId: required(seasonIds, fact.season, "season"),
            championshipId,
            homeTeamId: required(teamIds, championHome ? fact.champion : fact.runnerUp, "team"),
            awayTeamId: required(teamIds, championHome ? fact.runnerUp : fact.champion, "team"),
            homeScore: championHome ? score[0] : score[1],
            awayScore: championHome ? score[1] : score[0],
            status: "final" as const,
            gameDate: fact.date,
            venue: fact.venue ?? null,
            round: fact.notes ?? championship.name,
            overtime: fact.overtime ?? null,
          },
        ];
      });
      if (finals.length > 0) await tx.insert(schema.games).values(finals);
    }

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

/** Seeds the curated facts when the database holds no championship yet. Returns whether it did. */
export async function seedIfEmpty(handle: DatabaseHandle, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(schema.championships);
  if ((row?.n ?? 0) > 0) return false;
  await seed(handle.db, options);
  return true;
}
