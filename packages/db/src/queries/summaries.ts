// Summaries for the data screens' counters, tiles and dropdowns (spec §2 Scores, Players,
// Coaches), computed by aggregate SQL so a screen need not download a whole table. Each one
// filters exactly as its list does: the WHERE comes from the list's own query module
// (gameWhere, roleWhere) over the same joins, and championships sum the list's own
// championships_won (championshipsOf).
//
// Facet rule (players, coaches): the option lists (sports, positions, teams) honour only the
// sport and level filters, so a dropdown keeps its options once one of them is chosen; the
// counts and sums honour every filter.
import type { CoachSummary } from "@tl/contract/coaches";
import type { GameSummary } from "@tl/contract/games";
import type { PlayerSummary } from "@tl/contract/players";
import { and, count, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { coaches, games, leagues, levels, people, players, sports, teamNames, teams } from "../schema/index";
import { gameSides, withGameContext } from "./game-sides";
import { gameWhere, type GameFilters, type GameView } from "./games";
import { allStarsOf, championshipsOf } from "./person-counts";
import { roleWhere, type PersonRoleFilters } from "./person-filters";

/** The team_names rows of the city and name a team is listed under. */
const underListedName = and(eq(teamNames.teamId, teams.id), eq(teamNames.city, teams.city), eq(teamNames.name, teams.name));
const listedNameFirstYear = sql<number | null>`(select min(${teamNames.firstYear}) from ${teamNames} where ${underListedName})`;
const listedNameLastYear = sql<number | null>`(select case when bool_or(${teamNames.lastYear} is null) then null else max(${teamNames.lastYear}) end from ${teamNames} where ${underListedName})`;

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
/** sum() of integers is bigint (text over the wire) and null over no rows: 0 then. */
const total = (column: AnyColumn | SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
/**
 * Sum of a count that may be unknown (null): over the known values; null when rows match and
 * none is known (All-Star selections on the NHL site), 0 over no rows.
 */
const knownTotal = (column: SQL) => sql<number | null>`case when count(${column}) = 0 and count(*) > 0 then null else coalesce(sum(${column}), 0) end`.mapWith(Number);
/** Byte order, so PGlite and every PostgreSQL locale sort alike. */
const byteOrder = (column: AnyColumn) => sql`${column} collate "C"`;

// ---- games ----

/** Counts by status over `view` and `filters` (as listGames filters), and the sports present. */
export async function summarizeGames(db: Database, view: GameView, filters: GameFilters): Promise<GameSummary> {
  const { homeName, awayName } = gameSides(db);
  const bySport = withGameContext(db
    .select({
      name: sports.name,
      slug: sports.slug,
      abbreviation: sports.abbreviation,
      count: count(),
      live: countWhere(eq(games.status, "live")),
      final: countWhere(eq(games.status, "final")),
      scheduled: countWhere(eq(games.status, "scheduled")),
      postponed: countWhere(eq(games.status, "postponed")),
    })
    .from(games)
    .$dynamic(),
  );
  // The season's team names matter only to a search; looking them up for every game is
  // most of the cost of an unsearched summary.
  const from = filters.search ? bySport.leftJoinLateral(homeName, sql`true`).leftJoinLateral(awayName, sql`true`) : bySport;
  const rows = await from
    .where(gameWhere(db, view, filters))
    .groupBy(sports.name, sports.slug, sports.abbreviation)
    .orderBy(byteOrder(sports.name), sports.slug);
  const sum = (key: "count" | "live" | "final" | "scheduled" | "postponed") => rows.reduce((n, row) => n + row[key], 0);
  return {
    count: sum("count"),
    live: sum("live"),
    final: sum("final"),
    scheduled: sum("scheduled"),
    postponed: sum("postponed"),
    sports: rows.map(({ name, slug, abbreviation }) => ({ name, slug, abbreviation })),
  };
}

// ---- players and coaches ----

type Role = typeof players | typeof coaches;

/**
 * The joins of people.ts's player and coach lists, which roleWhere names, onto
 * `select(…).from(role).$dynamic()` (dynamic, so one helper serves either role). People are
 * joined only for a search, the one filter that reads them: every role has its person, so
 * leaving them out loses no row, and saves a join over every role.
 */
const joinRole = <T extends PgSelect>(query: T, role: Role, withPeople: boolean) =>
  (withPeople ? query.innerJoin(people, eq(role.personId, people.id)) : query)
    .innerJoin(leagues, eq(role.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id))
    .leftJoin(teams, eq(role.currentTeamId, teams.id));

/** The dropdown options of the players and coaches screens (the contract's facets). */
type RoleFacets = Pick<PlayerSummary, "sports" | "positions" | "teams">;

/**
 * Dropdown options of a players or coaches screen, under the facet rule: only the sport and
 * level filters apply (as roleWhere applies them). Those pick leagues, so each option list
 * scans the roles of those leagues alone and joins names onto the few distinct values.
 */
async function roleFacets(db: Database, role: Role, filters: PersonRoleFilters): Promise<RoleFacets> {
  const chosenLeagues = db
    .select({ id: leagues.id })
    .from(leagues)
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id))
    .where(and(filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined, filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined));
  const inChosenLeagues = inArray(role.leagueId, chosenLeagues);
  const currentTeams = db
    .select({ teamId: sql<number>`${role.currentTeamId}`.as("role_team_id"), leagueId: sql<number>`${role.leagueId}`.as("role_league_id") })
    .from(role)
    .where(and(inChosenLeagues, isNotNull(role.currentTeamId)))
    .groupBy(role.currentTeamId, role.leagueId)
    .as("current_teams");
  const [sportRows, positionRows, teamRows] = await Promise.all([
    db
      .select({ name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation })
      .from(sports)
      .where(inArray(sports.id, db.select({ id: leagues.sportId }).from(leagues).where(inArray(leagues.id, db.select({ id: role.leagueId }).from(role).where(inChosenLeagues)))))
      .orderBy(byteOrder(sports.name), sports.slug),
    db
      .select({ position: sql<string>`${role.position}` })
      .from(role)
      .where(and(inChosenLeagues, isNotNull(role.position)))
      .groupBy(role.position)
      .orderBy(byteOrder(role.position)),
    // The sport is the role's league's, as a listed player's current_team.sport_name is.
    db
      .select({
        slug: teams.slug,
        abbreviation: teams.abbreviation,
        name: teams.name,
        city: teams.city,
        sport_name: sports.name,
        first_year: listedNameFirstYear,
        last_year: listedNameLastYear,
        is_active: teams.isActive,
      })
      .from(currentTeams)
      .innerJoin(teams, eq(teams.id, currentTeams.teamId))
      .innerJoin(leagues, eq(leagues.id, currentTeams.leagueId))
      .innerJoin(sports, eq(leagues.sportId, sports.id))
      .groupBy(teams.id, sports.name)
      .orderBy(byteOrder(teams.abbreviation), byteOrder(teams.city), byteOrder(teams.name), teams.slug),
  ]);
  return { sports: sportRows, positions: positionRows.map((row) => row.position), teams: teamRows };
}

/** Over the players listPlayers would list for `filters`; facets as roleFacets. */
export async function summarizePlayers(db: Database, filters: PersonRoleFilters): Promise<PlayerSummary> {
  const [totals, facets] = await Promise.all([
    joinRole(
      db
        .select({
          count: count(),
          active: countWhere(eq(players.isActive, true)),
          championships: knownTotal(championshipsOf.players),
          all_star_selections: knownTotal(allStarsOf),
        })
        .from(players)
        .$dynamic(),
      players,
      Boolean(filters.search),
    ).where(roleWhere(players, filters)),
    roleFacets(db, players, filters),
  ]);
  return { count: 0, active: 0, championships: 0, all_star_selections: 0, ...totals[0], ...facets };
}

/** Over the coaches listCoaches would list for `filters`; facets as roleFacets. */
export async function summarizeCoaches(db: Database, filters: PersonRoleFilters): Promise<CoachSummary> {
  const [totals, facets] = await Promise.all([
    joinRole(
      db
        .select({
          count: count(),
          active: countWhere(eq(coaches.isActive, true)),
          championships: total(championshipsOf.coaches),
          average_years_coaching: sql<number | null>`round(avg(${coaches.yearsCoaching}), 1)::float8`,
        })
        .from(coaches)
        .$dynamic(),
      coaches,
      Boolean(filters.search),
    ).where(roleWhere(coaches, filters)),
    roleFacets(db, coaches, filters),
  ]);
  return { count: 0, active: 0, championships: 0, average_years_coaching: null, ...totals[0], ...facets };
}
