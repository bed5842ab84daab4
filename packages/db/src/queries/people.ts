// Players and coaches (spec §3 Player, Coach; §7 /api/people/…). A player or coach is one
// person's role in one league, so the slug of either is the person's slug. Derived fields are
// computed here, never stored: age (null once the person has died), status from is_active
// (spec §4: the data yields only active or inactive), each person's awards as text, and
// championships_won (the titles linked to the person, see championshipsOf).
import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { awards, coaches, leagues, levels, people, players, sports, teams } from "../schema/index";
import { likePattern, orderBy, searchAny, toPage, totalCount, type OrderBy, type Page, type PageRequest } from "./common";

/** Whole years from birth to today; null when the birth date is unknown or the person has died. */
const age = sql<number | null>`case when ${people.deathDate} is null then extract(year from age(current_date, ${people.birthDate}))::int end`;

const personFields = {
  first_name: people.firstName,
  last_name: people.lastName,
  full_name: people.fullName,
  age,
  birth_date: people.birthDate,
  birth_place: people.birthPlace,
  death_date: people.deathDate,
};

/**
 * Only teams columns decide whether the object is null (a free agent); the sport is the
 * role's league's, which is the team's.
 */
const currentTeamFields = {
  name: teams.name,
  city: teams.city,
  abbreviation: teams.abbreviation,
  sport_name: sql<string>`${sports.name}`,
  slug: teams.slug,
};

const refs = {
  sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
  league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
};

/** "American League MVP (1923)", newest first; awards of no league count in every league. */
const awardTexts = (leagueId: typeof players.leagueId | typeof coaches.leagueId) =>
  sql<string[]>`array(select ${awards.name} || ' (' || ${awards.year} || ')' from ${awards} where ${awards.personId} = ${people.id} and (${awards.leagueId} is null or ${awards.leagueId} = ${leagueId}) order by ${awards.year} desc, ${awards.name})`;

// Written with the outer table named in full: drizzle leaves column names unqualified in a
// select from one table, where champions' own columns would capture them.

/** Titles in the role's league whose champion the person coached (champions.coach_person_id). */
export const coachTitles = sql<number>`(select count(*) from champions c join championships ch on ch.id = c.championship_id where c.coach_person_id = "coaches"."person_id" and ch.league_id = "coaches"."league_id")::int`;

/** Titles in the role's league the person was MVP of, playing for the champion (champion_mvps.team_id). */
export const playerTitles = sql<number>`(select count(*) from champion_mvps m join champions c on c.id = m.champion_id join championships ch on ch.id = c.championship_id where m.person_id = "players"."person_id" and ch.league_id = "players"."league_id" and m.team_id = c.team_id)::int`;

/**
 * championships_won. A coach: the titles linked to them in that league — complete wherever our
 * facts name a coach's title, as every champion of ours names its coach; the count an import
 * stored (by its own rule) only for a coach we link no title to (Lahman's 1884-90 series winners).
 * A player: the titles an import counted from the winners' rosters, or the titles he was MVP of
 * for the champion when more (a title after the data): an MVP link alone cannot count the titles
 * a player won without being MVP. Checked on the real datasets in import/curated-people.test.ts.
 */
export const championshipsOf = {
  // Only the few hundred players with an MVP link run the subquery: once per row over 28,000
  // players it took seconds on PGlite, for a sort (ordering=-championships_won) or a sum.
  players: sql<number>`case when "players"."person_id" in (select "person_id" from "champion_mvps") then greatest(${players.championshipsWon}, ${playerTitles}) else ${players.championshipsWon} end`,
  coaches: sql<number>`coalesce(nullif(${coachTitles}, 0), ${coaches.championshipsWon})`,
};

const statusOf = (isActive: typeof players.isActive | typeof coaches.isActive) =>
  sql<"active" | "inactive">`case when ${isActive} then 'active' else 'inactive' end`;

export interface PersonRoleFilters {
  sportSlug?: string | undefined;
  levelSlug?: string | undefined;
  /** Case-insensitive substring (spec §5). */
  position?: string | undefined;
  teamSlug?: string | undefined;
  /** From the status filter. */
  isActive?: boolean | undefined;
  /** The active/ views: ANDed with isActive, so active/?status=retired is empty. */
  activeOnly?: boolean | undefined;
  /** A status no row can have (injured, interim …): answer nothing. */
  none?: boolean | undefined;
  search?: string | undefined;
}

export function roleWhere(role: typeof players | typeof coaches, filters: PersonRoleFilters): SQL | undefined {
  return and(
    filters.none ? sql`false` : undefined,
    filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
    filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
    filters.position ? ilike(role.position, likePattern(filters.position)) : undefined,
    filters.teamSlug ? eq(teams.slug, filters.teamSlug) : undefined,
    filters.isActive !== undefined ? eq(role.isActive, filters.isActive) : undefined,
    filters.activeOnly ? eq(role.isActive, true) : undefined,
    searchAny(filters.search, [people.fullName, people.firstName, people.lastName, teams.name, teams.city, role.position]),
  );
}

const nameOrder = (ordering: readonly OrderBy[], columns: Parameters<typeof orderBy>[1], id: typeof players.id | typeof coaches.id) =>
  orderBy(ordering, { last_name: people.lastName, full_name: people.fullName, ...columns }, [people.lastName, people.firstName, id]);

// ---- players ----

export const PLAYER_ORDERING = ["last_name", "full_name", "debut_year", "championships_won", "all_star_selections"] as const;

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
      current_team: currentTeamFields,
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
      awards: awardTexts(players.leagueId),
      championships_won: championshipsOf.players,
      all_star_selections: players.allStarSelections,
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
function toPlayer({ total: _total, position, career_stats, ...row }: PlayerSelection) {
  return { ...row, position, primary_position: position === null ? null : { name: position }, career_stats: career_stats ?? {} };
}

export type PlayerRow = ReturnType<typeof toPlayer>;

const newestClass = sql`${players.debutYear} = (select max(newest.debut_year) from ${players} as newest where newest.league_id = ${players.leagueId})`;

export async function listPlayers(db: Database, filters: PlayerFilters, page: PageRequest, ordering: readonly OrderBy[]): Promise<Page<PlayerRow>> {
  const rows = await playersFrom(db)
    .where(and(roleWhere(players, filters), filters.rookies ? newestClass : undefined))
    .orderBy(
      ...nameOrder(
        ordering,
        { debut_year: players.debutYear, championships_won: championshipsOf.players, all_star_selections: players.allStarSelections },
        players.id,
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  return { count: toPage(rows).count, results: rows.map(toPlayer) };
}

/** A person who played in two leagues has two roles under one slug: the latest debut answers. */
export async function getPlayer(db: Database, slug: string): Promise<PlayerRow | undefined> {
  const [row] = await playersFrom(db).where(eq(people.slug, slug)).orderBy(sql`${players.debutYear} desc nulls last`, players.id).limit(1);
  return row && toPlayer(row);
}

// ---- coaches ----

export const COACH_ORDERING = ["last_name", "full_name", "coaching_experience_years", "championships_won", "hire_date"] as const;

export interface CoachFilters extends PersonRoleFilters {
  /** "head coach" anywhere in the position, or exactly "Manager" (baseball's head coach). */
  headCoaches?: boolean | undefined;
}

/** wins / (wins + losses) to 3 decimals; null before a decided game. */
const winPercentage = sql<number | null>`round(${coaches.wins}::numeric / nullif(coalesce(${coaches.wins}, 0) + coalesce(${coaches.losses}, 0), 0), 3)::float8`;

function coachesFrom(db: Database) {
  return db
    .select({
      total: totalCount,
      id: coaches.id,
      slug: people.slug,
      person: personFields,
      current_team: currentTeamFields,
      position: coaches.position,
      years_coaching: coaches.yearsCoaching,
      years_with_current_team: coaches.yearsWithCurrentTeam,
      previous_teams: coaches.previousTeams,
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
      awards: awardTexts(coaches.leagueId),
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
function toCoach({ total: _total, years_coaching, college, previous_teams, playing_experience, ...row }: CoachSelection) {
  return {
    ...row,
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

export async function listCoaches(db: Database, filters: CoachFilters, page: PageRequest, ordering: readonly OrderBy[]): Promise<Page<CoachRow>> {
  const rows = await coachesFrom(db)
    .where(and(roleWhere(coaches, filters), filters.headCoaches ? headCoach : undefined))
    .orderBy(...nameOrder(ordering, { coaching_experience_years: coaches.yearsCoaching, championships_won: championshipsOf.coaches, hire_date: coaches.hireDate }, coaches.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: toPage(rows).count, results: rows.map(toCoach) };
}

/** As for players: of one person's coaching roles, the latest hire answers. */
export async function getCoach(db: Database, slug: string): Promise<CoachRow | undefined> {
  const [row] = await coachesFrom(db).where(eq(people.slug, slug)).orderBy(sql`${coaches.hireDate} desc nulls last`, coaches.id).limit(1);
  return row && toCoach(row);
}
