// The counts on a player's or coach's card: championships_won (the titles linked to the person,
// see championshipsOf) and, for players, All-Star selections where we hold them. A count we do
// not hold is null, never 0 (see allStarsOf).
import { gt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { coaches, players } from "../schema/index";

// Written with the outer table named in full: drizzle leaves column names unqualified in a
// select from one table, where champions' own columns would capture them.

/** Titles in the role's league whose champion the person coached (champions.coach_person_id); a vacated title is not counted. */
export const coachTitles = sql<number>`(select count(*) from champions c join championships ch on ch.id = c.championship_id where c.coach_person_id = "coaches"."person_id" and ch.league_id = "coaches"."league_id" and not c.vacated)::int`;

/** Titles in the role's league the person was MVP of, playing for the champion (champion_mvps.team_id); a vacated title is not counted. */
export const playerTitles = sql<number>`(select count(*) from champion_mvps m join champions c on c.id = m.champion_id join championships ch on ch.id = c.championship_id where m.person_id = "players"."person_id" and ch.league_id = "players"."league_id" and m.team_id = c.team_id and not c.vacated)::int`;

/**
 * Issue #15: the player was still playing in the last season his league's data holds (an
 * import marks him active), and his league awarded titles after his final year there (the
 * Hockey Databank ends in 2017-18; our Stanley Cups go on to 2024-25). Titles he may have won
 * since are not counted, so his count is partial.
 */
const endsWithTheData = sql`${players.isActive} and exists (select 1 from champions c join seasons s on s.id = c.season_id join championships ch on ch.id = c.championship_id where ch.league_id = "players"."league_id" and s.start_year > ${players.finalYear} and c.team_id is not null and not c.vacated)`;

/**
 * championships_won. A coach: the titles linked to them in that league — complete wherever our
 * facts name a coach's title, as every champion of ours names its coach; the count an import
 * stored (by its own rule) only for a coach we link no title to (Lahman's 1884-90 series winners).
 * A player: the titles an import counted from the winners' rosters, or the titles he was MVP of
 * for the champion when more (a title after the data): an MVP link alone cannot count the titles
 * a player won without being MVP. Checked on the real datasets in
 * packages/facts/src/import/all.test.ts.
 */
export const championshipsOf = {
  // Only the few hundred players with an MVP link run the subquery: once per row over 28,000
  // players it took seconds on PGlite, for a sort (ordering=-championships_won) or a sum.
  // A player whose career no dataset holds (no debut year: known only as an MVP of our
  // curated titles) has no roster to count: null, not the MVP titles alone (Tom Brady was
  // MVP of five of his seven Super Bowls). So is one whose career the data stops in the middle
  // of (issue #15: counted only to where the data ends, see endsWithTheData).
  players: sql<
    number | null
  >`case when ${players.debutYear} is null then null when ${endsWithTheData} then null when "players"."person_id" in (select "person_id" from "champion_mvps") then greatest(${players.championshipsWon}, ${playerTitles}) else ${players.championshipsWon} end`,
  coaches: sql<number>`coalesce(nullif(${coachTitles}, 0), ${coaches.championshipsWon})`,
};

/**
 * all_star_selections, where we hold it: a player whose career a dataset holds (a debut
 * year), in a league whose data counts All-Star selections (some player of it has one:
 * Lahman's for MLB). Elsewhere null (Wayne Gretzky, Michael Jordan): unknown, not 0.
 */
export const allStarsOf = sql<
  number | null
>`case when ${players.debutYear} is not null and ${players.leagueId} in (select "league_id" from "players" where "all_star_selections" > 0) then ${players.allStarSelections} end`;

/**
 * What changes when the leagues counting All-Star selections may: a player added (the players'
 * newest id) or a source imported (data_sources). Read with a player's row by its indexes.
 */
export const allStarVersion = sql<string>`concat((select max(id) from ${players}), ':', (select concat(count(*), ':', max(imported_at)) from data_sources))`;

const allStarLeaguesSeen = new WeakMap<object, { version: string; leagues: Promise<Set<number>> }>();

/**
 * allStarsOf's leagues (some player of them has a selection), for one player's row: found by a
 * scan of every player, so remembered per database until `version` (allStarVersion) changes; the
 * lists find them in the same scan once per query.
 */
export function allStarLeagues(db: Database, version: string): Promise<Set<number>> {
  const seen = allStarLeaguesSeen.get(db);
  if (seen?.version === version) return seen.leagues;
  const leagues = db
    .selectDistinct({ id: players.leagueId })
    .from(players)
    .where(gt(players.allStarSelections, 0))
    .then((rows) => new Set(rows.map((row) => row.id)));
  allStarLeaguesSeen.set(db, { version, leagues });
  return leagues;
}
