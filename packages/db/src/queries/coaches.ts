// Coaches (spec §3 Coach; §7 /api/people/coaches/). A coach is one person's role in one
// league, so a coach's slug is the person's slug.
import type { TeamRef } from "@tl/contract/refs";
import { and, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { coaches, leagues, levels, people, sports, teams } from "../schema/index";
import { byKey, toPage, totalCount, type DetailKey, type OrderBy, type Page, type PageRequest } from "./common";
import { championshipsOf } from "./person-counts";
import { awardRows, awardTexts, personFields, refs, statusOf } from "./person-fields";
import { nameOrder, roleWhere, type PersonRoleFilters } from "./person-filters";
import { coachNameCertain, coachTeamSeason, teamShownFields, withSeasonLabel } from "./team-shown";

export interface CoachFilters extends PersonRoleFilters {
  /** "head coach" anywhere in the position, or exactly "Manager" (baseball's head coach). */
  headCoaches?: boolean | undefined;
}

/** wins / (wins + losses) to 3 decimals; null before a decided game. */
const winPercentage = sql<
  number | null
>`round(${coaches.wins}::numeric / nullif(coalesce(${coaches.wins}, 0) + coalesce(${coaches.losses}, 0), 0), 3)::float8`;

/**
 * His former clubs as team references (issue #16: the card links them): the franchises of his
 * seasons in the league (coach_seasons) but his current one, by his first season and stint with
 * each, as the Lahman import lists their names in previous_teams (the Databank's coaches too).
 */
const previousTeamRefs = sql<TeamRef[]>`(select coalesce(json_agg(json_build_object('name', t.name, 'city', t.city,
    'abbreviation', t.abbreviation, 'sport_name', ${sports.name}, 'slug', t.slug) order by f.first, t.id), '[]'::json)
  from (select cs.team_id, min(cs.year * 100 + cs.stint) as first from coach_seasons cs
    where cs.person_id = ${coaches.personId} and cs.league_id = ${coaches.leagueId} and cs.team_id is distinct from ${coaches.currentTeamId}
    group by cs.team_id) f
  join teams t on t.id = f.team_id)`;

/** The rows of a list, or of one coach (`one`: his card's season and certainty found before, see findCoach). */
function coachesFrom(db: Database, one?: { shown: ReturnType<typeof shownSeason> }) {
  return (one ? db.with(one.shown) : db)
    .select({
      total: totalCount,
      person_id: people.id,
      league_id: coaches.leagueId,
      id: coaches.id,
      slug: people.slug,
      person: personFields,
      current_team: one
        ? teamShownFields(coaches.isActive, sql`(select season from shown)`, sql`(select certain from shown)`)
        : teamShownFields(coaches.isActive, coachTeamSeason, coachNameCertain()),
      position: coaches.position,
      years_coaching: coaches.yearsCoaching,
      years_with_current_team: coaches.yearsWithCurrentTeam,
      previous_teams: coaches.previousTeams,
      previous_team_refs: previousTeamRefs,
      college: people.college,
      playing_experience: coaches.playingExperience,
      career_record: {
        wins: coaches.wins,
        losses: coaches.losses,
        ties: coaches.ties,
        win_percentage: winPercentage,
        playoff_appearances: coaches.playoffAppearances,
        playoff_wins: coaches.playoffWins,
        playoff_losses: coaches.playoffLosses,
      },
      championships_won: championshipsOf.coaches,
      awards: awardRows(coaches.leagueId),
      specialties: coaches.specialties,
      coaching_philosophy: coaches.coachingPhilosophy,
      contract_end_year: coaches.contractEndYear,
      is_active: coaches.isActive,
      status: statusOf(coaches.isActive),
      hire_date: coaches.hireDate,
      ...refs,
    })
    .from(coaches)
    .innerJoin(people, eq(coaches.personId, people.id))
    .innerJoin(leagues, eq(coaches.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id))
    .leftJoin(teams, eq(coaches.currentTeamId, teams.id));
}

type CoachSelection = Awaited<ReturnType<ReturnType<typeof coachesFrom>["execute"]>>[number];

/** The API's coach, with the spec's alternative names (years_coaching, alma_mater) both sent. */
function toCoach({
  total: _total,
  person_id: _person,
  league_id: _league,
  years_coaching,
  college,
  previous_teams,
  playing_experience,
  awards: won,
  current_team,
  ...row
}: CoachSelection) {
  return {
    ...row,
    current_team: withSeasonLabel(current_team, row.sport.slug),
    awards: awardTexts(won, row.sport.slug),
    coaching_experience_years: years_coaching,
    years_coaching,
    previous_teams: previous_teams ?? [],
    college,
    alma_mater: college,
    playing_experience: playing_experience
      ? {
          sport: playing_experience.sport ?? null,
          position: playing_experience.position ?? null,
          years_played: playing_experience.years_played ?? null,
          teams: playing_experience.teams ?? [],
        }
      : null,
  };
}

export type CoachRow = ReturnType<typeof toCoach>;

const headCoach = or(ilike(coaches.position, "%head coach%"), sql`lower(${coaches.position}) = 'manager'`);

export async function listCoaches(
  db: Database,
  filters: CoachFilters,
  page: PageRequest,
  ordering: readonly OrderBy[],
): Promise<Page<CoachRow>> {
  const rows = await coachesFrom(db)
    .where(and(roleWhere(coaches, filters), filters.headCoaches ? headCoach : undefined))
    .orderBy(
      ...nameOrder(
        ordering,
        { coaching_experience_years: coaches.yearsCoaching, championships_won: championshipsOf.coaches, hire_date: coaches.hireDate },
        coaches.id,
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  return { count: toPage(rows).count, results: rows.map(toCoach) };
}

/**
 * As for players: of one person's coaching roles (by slug), the latest hire answers; or the
 * coach's id. With the person's and the role's league's ids, for the coach page's other reads.
 */
/**
 * The coach a key names (the latest hire of a person's roles), with the season and certainty
 * his card's team is named by: computed once here, as teamShownFields repeats them a dozen times,
 * and planning the copies of their subqueries took most of a detail's time.
 */
const shownSeason = (db: Database, key: DetailKey) =>
  db.$with("shown").as(
    db
      .select({
        id: coaches.id,
        season: sql<number | null>`${coachTeamSeason}`.as("season"),
        certain: sql<boolean>`coalesce(${coachNameCertain()}, false)`.as("certain"),
      })
      .from(coaches)
      .innerJoin(people, eq(coaches.personId, people.id))
      .leftJoin(teams, eq(coaches.currentTeamId, teams.id))
      .where(byKey(key, coaches.id, people.slug))
      .orderBy(sql`${coaches.hireDate} desc nulls last`, coaches.id)
      .limit(1),
  );

export async function findCoach(
  db: Database,
  key: DetailKey,
): Promise<{ coach: CoachRow; personId: number; leagueId: number } | undefined> {
  const [row] = await coachesFrom(db, { shown: shownSeason(db, key) }).where(sql`${coaches.id} = (select id from shown)`);
  return row && { coach: toCoach(row), personId: row.person_id, leagueId: row.league_id };
}

export async function getCoach(db: Database, key: DetailKey): Promise<CoachRow | undefined> {
  return (await findCoach(db, key))?.coach;
}
