// Postseason games and the series they belong to: the Lahman importer wrote one postseason_series
// row per SeriesPost row (round_code WS, ALCS, NLCS, ALDS1, AEDIV, ALWC, ALWC1 …). A game of a
// postseason log belongs to the series of its season, of its log's family of rounds, between its
// two teams; its number is its place in that series by date.
import { leagues, postseasonSeries, seasons } from "@tl/db/schema";
import { eq, sql } from "drizzle-orm";
import type { PostseasonFile } from "./retrosheet-files";
import type { Transaction } from "./types";

/** A SeriesPost round code → the log it is played in and the name its games are shown under. */
export function roundOf(code: string): { file: PostseasonFile; label: string; numbered: boolean } | undefined {
  if (code === "WS") return { file: "glws", label: "World Series", numbered: true };
  const league = /^(AL|NL)/.exec(code)?.[1] ?? (/^A[EW]DIV$/.test(code) ? "AL" : /^N[EW]DIV$/.test(code) ? "NL" : undefined);
  if (!league) return undefined;
  if (code === `${league}CS`) return { file: "gllc", label: `${league}CS`, numbered: true };
  if (/^(AL|NL)DS\d$|^[AN][EW]DIV$/.test(code)) return { file: "gldv", label: `${league}DS`, numbered: true };
  if (code === `${league}WC`) return { file: "glwc", label: `${league} Wild Card Game`, numbered: false };
  if (/^(AL|NL)WC\d$/.test(code)) return { file: "glwc", label: `${league} Wild Card Series`, numbered: true };
  return undefined;
}

export interface Series {
  id: number;
  label: string;
  numbered: boolean;
  isWorldSeries: boolean;
}

const pairKey = (year: number, file: string, a: number, b: number) =>
  `${String(year)}:${file}:${String(Math.min(a, b))}-${String(Math.max(a, b))}`;

/** The MLB series our database holds, found by season, log and the two teams. */
export async function readSeries(
  tx: Transaction,
): Promise<(year: number, file: PostseasonFile, a: number, b: number) => Series | undefined> {
  const rows = await tx
    .select({
      id: postseasonSeries.id,
      // The SeriesPost code (an importer revision before names stored it in round).
      round: sql<string>`coalesce(${postseasonSeries.roundCode}, ${postseasonSeries.round})`,
      year: seasons.startYear,
      winner: postseasonSeries.winnerTeamId,
      loser: postseasonSeries.loserTeamId,
    })
    .from(postseasonSeries)
    .innerJoin(seasons, eq(postseasonSeries.seasonId, seasons.id))
    .innerJoin(leagues, eq(postseasonSeries.leagueId, leagues.id))
    .where(eq(leagues.slug, "mlb"));
  const found = new Map<string, Series>();
  for (const row of rows) {
    const round = roundOf(row.round);
    if (round)
      found.set(pairKey(row.year, round.file, row.winner, row.loser), {
        id: row.id,
        label: round.label,
        numbered: round.numbered,
        isWorldSeries: row.round === "WS",
      });
  }
  return (year, file, a, b) => found.get(pairKey(year, file, a, b));
}

/** Each game's number in its series: games in order of date, then of the log's game number. */
export function numberGames<T extends { seriesId: number; date: string; number: string }>(games: readonly T[]): Map<T, number> {
  const bySeries = new Map<number, T[]>();
  for (const game of games) bySeries.set(game.seriesId, [...(bySeries.get(game.seriesId) ?? []), game]);
  const numbers = new Map<T, number>();
  for (const list of bySeries.values()) {
    list.sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
    list.forEach((game, index) => numbers.set(game, index + 1));
  }
  return numbers;
}
