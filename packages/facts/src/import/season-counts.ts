// A season's size as a dataset records it: how many teams played, how many games (regular
// season and postseason), the regular-season schedule length and the first and last game dates.
// Each importer counts its own file; this writes the counts onto the league's seasons.
import { seasons } from "@tl/db/schema";
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "./types";

export interface SeasonCounts {
  year: number;
  teamsCount: number;
  gamesCount: number;
  regularSeasonGames: number | null;
  /** YYYY-MM-DD of the first game, where the dataset dates its games. */
  startDate?: string | undefined;
  /** YYYY-MM-DD of the last game the dataset dates. A later date already stored (a final's) is kept. */
  endDate?: string | undefined;
}

/**
 * The regular-season schedule length: the number of games most teams played, when at least
 * half of them played exactly that many (rainouts and strikes leave a few short); null when
 * no length is shared that widely (early seasons, when each club made its own schedule).
 */
export function scheduleLength(gamesPerTeam: readonly number[]): number | null {
  const tally = new Map<number, number>();
  for (const games of gamesPerTeam) tally.set(games, (tally.get(games) ?? 0) + 1);
  const [length, teams] = [...tally.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
  return teams > 0 && teams * 2 >= gamesPerTeam.length ? length : null;
}

export async function writeSeasonCounts(tx: Transaction, leagueId: number, counts: readonly SeasonCounts[]): Promise<void> {
  for (const season of counts) {
    await tx
      .update(seasons)
      .set({
        teamsCount: season.teamsCount,
        gamesCount: season.gamesCount,
        regularSeasonGames: season.regularSeasonGames,
        ...(season.startDate ? { startDate: season.startDate } : {}),
        ...(season.endDate ? { endDate: sql`greatest(${seasons.endDate}, ${season.endDate}::date)` } : {}),
      })
      .where(and(eq(seasons.leagueId, leagueId), eq(seasons.startYear, season.year)));
  }
}
