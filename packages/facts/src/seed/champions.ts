// The first seed's seasons and champions: one season per league per year of its championship's
// history (the season in progress flagged active; a season played in an earlier league, such as
// the BAA's 1946-47, belongs to that league), and a champions row per curated title with both
// sides named as they were called that season.
import * as schema from "@tl/db/schema";
import { inArray, sql } from "drizzle-orm";
import { CHAMPIONSHIPS, type ChampionshipFacts } from "../curated/championships";
import type { ChampionFacts } from "../curated/types";
import { championRow } from "./champion-row";
import { seasonRowsOf } from "./season-rows";
import type { Transaction } from "./finals";
import type { ReferenceIds } from "./reference";
import { required } from "./required";

/** Writes every season of a championship's history (season-rows.ts); returns the season ids by start year. */
async function writeSeasons(
  tx: Transaction,
  championship: ChampionshipFacts,
  leagueIds: Map<string, number>,
  titled: number[],
  today: Date,
): Promise<Map<number, number>> {
  const seasonRows = await tx
    .insert(schema.seasons)
    .values(seasonRowsOf(championship, leagueIds, titled, today))
    .returning();
  return new Map(seasonRows.map((row) => [row.startYear, row.id]));
}

export async function writeChampions(
  tx: Transaction,
  champions: Record<string, ChampionFacts[]>,
  ids: ReferenceIds,
  today: Date,
): Promise<void> {
  const { leagueIds, championshipIds, teamIds, teamFacts } = ids;
  for (const championship of CHAMPIONSHIPS) {
    const facts = new Map((champions[championship.slug] ?? []).map((fact) => [fact.season, fact]));
    const seasonIds = await writeSeasons(tx, championship, leagueIds, [...facts.keys()], today);
    const championshipId = required(championshipIds, championship.slug, "championship");

    const championRows = [...facts.values()].map((fact) =>
      championRow(fact, { championshipId, seasonId: required(seasonIds, fact.season, "season"), teamIds, teamFacts }),
    );
    if (championRows.length > 0) await tx.insert(schema.champions).values(championRows);
  }
}

/**
 * A database seeded before a championship's earlier leagues were known holds those seasons in
 * the championship's league ("1946-47 NBA season"): each moves, with its champion and games, to
 * the league it was played in (writeSeasonNames, run after, renames it). A season the earlier
 * league already holds for that year is left alone. Returns how many seasons moved.
 */
export async function moveEarlierSeasons(tx: Transaction): Promise<number> {
  let moved = 0;
  for (const championship of CHAMPIONSHIPS) {
    let from = championship.firstSeason;
    for (const earlier of championship.earlierLeagues ?? []) {
      const result = await tx.execute(sql`
        update seasons set league_id = target.id, is_active = false
        from leagues as current, leagues as target
        where current.slug = ${championship.league} and target.slug = ${earlier.league}
          and seasons.league_id = current.id and seasons.start_year between ${from} and ${earlier.lastSeason}
          and not exists (select 1 from seasons as taken where taken.league_id = target.id and taken.start_year = seasons.start_year)
        returning seasons.id`);
      // Both drivers answer with the returned rows.
      const ids = (result as { rows: { id: number }[] }).rows.map((row) => row.id);
      if (ids.length > 0)
        await tx
          .update(schema.games)
          .set({ leagueId: sql`(select league_id from seasons where seasons.id = ${schema.games.seasonId})` })
          .where(inArray(schema.games.seasonId, ids));
      moved += ids.length;
      from = earlier.lastSeason + 1;
    }
  }
  return moved;
}
