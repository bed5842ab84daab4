// The global search's players and coaches (issue #17): a person by the folded full name, one
// result per person (a career over several leagues is summed), ranked by match tier and then
// prominence: titles, All-Star selections and seasons played (a coach: titles and seasons).
import { seasonLabel } from "@tl/site-config/season-label";
import { sql, type SQL } from "drizzle-orm";
import { candidateRows, matchTier, similarityTo } from "./search-match";
import { similarPeople } from "./search-similar";
import {
  detailLine,
  inScope,
  scopeColumns,
  scopeJoins,
  scopeOf,
  yearSpan,
  type KindQuery,
  type Subquery,
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
  /** Names its subqueries. */
  name: string;
  table: SQL;
  aggregates: SQL;
  prominence: SQL;
  /** First and last year, read for the page of results only. */
  years: (person: SQL) => SQL;
}

const PLAYER: Role = {
  name: "player",
  table: sql`players`,
  aggregates: sql`sum(x.championships_won)::int as titles, sum(x.all_star_selections)::int as all_stars,
    sum(coalesce(x.years_pro, x.final_year - x.debut_year + 1, 0))::int as seasons`,
  prominence: sql`3 * titles + 2 * all_stars + seasons`,
  years: (person) => sql`(select min(debut_year) from players where person_id = ${person}) as first_year,
    (select max(final_year) from players where person_id = ${person}) as last_year`,
};

const COACH: Role = {
  name: "coach",
  table: sql`coaches`,
  aggregates: sql`sum(x.championships_won)::int as titles, sum(coalesce(x.years_coaching, 0))::int as seasons`,
  prominence: sql`3 * titles + seasons`,
  years: (person) => sql`(select min(year) from coach_seasons where person_id = ${person}) as first_year,
    (select max(year) from coach_seasons where person_id = ${person}) as last_year`,
};

/** Match tier, then similarity among typos only (computed for those only), then prominence. */
const bestFirst = (role: Role, request: SearchRequest) =>
  sql`tier, case when tier = 3 then ${similarityTo(sql`folded`, request.q)} end desc, ${role.prominence} desc, full_name, id`;

/** The people whose name matches, with their match tier and folded name: read by players and coaches alike. */
function peopleFound(request: SearchRequest): Subquery {
  const name = sql`p.search_name`; // search_fold(full_name), stored (migration 0008)
  const folded = sql`c.folded`;
  // The stored words (less their last space) where spaced() would give the same: plain ASCII, search_trigrams > 0.
  const select = sql`select p.id, p.slug, p.full_name, ${name} as folded,
    case when p.search_trigrams > 0 then left(p.search_words, -1) end as words from people p`;
  return {
    name: "people_found",
    body: sql`select c.id, c.slug, c.full_name, c.folded, ${matchTier(folded, request.q, sql`c.words`)} as tier
      from (${candidateRows(select, name, request.q, (query) => similarPeople(select, request.q, query))}) c`,
  };
}

/**
 * The role's people found (named after the role's table), ranked; then the page of results. The
 * role's aggregates (its prominence, league and position) are read only for the tiers the page can
 * reach: the results are ordered by tier first, so no person of a tier beyond the page's last
 * person's is among them (for "roy", the 400 names holding it inside a word are left out).
 */
function statement(role: Role, request: SearchRequest): { with: Subquery[]; statement: SQL } {
  const named = (part: string) => `${role.name}_${part}`;
  const [roles, ranked, best] = [named("roles"), named("ranked"), named("best")].map((name) => sql.identifier(name));
  const lastTier = sql`coalesce((select tier from ${roles} order by tier offset ${request.limit} - 1 limit 1), 3)`;
  return {
    with: [
      peopleFound(request),
      {
        name: named("roles"),
        body: sql`select c.* from people_found c
          where exists (select from ${role.table} x where x.person_id = c.id ${inScope(sql`x.league_id`, request)})`,
      },
      { name: named("ranked"), body: sql`select c.*, count(*) over ()::int as total from ${roles} c` },
      {
        name: named("best"),
        // The role's leagues are read for the page of results only (a join here is a hash per person).
        body: sql`select c.*, r.*, row_number() over (order by ${bestFirst(role, request)}) as place
          from ${ranked} c cross join lateral (
            select min(x.league_id) as league_id, min(x.position) as position, ${role.aggregates}
            from ${role.table} x where x.person_id = c.id ${inScope(sql`x.league_id`, request)}
          ) r
          where c.tier <= ${lastTier} order by place limit ${request.limit}`,
      },
    ],
    statement: sql`select best.slug, best.full_name, best.position, best.total, ${scopeColumns}, ${role.years(sql`best.id`)},
      (select string_agg(l.abbreviation, ', ' order by l.id) from ${role.table} x join leagues l on l.id = x.league_id
        where x.person_id = best.id ${inScope(sql`x.league_id`, request)}) as leagues
    from ${best} best ${scopeJoins(sql`best.league_id`)} order by best.place`,
  };
}

function roleQuery(role: Role, request: SearchRequest): KindQuery {
  return {
    ...statement(role, request),
    answer: (rows: PersonRow[]) => ({
      count: rows[0]?.total ?? 0,
      results: rows.map((row) => {
        const years = yearSpan((year) => seasonLabel(row.sport_slug, year), row.first_year, row.last_year);
        return { slug: row.slug, name: row.full_name, detail: detailLine(row.position, years, row.leagues), ...scopeOf(row) };
      }),
    }),
  };
}

export const playerQuery = (request: SearchRequest) => roleQuery(PLAYER, request);
export const coachQuery = (request: SearchRequest) => roleQuery(COACH, request);
