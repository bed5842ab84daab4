// What Lahman's standings lack, from the regular-season games: each team-season's home and away
// records and the streak it ended the season on. Only rows the Lahman importer wrote are
// updated; a team-season Lahman has no row for gets none.
import { standings } from "@tl/db/schema";
import { sql } from "drizzle-orm";
import { inBatches } from "../shared/batches";
import { record, streakOf } from "./nfl-tallies";
import { outcome } from "./retrosheet-notes";
import type { ReadGame } from "./retrosheet-read";
import type { Transaction } from "./types";

type Record3 = [wins: number, losses: number, ties: number];

interface SeasonTally {
  seasonId: number;
  teamId: number;
  home: Record3;
  away: Record3;
  results: { date: string; outcome: "W" | "L" | "T" }[];
}

const COLUMN = { W: 0, L: 1, T: 2 } as const;

/** One tally per season and team, over the games in the order played (a forfeit counts as decided; a no-decision not at all). */
export function tallySeasons(games: readonly ReadGame[], seasonIds: ReadonlyMap<number, number>): Map<string, SeasonTally> {
  const tallies = new Map<string, SeasonTally>();
  const ordered = [...games].sort((a, b) => a.game.date.localeCompare(b.game.date) || a.game.number.localeCompare(b.game.number));
  for (const read of ordered) {
    const result = outcome(read.game);
    const seasonId = seasonIds.get(read.year);
    if (!result || seasonId === undefined) continue;
    for (const [team, side] of [
      [read.home.id, "home"],
      [read.away.id, "away"],
    ] as const) {
      const key = `${String(seasonId)}:${String(team)}`;
      const tally = tallies.get(key) ?? { seasonId, teamId: team, home: [0, 0, 0], away: [0, 0, 0], results: [] };
      tallies.set(key, tally);
      tally[side][COLUMN[result[side]]] += 1;
      tally.results.push({ date: read.game.date, outcome: result[side] });
    }
  }
  return tallies;
}

/** Writes the records and streaks onto the standings rows that exist; returns how many rows there were. */
export async function fillStandings(tx: Transaction, tallies: Iterable<SeasonTally>): Promise<number> {
  const rows = [...tallies].map((tally) => ({
    ...tally,
    homeRecord: record(tally.home),
    awayRecord: record(tally.away),
    ...streakOf(tally.results),
  }));
  let matched = 0;
  await inBatches(rows, async (batch) => {
    const values = batch.map(
      (row) =>
        sql`(${row.seasonId}::integer, ${row.teamId}::integer, ${row.homeRecord}::text, ${row.awayRecord}::text, ${row.streak}::text, ${row.streakType}::text)`,
    );
    const result = await tx.execute(sql`
      with v(season_id, team_id, home, away, streak, streak_type) as (values ${sql.join(values, sql`, `)}),
      changed as (
        update ${standings} as s set home_record = v.home, away_record = v.away, streak = v.streak, streak_type = v.streak_type
        from v where s.season_id = v.season_id and s.team_id = v.team_id
          and (s.home_record, s.away_record, s.streak, s.streak_type) is distinct from (v.home, v.away, v.streak, v.streak_type)
        returning s.id)
      select count(*)::integer as n from ${standings} as s join v on s.season_id = v.season_id and s.team_id = v.team_id`);
    // Both drivers answer with the selected rows.
    matched += (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  });
  return matched;
}
