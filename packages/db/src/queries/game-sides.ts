// The two sides of a game (spec §3 Game): a team appears under the city and name it played
// under in the game's season (team_names); a game without a season, or a team without a
// history row for it, shows the current name. Shared by the games lists, their summary and
// the seasons' champions.
import { and, desc, eq, gte, isNull, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn, type PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import type { TeamRefFields } from "./team-ref";
import { championships, games, leagues, levels, seasons, sports, teamNames, teams } from "../schema/index";

/**
 * The team_names row of `teamId` in the season starting `startYear` (at most one), for a
 * LEFT JOIN LATERAL … ON true. No row when the year is unknown (null).
 */
export function teamNameInSeason(db: Database, teamId: AnyPgColumn, startYear: AnyColumn | SQL, as: string) {
  return db
    .select({ city: teamNames.city, name: teamNames.name, abbreviation: teamNames.abbreviation })
    .from(teamNames)
    .where(
      and(
        eq(teamNames.teamId, teamId),
        lte(teamNames.firstYear, startYear),
        or(isNull(teamNames.lastYear), gte(teamNames.lastYear, startYear)),
      ),
    )
    .orderBy(desc(teamNames.firstYear))
    .limit(1)
    .as(as);
}

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");

/** The displayed city, name and abbreviation of one side: its season's name, else its current one. */
function sideFields(team: typeof homeTeam | typeof awayTeam, seasonName: ReturnType<typeof teamNameInSeason>) {
  return {
    slug: team.slug,
    name: sql<string | null>`coalesce(${seasonName.name}, ${team.name})`,
    city: sql<string | null>`coalesce(${seasonName.city}, ${team.city})`,
    abbreviation: sql<string | null>`coalesce(${seasonName.abbreviation}, ${team.abbreviation})`,
  };
}

/**
 * Both sides of a game: the teams (aliased home_team / away_team), their season's names
 * (lateral subqueries home_name / away_name, joined ON true) and the displayed fields.
 * Every query over games joins these under these names, so gameWhere fits each of them.
 */
export function gameSides(db: Database) {
  const homeName = teamNameInSeason(db, homeTeam.id, seasons.startYear, "home_name");
  const awayName = teamNameInSeason(db, awayTeam.id, seasons.startYear, "away_name");
  return { homeTeam, awayTeam, homeName, awayName, home: sideFields(homeTeam, homeName), away: sideFields(awayTeam, awayName) };
}

/**
 * The joins every query over games shares: league, sport, level, season, championship and both
 * teams (under gameSides' aliases), so gameWhere fits it. The season's team names (homeName,
 * awayName) are the caller's to join, as not every query needs them.
 */
export function withGameContext<T extends PgSelect>(query: T) {
  return query
    .innerJoin(leagues, eq(games.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(levels, eq(leagues.levelId, levels.id))
    .leftJoin(seasons, eq(games.seasonId, seasons.id))
    .leftJoin(championships, eq(games.championshipId, championships.id))
    .leftJoin(homeTeam, eq(games.homeTeamId, homeTeam.id))
    .leftJoin(awayTeam, eq(games.awayTeamId, awayTeam.id));
}

/**
 * One side of a game as a JSON object (slug, name, city, abbreviation: its season's name, else its
 * current one), from a scalar subquery: a page of games names its sides with two small subplans
 * instead of joining seven tables, whose join order PostgreSQL spent ~20 ms of a 25 ms request
 * choosing. `startYear`: the game's season start year (null: the current name).
 */
export function sideJson(teamId: AnyColumn | SQL, startYear: AnyColumn | SQL) {
  return sql<TeamRefFields | null>`(select json_build_object('slug', side.slug, 'name', coalesce(side_name.name, side.name), 'city', coalesce(side_name.city, side.city), 'abbreviation', coalesce(side_name.abbreviation, side.abbreviation))
    from teams side left join lateral (select tn.city, tn.name, tn.abbreviation from team_names tn
      where tn.team_id = side.id and tn.first_year <= ${startYear} and (tn.last_year is null or tn.last_year >= ${startYear})
      order by tn.first_year desc limit 1) side_name on true
    where side.id = ${teamId})`;
}
