// Playoff series from the file's playoff games (playoff_round, series_number): a series is
// written once a side has won four games; one still open at the snapshot (2025-26) gets no
// row, and its games no series. Where the Hockey Databank (which runs first) already holds the
// series (seasons to 2017-18, round codes CQF, C1 …), its row is the one the games link to.
import { postseasonSeries } from "@tl/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import { inBatches } from "../shared/batches";
import { excludedColumns } from "../shared/upsert";
import type { NhlGame } from "./nhl-games-file";
import type { Transaction } from "./types";

/** The round's name: the NHL's first two rounds were the conference quarter- and semifinals until 2012-13. */
export function roundName(season: number, round: number): string {
  const early = season < 2013 ? ["Conference quarterfinals", "Conference semifinals"] : ["First round", "Second round"];
  return [...early, "Conference finals", "Stanley Cup Final"][round - 1] ?? `Round ${String(round)}`;
}

export interface DecidedSeries {
  key: string;
  season: number;
  round: number;
  winner: string;
  loser: string;
  winnerWins: number;
  loserWins: number;
}

/** "2009/4/1": the series a playoff game belongs to. */
export const seriesKey = (game: NhlGame) =>
  game.playoff ? `${String(game.season)}/${String(game.playoff.round)}/${String(game.playoff.series)}` : "";

/** The series whose winner has four wins, from the games (teams as franchise slugs). */
export function decidedSeries(games: readonly NhlGame[]): DecidedSeries[] {
  const wins = new Map<string, Map<string, number>>();
  for (const game of games) {
    if (!game.playoff) continue;
    const tally = wins.get(seriesKey(game)) ?? new Map<string, number>();
    const winner = game.homeScore > game.awayScore ? game.home : game.away;
    const loser = winner === game.home ? game.away : game.home;
    tally.set(winner, (tally.get(winner) ?? 0) + 1).set(loser, tally.get(loser) ?? 0);
    wins.set(seriesKey(game), tally);
  }
  return [...wins.entries()].flatMap(([key, tally]) => {
    const [first, second, ...more] = [...tally.entries()].sort((a, b) => b[1] - a[1]);
    if (!first || !second || more.length > 0 || first[1] < 4) return [];
    const [season, round] = key.split("/").map(Number);
    return [
      { key, season: season ?? 0, round: round ?? 0, winner: first[0], loser: second[0], winnerWins: first[1], loserWins: second[1] },
    ];
  });
}

export interface SeriesContext {
  leagueId: number;
  seasonIds: ReadonlyMap<number, number>;
  teamId: (slug: string) => number;
}

/** Writes the series we do not hold yet; returns every decided series' id by key. */
export async function writeNhlSeries(tx: Transaction, series: readonly DecidedSeries[], { leagueId, seasonIds, teamId }: SeriesContext) {
  const pair = (seasonId: number, winner: number, loser: number) => `${String(seasonId)}/${String(winner)}/${String(loser)}`;
  const row = (s: DecidedSeries) => ({
    leagueId,
    seasonId: seasonIds.get(s.season) ?? 0,
    round: roundName(s.season, s.round),
    winnerTeamId: teamId(s.winner),
    loserTeamId: teamId(s.loser),
    winnerWins: s.winnerWins,
    loserWins: s.loserWins,
  });
  if (seasonIds.size === 0) return { written: 0, ids: new Map<string, number | null>() };
  const held = async () =>
    new Map(
      (
        await tx
          .select({
            id: postseasonSeries.id,
            seasonId: postseasonSeries.seasonId,
            w: postseasonSeries.winnerTeamId,
            l: postseasonSeries.loserTeamId,
          })
          .from(postseasonSeries)
          .where(and(eq(postseasonSeries.leagueId, leagueId), inArray(postseasonSeries.seasonId, [...seasonIds.values()])))
      ).map((r) => [pair(r.seasonId, r.w, r.l), r.id]),
    );
  const before = await held();
  const missing = series.map(row).filter((r) => !before.has(pair(r.seasonId, r.winnerTeamId, r.loserTeamId)));
  await inBatches(missing, (batch) =>
    tx
      .insert(postseasonSeries)
      .values(batch)
      .onConflictDoUpdate({
        target: [postseasonSeries.seasonId, postseasonSeries.round, postseasonSeries.winnerTeamId, postseasonSeries.loserTeamId],
        set: excludedColumns(["winnerWins", "loserWins"]),
      }),
  );
  const ids = await held();
  return {
    written: missing.length,
    ids: new Map(series.map((s) => [s.key, ids.get(pair(row(s).seasonId, row(s).winnerTeamId, row(s).loserTeamId)) ?? null])),
  };
}
