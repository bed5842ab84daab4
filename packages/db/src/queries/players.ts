// Players (spec §3 Player; §7 /api/people/players/). A player is one person's role in one
// league, so a player's slug is the person's slug.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { leagues, levels, people, players, sports, teams } from "../schema/index";
import { byKey, toPage, totalCount, type DetailKey, type OrderBy, type Page, type PageRequest } from "./common";
import { allStarLeagues, allStarsOf, allStarVersion, championshipsOf } from "./person-counts";
import { awardRows, awardTexts, personFields, refs, statusOf, unknownLast } from "./person-fields";
import { nameOrder, roleWhere, type PersonRoleFilters } from "./person-filters";
import { playerTeamSeason, teamShownFields, withSeasonLabel } from "./team-shown";

export interface PlayerFilters extends PersonRoleFilters {
  /** Only the newest class of each league: debut year = the league's latest debut year. */
  rookies?: boolean | undefined;
}

/**
 * The rows of a list, or of one player (`one`: his card's season found before, see findPlayer,
 * and his All-Star count settled apart).
 */
function playersFrom(db: Database, one?: { shown: ReturnType<typeof shownSeason> }) {
  return (one ? db.with(one.shown) : db)
    .select({
      total: totalCount,
      person_id: people.id,
      league_id: players.leagueId,
      id: players.id,
      slug: people.slug,
      person: personFields,
      jersey_number: players.jerseyNumber,
      position: players.position,
      current_team: teamShownFields(players.isActive, one ? sql`(select season from shown)` : playerTeamSeason, sql`false`),
      height: people.height,
      weight: people.weight,
      years_pro: players.yearsPro,
      debut_year: players.debutYear,
      final_year: players.finalYear,
      college: people.college,
      draft_year: players.draftYear,
      draft_round: players.draftRound,
      draft_pick: players.draftPick,
      career_stats: players.careerStats,
      awards: awardRows(players.leagueId),
      championships_won: championshipsOf.players,
      all_star_selections: one ? sql<number | null>`${players.allStarSelections}` : allStarsOf,
      all_star_version: one ? allStarVersion : sql<string>`''`,
      debut: players.debutYear,
      is_active: players.isActive,
      status: statusOf(players.isActive),
      contract_end_year: players.contractEndYear,
      ...refs,
    })
    .from(players)
    .innerJoin(people, eq(players.personId, people.id))
    .innerJoin(leagues, eq(players.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id))
    .leftJoin(teams, eq(players.currentTeamId, teams.id));
}

type PlayerSelection = Awaited<ReturnType<ReturnType<typeof playersFrom>["execute"]>>[number];

/** The API's player: primary_position repeats position for clients that read either. */
function toPlayer({
  total: _total,
  person_id: _person,
  league_id: _league,
  all_star_version: _version,
  debut: _debut,
  position,
  career_stats,
  awards: won,
  current_team,
  ...row
}: PlayerSelection) {
  return {
    ...row,
    current_team: withSeasonLabel(current_team, row.sport.slug),
    position,
    primary_position: position === null ? null : { name: position },
    career_stats: career_stats ?? {},
    awards: awardTexts(won, row.sport.slug),
  };
}

export type PlayerRow = ReturnType<typeof toPlayer>;

const newestClass = sql`${players.debutYear} = (select max(newest.debut_year) from ${players} as newest where newest.league_id = ${players.leagueId})`;

export async function listPlayers(
  db: Database,
  filters: PlayerFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<PlayerRow>> {
  const rows = await playersFrom(db)
    .where(and(roleWhere(players, filters), filters.rookies ? newestClass : undefined))
    .orderBy(
      ...nameOrder(
        ordering,
        {
          debut_year: players.debutYear,
          championships_won: unknownLast(championshipsOf.players),
          all_star_selections: unknownLast(allStarsOf),
        },
        players.id,
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  return { count: toPage(rows).count, results: rows.map(toPlayer) };
}

/**
 * By the person's slug or the player's id; with the person's and the role's league's ids (the
 * player page reads his other rows by them). A person who played in two leagues has two roles
 * under one slug: the latest debut answers.
 */
/**
 * The player a key names (the latest debut of a person's roles), with the season his card names
 * his team in: computed once here, as teamShownFields repeats it a dozen times, and planning
 * the copies of its subquery took most of a detail's time (200 ms on PGlite).
 */
const shownSeason = (db: Database, key: DetailKey) =>
  db.$with("shown").as(
    db
      .select({ id: players.id, season: sql<number | null>`${playerTeamSeason}`.as("season") })
      .from(players)
      .innerJoin(people, eq(players.personId, people.id))
      .where(byKey(key, players.id, people.slug))
      .orderBy(sql`${players.debutYear} desc nulls last`, players.id)
      .limit(1),
  );

export async function findPlayer(
  db: Database,
  key: DetailKey,
): Promise<{ player: PlayerRow; personId: number; leagueId: number } | undefined> {
  const [row] = await playersFrom(db, { shown: shownSeason(db, key) }).where(sql`${players.id} = (select id from shown)`);
  if (!row) return undefined;
  // allStarsOf, its leagues remembered: a scan of every player for one row was most of its time.
  const counted = row.debut !== null && (await allStarLeagues(db, row.all_star_version)).has(row.league_id);
  const player = toPlayer({ ...row, all_star_selections: counted ? row.all_star_selections : null });
  return { player, personId: row.person_id, leagueId: row.league_id };
}

export async function getPlayer(db: Database, key: DetailKey): Promise<PlayerRow | undefined> {
  return (await findPlayer(db, key))?.player;
}
