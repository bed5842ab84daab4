// Loads the curated facts into an empty database, in one transaction.
import { count } from "drizzle-orm";
import { announceDataChange, type Database, type DatabaseHandle } from "../client";
import { CHAMPIONS, CHAMPIONSHIP_GAMES } from "../curated/champions";
import { CHAMPIONSHIPS } from "../curated/championships";
import { LEAGUES, LEVELS, SEASON_SPANS, SPORTS } from "../curated/reference";
import { CURATED_SOURCE } from "../curated/sources";
import { TEAMS } from "../curated/teams";
import * as schema from "../schema/index";
import { teamNameIn, teamNameRows } from "./team-names";

export function seasonName(league: string, startYear: number): string {
  const span = SEASON_SPANS[league];
  if (!span) throw new Error(`no season naming for league '${league}'`);
  const years = span.spansYears ? `${startYear}-${String(startYear + 1).slice(2)}` : String(startYear);
  return `${years} ${span.label}`;
}

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`curated data names an unknown ${what} '${key}'`);
  return value;
}

export async function seed(db: Database): Promise<void> {
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

    const championshipRows = await tx
      .insert(schema.championships)
      .values(CHAMPIONSHIPS.map(({ league, ...facts }) => ({ ...facts, leagueId: required(leagueIds, league, "league") })))
      .returning();
    const championshipIds = new Map(championshipRows.map((row) => [row.slug, row.id]));

    const teamRows = await tx
      .insert(schema.teams)
      .values(TEAMS.map(({ league, history: _history, ...facts }) => ({ ...facts, leagueId: required(leagueIds, league, "league") })))
      .returning();
    const teamIds = new Map(teamRows.map((row) => [row.slug, row.id]));
    const teamFacts = new Map(TEAMS.map((team) => [team.slug, team]));
    await tx.insert(schema.teamNames).values(TEAMS.flatMap((team) => teamNameRows(team).map((row) => ({ ...row, teamId: required(teamIds, team.slug, "team") }))));

    const seasonIds = new Map<string, number>();
    for (const championship of CHAMPIONSHIPS) {
      const leagueId = required(leagueIds, championship.league, "league");
      for (const champion of CHAMPIONS[championship.slug] ?? []) {
        const span = SEASON_SPANS[championship.league];
        const [season] = await tx
          .insert(schema.seasons)
          .values({
            leagueId,
            startYear: champion.season,
            endYear: span?.spansYears ? champion.season + 1 : champion.season,
            name: seasonName(championship.league, champion.season),
          })
          .returning();
        if (!season) throw new Error("season insert returned nothing");
        seasonIds.set(`${championship.slug}:${String(champion.season)}`, season.id);
        const winner = required(teamFacts, champion.champion, "team");
        const loser = required(teamFacts, champion.runnerUp, "team");
        const winnerName = teamNameIn(winner, champion.season);
        const loserName = teamNameIn(loser, champion.season);
        await tx.insert(schema.champions).values({
          championshipId: required(championshipIds, championship.slug, "championship"),
          seasonId: season.id,
          teamId: required(teamIds, winner.slug, "team"),
          teamCity: winnerName.city,
          teamName: winnerName.name,
          runnerUpTeamId: required(teamIds, loser.slug, "team"),
          runnerUpCity: loserName.city,
          runnerUpName: loserName.name,
          result: champion.result,
          resultType: champion.resultType,
          overtime: champion.overtime ?? null,
          record: champion.record ?? null,
          mvpName: champion.mvp ?? null,
          coachName: champion.coach ?? null,
          venue: champion.venue ?? null,
          gameDate: champion.date ?? null,
          notes: champion.notes ?? null,
        });
      }
    }

    await tx.insert(schema.games).values(
      CHAMPIONSHIP_GAMES.map((game) => ({
        slug: game.slug,
        leagueId: required(leagueIds, "nfl", "league"),
        seasonId: required(seasonIds, `${game.championship}:${String(game.season)}`, "season"),
        championshipId: required(championshipIds, game.championship, "championship"),
        homeTeamId: required(teamIds, game.home, "team"),
        awayTeamId: required(teamIds, game.away, "team"),
        homeScore: game.homeScore,
        awayScore: game.awayScore,
        status: "final" as const,
        gameDate: game.date,
        venue: game.venue,
        round: game.round,
        overtime: "overtime" in game ? game.overtime : null,
      })),
    );

    const championCount = Object.values(CHAMPIONS).reduce((sum, list) => sum + list.length, 0);
    await tx.insert(schema.dataSources).values({
      ...CURATED_SOURCE,
      coverage: CHAMPIONSHIPS.map((championship) => {
        const years = (CHAMPIONS[championship.slug] ?? []).map((champion) => champion.season);
        return { league: championship.league, firstYear: Math.min(...years), lastYear: Math.max(...years) };
      }),
      rowsLoaded: championCount + TEAMS.length + CHAMPIONSHIPS.length,
      importedAt: new Date(),
    });
    await announceDataChange(tx);
  });
}

/** Seeds the curated facts when the database holds no championship yet. Returns whether it did. */
export async function seedIfEmpty(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(schema.championships);
  if ((row?.n ?? 0) > 0) return false;
  await seed(handle.db);
  return true;
}
