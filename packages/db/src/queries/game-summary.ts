// The Scores screen's counters (/api/games/games/summary/): the games a list would hold,
// counted by status, and the sports present, over gameWhere and the games' own joins.
import type { GameSummary } from "@tl/contract/games";
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { games, sports } from "../schema/index";
import { gameSides, withGameContext } from "./game-sides";
import { gameWhere, type GameFilters, type GameView } from "./games";
import { byteOrder, countWhere } from "./summary-sql";

/** Counts by status over `view` and `filters` (as listGames filters), and the sports present. */
export async function summarizeGames(db: Database, view: GameView, filters: GameFilters): Promise<GameSummary> {
  const { homeName, awayName } = gameSides(db);
  const bySport = withGameContext(
    db
      .select({
        name: sports.name,
        slug: sports.slug,
        abbreviation: sports.abbreviation,
        count: count(),
        live: countWhere(eq(games.status, "live")),
        final: countWhere(eq(games.status, "final")),
        scheduled: countWhere(eq(games.status, "scheduled")),
        postponed: countWhere(eq(games.status, "postponed")),
      })
      .from(games)
      .$dynamic(),
  );
  // The season's team names matter only to a search; looking them up for every game is
  // most of the cost of an unsearched summary.
  const from = filters.search ? bySport.leftJoinLateral(homeName, sql`true`).leftJoinLateral(awayName, sql`true`) : bySport;
  const rows = await from
    .where(await gameWhere(db, view, filters))
    .groupBy(sports.name, sports.slug, sports.abbreviation)
    .orderBy(byteOrder(sports.name), sports.slug);
  const sum = (key: "count" | "live" | "final" | "scheduled" | "postponed") => rows.reduce((n, row) => n + row[key], 0);
  return {
    count: sum("count"),
    live: sum("live"),
    final: sum("final"),
    scheduled: sum("scheduled"),
    postponed: sum("postponed"),
    sports: rows.map(({ name, slug, abbreviation }) => ({ name, slug, abbreviation })),
  };
}
