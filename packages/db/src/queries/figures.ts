// Home's figures (issue #13): what the database holds for a site — its sport and level, or
// everything on the hub — counted, never typed. "Data points" are the rows of every table of
// facts in scope; the update date is the latest import of any source.
import type { SiteFigures } from "@tl/contract/meta";
import { and, count, countDistinct, eq, inArray, isNotNull, max, not, sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "../client";
import {
  awards,
  championMvps,
  champions,
  championships,
  coaches,
  dataSources,
  games,
  leagues,
  levels,
  players,
  postseasonSeries,
  seasons,
  sports,
  standings,
  teamNames,
  teams,
} from "../schema/index";

export interface FigureFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
}

export async function siteFigures(db: Database, filters: FigureFilters): Promise<SiteFigures> {
  const scoped = db
    .select({ id: leagues.id })
    .from(leagues)
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id))
    .where(
      and(
        filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
        filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
      ),
    );
  // The hub counts every row, including awards no league claims.
  const filtered = Boolean(filters.sportSlug ?? filters.levelSlug);
  const inScope = (column: AnyColumn) => (filtered ? inArray(column, scoped) : undefined);
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

  const counted = {
    championships: await db.$count(championships, inScope(championships.leagueId)),
    titles: await one(
      db
        .select({ n: count() })
        .from(champions)
        .innerJoin(championships, eq(champions.championshipId, championships.id))
        // A vacated title is not counted as a title.
        .where(and(inScope(championships.leagueId), isNotNull(champions.teamName), not(champions.vacated))),
    ),
    allChampions: await one(
      db
        .select({ n: count() })
        .from(champions)
        .innerJoin(championships, eq(champions.championshipId, championships.id))
        .where(inScope(championships.leagueId)),
    ),
    mvps: await one(
      db
        .select({ n: count() })
        .from(championMvps)
        .innerJoin(champions, eq(championMvps.championId, champions.id))
        .innerJoin(championships, eq(champions.championshipId, championships.id))
        .where(inScope(championships.leagueId)),
    ),
    seasons: await one(
      db
        .select({ n: count(), first: sql<number | null>`min(${seasons.startYear})` })
        .from(seasons)
        .where(inScope(seasons.leagueId)),
    ),
    teams: await db.$count(teams, inScope(teams.leagueId)),
    teamNames: await one(
      db.select({ n: count() }).from(teamNames).innerJoin(teams, eq(teamNames.teamId, teams.id)).where(inScope(teams.leagueId)),
    ),
    games: await db.$count(games, inScope(games.leagueId)),
    standings: await one(
      db.select({ n: count() }).from(standings).innerJoin(seasons, eq(standings.seasonId, seasons.id)).where(inScope(seasons.leagueId)),
    ),
    series: await db.$count(postseasonSeries, inScope(postseasonSeries.leagueId)),
    players: await db.$count(players, inScope(players.leagueId)),
    coaches: await db.$count(coaches, inScope(coaches.leagueId)),
    awards: await db.$count(awards, inScope(awards.leagueId)),
  };
  const people = await one(
    db
      .select({ n: countDistinct(sql`person_id`) })
      .from(
        sql`(select ${players.personId} as person_id from ${players} where ${inScope(players.leagueId) ?? sql`true`} union all select ${coaches.personId} from ${coaches} where ${inScope(coaches.leagueId) ?? sql`true`}) as roles`,
      ),
  );
  const updated = await one(db.select({ at: max(dataSources.importedAt) }).from(dataSources));
  const rows = [
    counted.championships,
    counted.allChampions?.n,
    counted.mvps?.n,
    counted.seasons?.n,
    counted.teams,
    counted.teamNames?.n,
    counted.games,
    counted.standings?.n,
    counted.series,
    counted.players,
    counted.coaches,
    counted.awards,
    people?.n,
  ];
  return {
    championships: counted.championships,
    titles: counted.titles?.n ?? 0,
    seasons: counted.seasons?.n ?? 0,
    first_season: counted.seasons?.first ?? null,
    teams: counted.teams,
    games: counted.games,
    people: people?.n ?? 0,
    data_points: rows.reduce<number>((sum, n) => sum + (n ?? 0), 0),
    updated_at: updated?.at?.toISOString() ?? null,
  };
}
