// The seasons that have games (issue #13, /api/games/games/seasons/).
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { championships, games, leagues, levels, seasons, sports } from "../schema/index";

export interface GameSeasonFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
  /** Only seasons with games of this championship's finals (issue #15: the history's links to a final's games). */
  championshipSlug?: string | undefined;
}

/**
 * The league seasons that have games (issue #13: the Scores season picker), newest first, then
 * by league abbreviation: one entry per league and season, with its number of games and the
 * dates of its first and last game.
 */
export async function listGameSeasons(db: Database, filters: GameSeasonFilters) {
  return (
    db
      .select({
        start_year: seasons.startYear,
        league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
        sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
        level: { name: levels.name, slug: levels.slug },
        games: sql<number>`count(*)`.mapWith(Number),
        first_date: sql<string>`min(${games.gameDate})::text`,
        last_date: sql<string>`max(${games.gameDate})::text`,
      })
      .from(games)
      .innerJoin(seasons, eq(games.seasonId, seasons.id))
      .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
      .innerJoin(sports, eq(leagues.sportId, sports.id))
      .innerJoin(levels, eq(leagues.levelId, levels.id))
      .where(
        and(
          filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
          filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
          filters.championshipSlug
            ? inArray(
                games.championshipId,
                db.select({ id: championships.id }).from(championships).where(eq(championships.slug, filters.championshipSlug)),
              )
            : undefined,
        ),
      )
      .groupBy(
        seasons.startYear,
        leagues.id,
        leagues.name,
        leagues.slug,
        leagues.abbreviation,
        sports.name,
        sports.slug,
        sports.abbreviation,
        levels.name,
        levels.slug,
      )
      // Byte order, so PGlite and every PostgreSQL locale sort alike.
      .orderBy(desc(seasons.startYear), sql`${leagues.abbreviation} collate "C"`, asc(leagues.id))
  );
}

export type GameSeasonRow = Awaited<ReturnType<typeof listGameSeasons>>[number];
