// Single-game finals as games: every title decided by one game whose date our facts give
// (Super Bowls, the college football title games since 1998, the NCAA men's basketball finals,
// the Frozen Four finals and the single-game College World Series finals) becomes a final game
// with its score, date, venue, championship and season. Series (World Series, NBA Finals,
// Stanley Cup, the best-of-three College World Series finals) are left out: our facts hold the
// series result, not each game's.
//
// Every such final was played at a site chosen in advance (neutral_site). The home and away
// sides are the designated ones where our facts record the designation (`home`: the Super
// Bowls); where they do not, none is invented: the winner is listed as home_team and the loser
// as away_team, as results are written winner first.
//
// Works from the champions rows in the database and is idempotent (one game per slug).
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { CHAMPIONS } from "../curated/champions/index";
import { champions, championships, games, seasons } from "../schema/index";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** "40–22" → [40, 22] (winner first); undefined for anything else. */
export function gameScore(result: string | null): [number, number] | undefined {
  const match = result ? /^(\d+)–(\d+)$/.exec(result) : null;
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

export const finalSlug = (championship: string, season: number) => `${championship}-${String(season)}`;

/** Writes the finals (of `only` these championships, when given); returns how many games it added or changed. */
export async function writeFinals(tx: Transaction, only?: readonly string[]): Promise<number> {
  const decided = await tx
    .select({
      championship: championships.slug,
      championshipName: championships.name,
      championshipId: championships.id,
      leagueId: championships.leagueId,
      seasonId: champions.seasonId,
      season: seasons.startYear,
      teamId: champions.teamId,
      runnerUpTeamId: champions.runnerUpTeamId,
      result: champions.result,
      overtime: champions.overtime,
      venue: champions.venue,
      gameDate: champions.gameDate,
      notes: champions.notes,
    })
    .from(champions)
    .innerJoin(championships, eq(champions.championshipId, championships.id))
    .innerJoin(seasons, eq(champions.seasonId, seasons.id))
    .where(
      and(
        eq(champions.resultType, "game"),
        isNotNull(champions.gameDate),
        isNotNull(champions.teamId),
        isNotNull(champions.runnerUpTeamId),
        only ? inArray(championships.slug, [...only]) : undefined,
      ),
    );
  const rows = decided.flatMap((final) => {
    const score = gameScore(final.result);
    if (!score || final.gameDate === null || final.teamId === null || final.runnerUpTeamId === null) return [];
    const home = CHAMPIONS[final.championship]?.find((fact) => fact.season === final.season)?.home ?? "champion";
    const championHome = home === "champion";
    return [
      {
        slug: finalSlug(final.championship, final.season),
        leagueId: final.leagueId,
        seasonId: final.seasonId,
        championshipId: final.championshipId,
        homeTeamId: championHome ? final.teamId : final.runnerUpTeamId,
        awayTeamId: championHome ? final.runnerUpTeamId : final.teamId,
        homeScore: championHome ? score[0] : score[1],
        awayScore: championHome ? score[1] : score[0],
        status: "final" as const,
        gameDate: final.gameDate,
        venue: final.venue,
        neutralSite: true,
        // The Super Bowl facts carry each game's numbered name ("Super Bowl LIX") in notes.
        round: final.championship === "super-bowl" ? (final.notes ?? final.championshipName) : final.championshipName,
        overtime: final.overtime,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(games)
    .values(rows)
    .onConflictDoUpdate({ target: games.slug, set: { neutralSite: sql`excluded.neutral_site` }, setWhere: sql`${games.neutralSite} is distinct from excluded.neutral_site` })
    .returning({ id: games.id });
  return written.length;
}
