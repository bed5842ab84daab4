// The global search's players and coaches (issue #17): a person by the folded full name, one
// result per person (a career over several leagues is summed), ranked by match tier and then
// prominence: titles, All-Star selections and seasons played (a coach: titles and seasons).
import { seasonLabel } from "@tl/site-config/season-label";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { matchTier, nameCandidate, similarityTo } from "./search-match";
import {
  detailLine,
  inScope,
  rowsOf,
  scopeColumns,
  scopeJoins,
  scopeOf,
  yearSpan,
  type KindAnswer,
  type ScopedRow,
  type SearchRequest,
} from "./search-scope";

interface PersonRow extends ScopedRow {
  slug: string;
  full_name: string;
  position: string | null;
  first_year: number | null;
  last_year: number | null;
  leagues: string;
}

/** What differs between a player and a coach: the role's table, its years and its prominence. */
interface Role {
  table: SQL;
  aggregates: SQL;
  prominence: SQL;
  /** First and last year, read for the page of results only. */
  years: (person: SQL) => SQL;
}

const PLAYER: Role = {
  table: sql`players`,
  aggregates: sql`sum(x.championships_won)::int as titles, sum(x.all_star_selections)::int as all_stars,
    sum(coalesce(x.years_pro, x.final_year - x.debut_year + 1, 0))::int as seasons`,
  prominence: sql`3 * titles + 2 * all_stars + seasons`,
  years: (person) => sql`(select min(debut_year) from players where person_id = ${person}) as first_year,
    (select max(final_year) from players where person_id = ${person}) as last_year`,
};

const COACH: Role = {
  table: sql`coaches`,
  aggregates: sql`sum(x.championships_won)::int as titles, sum(coalesce(x.years_coaching, 0))::int as seasons`,
  prominence: sql`3 * titles + seasons`,
  years: (person) => sql`(select min(year) from coach_seasons where person_id = ${person}) as first_year,
    (select max(year) from coach_seasons where person_id = ${person}) as last_year`,
};

/** Match tier, then similarity among typos only, then prominence. */
const bestFirst = (role: Role) => sql`tier, case when tier = 3 then similarity end desc, ${role.prominence} desc, full_name, id`;

function statement(role: Role, request: SearchRequest): SQL {
  const name = sql`p.search_name`; // search_fold(full_name), stored (migration 0008)
  const folded = sql`c.folded`;
  return sql`with cand as (
      select p.id, p.slug, p.full_name, ${name} as folded from people p where ${nameCandidate(name, request.q)}
    ), roles as (
      select c.*, r.* from cand c cross join lateral (
        select count(*)::int as n, min(x.league_id) as league_id, min(x.position) as position, ${role.aggregates}
        from ${role.table} x where x.person_id = c.id ${inScope(sql`x.league_id`, request)}
      ) r where r.n > 0 -- the role's leagues are read for the page of results only (a join here is a hash per person)
    ), ranked as (
      select c.*, ${matchTier(folded, request.q)} as tier, ${similarityTo(folded, request.q)} as similarity,
        count(*) over ()::int as total
      from roles c
    ), best as (
      select *, row_number() over (order by ${bestFirst(role)}) as place from ranked order by place limit ${request.limit}
    )
    select best.slug, best.full_name, best.position, best.total, ${scopeColumns}, ${role.years(sql`best.id`)},
      (select string_agg(l.abbreviation, ', ' order by l.id) from ${role.table} x join leagues l on l.id = x.league_id
        where x.person_id = best.id ${inScope(sql`x.league_id`, request)}) as leagues
    from best ${scopeJoins(sql`best.league_id`)} order by best.place`;
}

async function searchRole(db: Database, role: Role, request: SearchRequest): Promise<KindAnswer> {
  const rows = rowsOf<PersonRow>(await db.execute(statement(role, request)));
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((row) => {
      const years = yearSpan((year) => seasonLabel(row.sport_slug, year), row.first_year, row.last_year);
      return { slug: row.slug, name: row.full_name, detail: detailLine(row.position, years, row.leagues), ...scopeOf(row) };
    }),
  };
}

export const searchPlayers = (db: Database, request: SearchRequest) => searchRole(db, PLAYER, request);
export const searchCoaches = (db: Database, request: SearchRequest) => searchRole(db, COACH, request);
