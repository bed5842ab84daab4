// For tests: a league's season as the Seasons screen reads its size.
import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { leagues, seasons } from "../schema/index";

export async function seasonSize(db: Database, league: string, year: number) {
  const [row] = await db
    .select({ teams: seasons.teamsCount, games: seasons.gamesCount, schedule: seasons.regularSeasonGames, start: seasons.startDate, end: seasons.endDate })
    .from(seasons)
    .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
    .where(and(eq(leagues.slug, league), eq(seasons.startYear, year)));
  return row;
}
