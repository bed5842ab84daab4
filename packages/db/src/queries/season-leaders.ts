// The season page's leaders, kept per league season in season_leaders (migration 0010) rather
// than ranked at every request: whoever writes player seasons refreshes their leagues' leaders
// in the same transaction (the import's writePlayerSeasons; the tests' fixtures).
import { sql } from "drizzle-orm";
import type { Database } from "../client";

/** Ranks again the leaders of `leagueIds`' seasons (every league's when omitted) from their player seasons. */
export async function refreshSeasonLeaders(db: Pick<Database, "execute">, leagueIds?: readonly number[]): Promise<void> {
  const leagues = leagueIds ? sql`${`{${leagueIds.join(",")}}`}::int[]` : sql`array(select id from leagues)`;
  await db.execute(sql`select refresh_season_leaders(${leagues})`);
}
