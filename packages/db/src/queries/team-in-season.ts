// A team as a person's season row names it (issue #16): the franchise's slug with the name, city
// and abbreviation of its team_names row covering the year (the latest such), else its current
// ones. Lateral reads with a limit, so each row's team and season are found through their
// indexes (teams and seasons by id, team_names by (team, first year)) instead of a hash over
// whole tables, which the planner picks for a few dozen rows it expects to be fewer.
import { sql, type SQL } from "drizzle-orm";

/** Joins `team` (slug, name, city, abbreviation) for the row `row` (its team_id and year). */
export const teamAtYear = (row: string): SQL =>
  sql.raw(`left join lateral (
    select t.slug, coalesce(tn.name, t.name) as name, coalesce(tn.city, t.city) as city,
      coalesce(tn.abbreviation, t.abbreviation) as abbreviation
    from teams t
    left join lateral (select tn.name, tn.city, tn.abbreviation from team_names tn
      where tn.team_id = t.id and tn.first_year <= ${row}.year and (tn.last_year is null or tn.last_year >= ${row}.year)
      order by tn.first_year desc limit 1) tn on true
    where t.id = ${row}.team_id limit 1) team on true`);

/** Joins `season` (name) for the row `row` (its season_id). */
export const seasonOfRow = (row: string): SQL =>
  sql.raw(`left join lateral (select s.name from seasons s where s.id = ${row}.season_id limit 1) season on true`);

/** The columns both joins add, prefixed. */
export const TEAM_AND_SEASON_COLUMNS = sql.raw(
  "team.slug as team_slug, team.name as team_name, team.city as team_city, team.abbreviation as team_abbreviation, season.name as season_name",
);

export interface TeamAndSeasonColumns {
  team_slug: string;
  team_name: string;
  team_city: string;
  team_abbreviation: string;
  season_name: string | null;
}

/** The TeamRef of a row read with those columns. */
export const teamOfRow = (row: TeamAndSeasonColumns, sportName: string) => ({
  name: row.team_name,
  city: row.team_city,
  abbreviation: row.team_abbreviation,
  sport_name: sportName,
  slug: row.team_slug,
});
