// Championship games as games, derived from the champions rows and the curated facts:
// - single-game finals: every title decided by one game whose date our facts give (Super Bowls,
//   the college football title games since 1998, the NCAA men's basketball finals, the Frozen
//   Four finals and the single-game College World Series finals);
// - the deciding game of a series final (World Series, NBA Finals, Stanley Cup Final, the
//   best-of-three College World Series finals) wherever curated/deciding-games/ records it.
//
// A single-game final was played at a site chosen in advance (neutral_site). The home and away
// sides are the designated ones where our facts record the designation (`home`: the Super Bowls,
// every series game); where they do not, none is invented: the winner is listed as home_team and
// the loser as away_team, as results are written winner first.
//
// Idempotent (one game per slug); a game whose facts changed is updated.
import type { Database } from "@tl/db/client";
import { champions, championships, games, seasons } from "@tl/db/schema";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { CHAMPIONS } from "../curated/champions/index";
import { DECIDING_GAMES } from "../curated/deciding-games/index";
import type { ChampionFacts, DecidingGameFacts } from "../curated/types";
import { anyColumnChanged, excludedColumns } from "../shared/upsert";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** "40–22" → [40, 22] (winner first); undefined for anything else. */
export function gameScore(result: string | null): [number, number] | undefined {
  const match = result ? /^(\d+)–(\d+)$/.exec(result) : null;
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

export const finalSlug = (championship: string, season: number) => `${championship}-${String(season)}`;
export const decidingGameSlug = (championship: string, season: number, game: number) =>
  `${championship}-${String(season)}-game-${String(game)}`;

/** The sides of a game from the winner's point of view: who was home, and the score winner first. */
function sides(winner: number, loser: number, score: [number, number], championHome: boolean) {
  return {
    homeTeamId: championHome ? winner : loser,
    awayTeamId: championHome ? loser : winner,
    homeScore: championHome ? score[0] : score[1],
    awayScore: championHome ? score[1] : score[0],
  };
}

/** The columns a curated game's facts fill; a write updates a stored game when any of them differs. */
const FACT_COLUMNS = [
  "homeTeamId",
  "awayTeamId",
  "homeScore",
  "awayScore",
  "gameDate",
  "venue",
  "neutralSite",
  "round",
  "overtime",
] as const;

/** The facts a final's game is written from beyond its champions row: the designated home team and the deciding games. */
export interface FinalFacts {
  champions: Record<string, readonly ChampionFacts[]>;
  decidingGames: Record<string, readonly DecidingGameFacts[]>;
}

/**
 * Writes the finals (of `only` these championships, when given) from the stored champions rows and
 * the curated facts (or those and an editor's results, results/import.ts); returns how many games
 * it added or changed.
 */
export async function writeFinals(
  tx: Transaction,
  only?: readonly string[],
  facts: FinalFacts = { champions: CHAMPIONS, decidingGames: DECIDING_GAMES },
): Promise<number> {
  const decided = await tx
    .select({
      championship: championships.slug,
      championshipName: championships.name,
      championshipId: championships.id,
      // The season's league: a final of a season played in an earlier league (the BAA) is that league's game.
      leagueId: seasons.leagueId,
      seasonId: champions.seasonId,
      season: seasons.startYear,
      teamId: champions.teamId,
      runnerUpTeamId: champions.runnerUpTeamId,
      result: champions.result,
      resultType: champions.resultType,
      overtime: champions.overtime,
      venue: champions.venue,
      gameDate: champions.gameDate,
      notes: champions.notes,
    })
    .from(champions)
    .innerJoin(championships, eq(champions.championshipId, championships.id))
    .innerJoin(seasons, eq(champions.seasonId, seasons.id))
    .where(
      and(isNotNull(champions.teamId), isNotNull(champions.runnerUpTeamId), only ? inArray(championships.slug, [...only]) : undefined),
    );
  const rows = decided.flatMap((final) => {
    if (final.teamId === null || final.runnerUpTeamId === null) return [];
    const common = { leagueId: final.leagueId, seasonId: final.seasonId, championshipId: final.championshipId, status: "final" as const };
    const score = gameScore(final.result);
    // Only a title of the facts given: an editor's title (results/) is written by its import, with its home team.
    const fact = facts.champions[final.championship]?.find((entry) => entry.season === final.season);
    if (final.resultType === "game" && score && final.gameDate !== null && fact) {
      const home = fact.home ?? "champion";
      return [
        {
          ...common,
          ...sides(final.teamId, final.runnerUpTeamId, score, home === "champion"),
          slug: finalSlug(final.championship, final.season),
          gameDate: final.gameDate,
          venue: final.venue,
          neutralSite: true,
          // The Super Bowl facts carry each game's numbered name ("Super Bowl LIX") in notes.
          round: final.championship === "super-bowl" ? (final.notes ?? final.championshipName) : final.championshipName,
          overtime: final.overtime,
        },
      ];
    }
    const decider = facts.decidingGames[final.championship]?.find((fact) => fact.season === final.season);
    const deciderScore = decider ? gameScore(decider.score) : undefined;
    if (final.resultType !== "series" || !decider || !deciderScore) return [];
    return [
      {
        ...common,
        ...sides(final.teamId, final.runnerUpTeamId, deciderScore, (decider.home ?? "champion") === "champion"),
        slug: decidingGameSlug(final.championship, final.season, decider.game),
        gameDate: decider.date,
        venue: decider.venue ?? null,
        neutralSite: decider.neutralSite ?? false,
        round: `${final.championshipName} Game ${String(decider.game)}`,
        overtime: decider.overtime ?? null,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(games)
    .values(rows)
    .onConflictDoUpdate({ target: games.slug, set: excludedColumns(FACT_COLUMNS), setWhere: anyColumnChanged("games", FACT_COLUMNS) })
    .returning({ id: games.id });
  return written.length;
}

/**
 * A season ends with the game that decided its title: where that game is stored, it is the
 * season's end date (a later date already stored is kept). Returns how many seasons changed.
 */
export async function writeSeasonEnds(tx: Transaction): Promise<number> {
  const result = await tx.execute(sql`
    update seasons set end_date = last.game_date
    from (select season_id, max(game_date) as game_date from games where championship_id is not null group by season_id) as last
    where seasons.id = last.season_id and (seasons.end_date is null or seasons.end_date < last.game_date)
    returning seasons.id`);
  // Both drivers answer with the returned rows.
  return (result as { rows: unknown[] }).rows.length;
}
