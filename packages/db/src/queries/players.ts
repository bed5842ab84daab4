// Players (spec §3 Player; §7 /api/people/players/). A player is one person's role in one
// league, so a player's slug is the person's slug.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { leagues, levels, people, players, sports, teams } from "../schema/index";
import { byKey, toPage, totalCount, type DetailKey, type OrderBy, type Page, type PageRequest } from "./common";
import { allStarsOf, championshipsOf } from "./person-counts";
import { awardRows, awardTexts, personFields, refs, statusOf, unknownLast } from "./person-fields";
import { nameOrder, roleWhere, type PersonRoleFilters } from "./person-filters";
import { playerTeamSeason, teamShownFields, withSeasonLabel } from "./team-shown";

export interface PlayerFilters extends PersonRoleFilters {
  /** Only the newest class of each league: debut year = the league's latest debut year. */
  rookies?: boolean | undefined;
}

function playersFrom(db: Database) {
  return db
    .select({
      total: totalCount,
      id: players.id,
      slug: people.slug,
      person: personFields,
      jersey_number: players.jerseyNumber,
      position: players.position,
      current_team: teamShownFields(players.isActive, playerTeamSeason, sql`false`),
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
      all_star_selections: allStarsOf,
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
function toPlayer({ total: _total, position, career_stats, awards: won, current_team, ...row }: PlayerSelection) {
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

/** A person who played in two leagues has two roles under one slug: the latest debut answers. */
/** By the person's slug or the player's id. */
export async function getPlayer(db: Database, key: DetailKey): Promise<PlayerRow | undefined> {
  const [row] = await playersFrom(db)
    .where(byKey(key, players.id, people.slug))
    .orderBy(sql`${players.debutYear} desc nulls last`, players.id)
    .limit(1);
  return row && toPlayer(row);
}
