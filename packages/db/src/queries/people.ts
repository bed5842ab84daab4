// Players and coaches (spec §3 Player, Coach; §7 /api/people/…). A player or coach is one
// person's role in one league, so the slug of either is the person's slug. Derived fields are
// computed here, never stored: age (null once the person has died), status from is_active
// (spec §4: the data yields only active or inactive), each person's awards as text labelled
// by the season-label rule, championships_won (the titles linked to the person, see
// championshipsOf), the team a card names (see teamShown) and, for players, the counts we
// hold (a count we do not hold is null, never 0: see allStarsOf).
import { seasonLabel } from "@tl/site-config/season-label";
import { and, eq, ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
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
 * A column of the team_names row of the card's team in `season` (its city, name or
 * abbreviation then). A scalar subquery rather than a lateral join: PostgreSQL evaluates it
 * for the rows of the page only, after the sort and limit, not for all 28,000 players.
 */
const nameThen = (column: "city" | "name" | "abbreviation", season: SQL) =>
  sql<string | null>`(select tn.${sql.raw(column)} from team_names tn where tn.team_id = ${teams.id} and tn.first_year <= ${season} and (tn.last_year is null or tn.last_year >= ${season}) order by tn.first_year desc limit 1)`;

/**
 * The team a card names (issue #13: a card states only what is so). Active: the team now,
 * under its current name; season null. Not active: the club of `season` (a start year: the
 * latest season we hold in which the person was with it), under the city, name and
 * abbreviation it had that season (`then`, from team_names, looked up for the same season);
 * the abbreviation is left out where we hold none for that season and the club then went by
 * another city or name (Babe Ruth's 1935 Boston Braves are not "ATL"). With no such season,
 * the club under its present name where `certainWithoutSeason`, else nothing: every field
 * null, which the API sends as a null object.
 */
function teamShownFields(isActive: AnyColumn, season: SQL, certainWithoutSeason: SQL) {
  const then = { city: nameThen("city", season), name: nameThen("name", season), abbreviation: nameThen("abbreviation", season) };
  const past = sql`(not ${isActive} and ${season} is not null)`;
  const shown = sql`(${isActive} or ${past} or ${certainWithoutSeason})`;
  const pick = <T>(now: AnyColumn, former: SQL) => sql<T>`case when ${past} then ${former} when ${shown} then ${now} end`;
  const sameNameThen = sql`(${then.name} is null or (${then.name} = ${teams.name} and ${then.city} = ${teams.city}))`;
  return {
    name: pick<string | null>(teams.name, sql`coalesce(${then.name}, ${teams.name})`),
    city: pick<string | null>(teams.city, sql`coalesce(${then.city}, ${teams.city})`),
    abbreviation: pick<string | null>(teams.abbreviation, sql`coalesce(${then.abbreviation}, case when ${sameNameThen} then ${teams.abbreviation} end)`),
    sport_name: sql<string | null>`case when ${shown} and ${teams.id} is not null then ${sports.name} end`,
    slug: pick<string | null>(teams.slug, sql`${teams.slug}`),
    season: sql<number | null>`case when ${past} and ${teams.id} is not null then ${season} end`,
  };
}

/**
 * A player's season for teamShownFields: the last of his career where a dataset holds it
 * (Lahman's 1935 for Babe Ruth, the Databank's 1998-99 for Wayne Gretzky), else the latest
 * title our facts tie him to the club with, as its MVP (Michael Jordan's 1997-98 Bulls; his
 * later seasons elsewhere are not in our data, so the card says the season, not "last").
 */
const playerTeamSeason = sql`coalesce(${players.finalYear}, (select max(s.start_year) from champion_mvps m join champions c on c.id = m.champion_id join seasons s on s.id = c.season_id join championships ch on ch.id = c.championship_id where m.person_id = ${players.personId} and ch.league_id = ${players.leagueId} and m.team_id = ${players.currentTeamId}))`;

/**
 * A coach's season for teamShownFields. We hold no coach's last season (the importers keep
 * only its franchise), so: the latest title he won with that club (Scotty Bowman's 2001-02
 * Red Wings, Connie Mack's 1930 Philadelphia Athletics).
 */
const coachTeamSeason = sql`(select max(s.start_year) from champions c join seasons s on s.id = c.season_id join championships ch on ch.id = c.championship_id where c.coach_person_id = ${coaches.personId} and ch.league_id = ${coaches.leagueId} and c.team_id = ${coaches.currentTeamId})`;

/**
 * Without such a title, a coach's last franchise (years_coaching says a dataset gave it) is
 * named where its name in his last season is certain: one city and name throughout, or its
 * present one since a season we know he coached (his latest title or coaching award): Joe
 * Torre's Los Angeles Dodgers. Else nothing, rather than a present name the club may not
 * have had then.
 */
function coachNameCertain() {
  const latestKnownSeason = sql`greatest(
    (select max(s.start_year) from champions c join seasons s on s.id = c.season_id join championships ch on ch.id = c.championship_id where c.coach_person_id = ${coaches.personId} and ch.league_id = ${coaches.leagueId}),
    (select max(a.year) from awards a where a.person_id = ${coaches.personId} and (a.league_id is null or a.league_id = ${coaches.leagueId})))`;
  return sql`(${coaches.yearsCoaching} is not null and ((select count(distinct (tn.city, tn.name)) from team_names tn where tn.team_id = ${teams.id}) <= 1
    or exists (select 1 from team_names tn where tn.team_id = ${teams.id} and tn.last_year is null and tn.first_year <= ${latestKnownSeason})))`;
}

/** The team object as the API sends it: null when not shown, the season also labelled by the season-label rule. */
function withSeasonLabel<T extends { slug: string | null; name: string | null; city: string | null; sport_name: string | null; season: number | null }>(team: T | null, sportSlug: string) {
  if (team?.slug == null || team.name === null || team.city === null || team.sport_name === null) return null;
  return { ...team, slug: team.slug, name: team.name, city: team.city, sport_name: team.sport_name, season_label: team.season === null ? null : seasonLabel(sportSlug, team.season) };
}

const refs = {
  sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
  league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
};

/**
 * Each award's name and season (its start year, as both datasets store it), newest first;
 * awards of no league count in every league. Labelled in awardTexts.
 */
const awardRows = (leagueId: typeof players.leagueId | typeof coaches.leagueId) =>
  sql<{ name: string; year: number }[]>`array(select json_build_object('name', ${awards.name}, 'year', ${awards.year}) from ${awards} where ${awards.personId} = ${people.id} and (${awards.leagueId} is null or ${awards.leagueId} = ${leagueId}) order by ${awards.year} desc, ${awards.name})`;

/** "Most Valuable Player (1923)", "Conn Smythe (1987-88)": the season by the one season-label rule. */
export function awardTexts(rows: readonly { name: string; year: number }[], sportSlug: string): string[] {
  return rows.map((award) => `${award.name} (${seasonLabel(sportSlug, award.year)})`);
}

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
  // A player whose career no dataset holds (no debut year: known only as an MVP of our
  // curated titles) has no roster to count: null, not the MVP titles alone (Tom Brady was
  // MVP of five of his seven Super Bowls).
  players: sql<number | null>`case when ${players.debutYear} is null then null when "players"."person_id" in (select "person_id" from "champion_mvps") then greatest(${players.championshipsWon}, ${playerTitles}) else ${players.championshipsWon} end`,
  coaches: sql<number>`coalesce(nullif(${coachTitles}, 0), ${coaches.championshipsWon})`,
};

/**
 * all_star_selections, where we hold it: a player whose career a dataset holds (a debut
 * year), in a league whose data counts All-Star selections (some player of it has one:
 * Lahman's for MLB). Elsewhere null (Wayne Gretzky, Michael Jordan): unknown, not 0.
 */
export const allStarsOf = sql<number | null>`case when ${players.debutYear} is not null and ${players.leagueId} in (select "league_id" from "players" where "all_star_selections" > 0) then ${players.allStarSelections} end`;

/** A nullable count as a sort key: unknown counts sort below every known one. */
const unknownLast = (count: SQL) => sql`coalesce(${count}, -1)`;

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

export async function listPlayers(db: Database, filters: PlayerFilters, page: PageRequest, ordering: readonly OrderBy[]): Promise<Page<PlayerRow>> {
  const rows = await playersFrom(db)
    .where(and(roleWhere(players, filters), filters.rookies ? newestClass : undefined))
    .orderBy(
      ...nameOrder(
        ordering,
        { debut_year: players.debutYear, championships_won: unknownLast(championshipsOf.players), all_star_selections: unknownLast(allStarsOf) },
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
      current_team: teamShownFields(coaches.isActive, coachTeamSeason, coachNameCertain()),
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
function toCoach({ total: _total, years_coaching, college, previous_teams, playing_experience, awards: won, current_team, ...row }: CoachSelection) {
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
