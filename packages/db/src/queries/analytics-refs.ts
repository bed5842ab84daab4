// The titles every analytics chart (issue #19) reads, and how its statements hand franchises and
// seasons back: as JSON of the fields the contract's team and season references are made of
// (team-ref.ts, season-slug.ts), turned into those references here.
import type { SeasonRef, TeamRef } from "@tl/contract/refs";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import type { AnalyticsScope } from "./analytics-scope";
import { seasonRefOf } from "./season-slug";
import { teamRefIn } from "./team-ref";

/**
 * `won`: the championship's titles, one row per title (a season without a champion and a vacated
 * title are none): the franchise (team_id), its city that season (team_city), the season's start year, name and league slug (a
 * pre-NHL Cup's season is its own league's), and the champion's city and name that season.
 */
export const wonTitles = (championshipId: number) => sql`won as (
  select ch.team_id, ch.team_city, s.start_year, s.name as season_name, sl.slug as season_league,
    concat_ws(' ', ch.team_city, ch.team_name) as champion_name
  from champions ch join seasons s on s.id = ch.season_id join leagues sl on sl.id = s.league_id
  where ch.championship_id = ${championshipId} and ch.team_id is not null and not ch.vacated)`;

/** A franchise as JSON (its current name), from the teams row aliased `alias`. */
export const teamJson = (alias: string) =>
  sql.raw(`json_build_object('slug', ${alias}.slug, 'city', ${alias}.city, 'name', ${alias}.name, 'abbreviation', ${alias}.abbreviation)`);

/** A team as JSON under its city and name in the season starting `startYear` (team_names), else its current ones, as a game's sides. */
export const sideJson = (teamId: SQL, startYear: SQL) => sql`(select json_build_object('slug', t.slug, 'city', coalesce(n.city, t.city),
    'name', coalesce(n.name, t.name), 'abbreviation', coalesce(n.abbreviation, t.abbreviation))
  from teams t left join lateral (select n.city, n.name, n.abbreviation from team_names n where n.team_id = t.id and n.first_year <= ${startYear}
    and (n.last_year is null or n.last_year >= ${startYear}) order by n.first_year desc limit 1) n on true
  where t.id = ${teamId})`;

/** A season as JSON, from its start year, name and league slug expressions. */
export const seasonJson = (startYear: SQL, name: SQL, league: SQL) =>
  sql`json_build_object('start_year', ${startYear}, 'name', ${name}, 'league', ${league})`;

/** The same, from a `won` row aliased `alias`. */
export const wonSeasonJson = (alias: string) =>
  seasonJson(sql.raw(`${alias}.start_year`), sql.raw(`${alias}.season_name`), sql.raw(`${alias}.season_league`));

export interface TeamJson {
  slug: string;
  city: string;
  name: string;
  abbreviation: string;
}
export interface SeasonJson {
  start_year: number;
  name: string;
  league: string;
}

export const toTeam = (scope: AnalyticsScope, team: TeamJson): TeamRef => teamRefIn(team, scope.sport.name);
export const toSeason = (scope: AnalyticsScope, season: SeasonJson): SeasonRef =>
  seasonRefOf({ leagueSlug: season.league, sportSlug: scope.sport.slug, startYear: season.start_year, name: season.name });

/** The scope's fields every answer starts with. */
export const scopeFields = ({ championship, league, sport, level }: AnalyticsScope) => ({ championship, league, sport, level });

/** The one JSON value a chart's statement answers (`select … as answer`). */
export async function answerOf<T>(db: Database, statement: SQL): Promise<T> {
  const result: unknown = await db.execute(statement);
  const [row] = (result as { rows: { answer: T }[] }).rows;
  if (row === undefined) throw new Error("an analytics statement answered no row");
  return row.answer;
}
