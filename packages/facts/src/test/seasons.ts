// For tests: a league's season as the Seasons screen reads its size.
import type { Database } from "@tl/db/client";
import { leagues, seasons } from "@tl/db/schema";
import { and, eq } from "drizzle-orm";

export async function seasonSize(db: Database, league: string, year: number) {
  const [row] = await db
    .select({
      teams: seasons.teamsCount,
      games: seasons.gamesCount,
      schedule: seasons.regularSeasonGames,
      start: seasons.startDate,
      end: seasons.endDate,
    })
    .from(seasons)
    .innerJoin(leagues, eq(seasons.leagueId, leagues.id))
    .where(and(eq(leagues.slug, league), eq(seasons.startYear, year)));
  return row;
}
