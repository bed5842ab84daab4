// The dropdown options of the players and coaches screens. Facet rule: the option lists
// (sports, positions, teams) honour only the sport and level filters, so a dropdown keeps its
// options once one of them is chosen; the counts and sums beside them honour every filter.
import type { PlayerSummary } from "@tl/contract/players";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { type coaches, leagues, levels, people, type players, sports, teamNames, teams } from "../schema/index";
import type { PersonRoleFilters } from "./person-filters";
import { byteOrder } from "./summary-sql";

/** The team_names rows of the city and name a team is listed under. */
const underListedName = and(eq(teamNames.teamId, teams.id), eq(teamNames.city, teams.city), eq(teamNames.name, teams.name));
const listedNameFirstYear = sql<number | null>`(select min(${teamNames.firstYear}) from ${teamNames} where ${underListedName})`;
const listedNameLastYear = sql<
  number | null
>`(select case when bool_or(${teamNames.lastYear} is null) then null else max(${teamNames.lastYear}) end from ${teamNames} where ${underListedName})`;

export type Role = typeof players | typeof coaches;

/**
 * The joins of the player and coach lists (players.ts, coaches.ts), which roleWhere names, onto
 * `select(…).from(role).$dynamic()` (dynamic, so one helper serves either role). People are
 * joined only for a search, the one filter that reads them: every role has its person, so
 * leaving them out loses no row, and saves a join over every role.
 */
export const joinRole = <T extends PgSelect>(query: T, role: Role, withPeople: boolean) =>
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
export async function roleFacets(db: Database, role: Role, filters: PersonRoleFilters): Promise<RoleFacets> {
  const chosenLeagues = db
    .select({ id: leagues.id })
    .from(leagues)
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id))
    .where(
      and(
        filters.sportSlug ? eq(sports.slug, filters.sportSlug) : undefined,
        filters.levelSlug ? eq(levels.slug, filters.levelSlug) : undefined,
        filters.leagueSlug ? eq(leagues.slug, filters.leagueSlug) : undefined,
      ),
    );
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
      .where(
        inArray(
          sports.id,
          db
            .select({ id: leagues.sportId })
            .from(leagues)
            .where(inArray(leagues.id, db.select({ id: role.leagueId }).from(role).where(inChosenLeagues))),
        ),
      )
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
