// The global search's teams (issue #17): a franchise by its city and name today or any it played
// under ("Highlanders", "Expos", "Brooklyn" finds the Dodgers), ranked by match tier over all its
// names, then titles. A match found only under a former name says so ("as New York Highlanders").
import { sql, type SQL } from "drizzle-orm";
import { everyWordIds, holdsEveryWord, looksLike, matchTier, normalQuery, similarityTo } from "./search-match";
import { detailLine, inScope, scopeColumns, scopeJoins, scopeOf, type KindQuery, type ScopedRow, type SearchRequest } from "./search-scope";

interface TeamRow extends ScopedRow {
  slug: string;
  name: string;
  league: string;
  first_year: number | null;
  last_year: number | null;
  is_active: boolean;
  former: string | null;
}

/**
 * The franchises holding the word (its pattern) in a name: today's, a former one or the
 * abbreviation (the lists' rule, team-match.ts), each a trigram index read (migration 0013).
 */
const wordIds = (pattern: SQL) => sql`(select id from teams where search_name like ${pattern}
    union all select team_id from team_names where search_name like ${pattern}
    union all select id from teams where lower(abbreviation) like ${pattern})`;

/** The candidates' ids: every word in one of the franchise's names, or a name like the query. */
function candidateIds(q: string): SQL {
  const everyWord = everyWordIds(q, wordIds);
  const fuzzy = looksLike(sql`search_name`, q);
  return fuzzy
    ? sql`${everyWord} union select id from teams where ${fuzzy} union select team_id from team_names where ${fuzzy}`
    : everyWord;
}

function statement(request: SearchRequest) {
  const { q } = request;
  // search_fold(city || ' ' || name), stored (migration 0009).
  const current = sql`teams.search_name`;
  const formerName = sql`tn.search_name`;
  // Every name as one folded text, for the tiers: "los angeles dodgers brooklyn dodgers brooklyn robins …".
  const names = sql`t.current || coalesce(' ' || t.formers, '')`;
  return sql`with cand as (
      select teams.id, teams.slug, teams.city || ' ' || teams.name as name, teams.league_id, teams.is_active, teams.founded_year,
        ${current} as current,
        (select string_agg(${formerName}, ' ') from team_names tn where tn.team_id = teams.id) as formers
      from teams
      where teams.id in (${candidateIds(q)})
        ${inScope(sql`teams.league_id`, request)}
    ), ranked as (
      select t.*, least(${matchTier(sql`t.current`, q)}, ${matchTier(names, q)}) as tier,
        greatest(${similarityTo(sql`t.current`, q)}, ${similarityTo(names, q)}) as similarity,
        (select count(*) from champions ch where ch.team_id = t.id and not ch.vacated)::int as titles,
        count(*) over ()::int as total
      from cand t
    ), best as (
      select *, row_number() over (order by tier, case when tier = 3 then similarity end desc, titles desc, is_active desc, name, id) as place
      from ranked order by place limit ${request.limit}
    )
    select best.slug, best.name, best.is_active, best.total, sl.abbreviation as league, ${scopeColumns},
      least(best.founded_year, played.first_year) as first_year, played.last_year,
      case when ${holdsEveryWord(sql`best.current`, q) ?? sql`true`} then null else
        (select tn.city || ' ' || tn.name from team_names tn where tn.team_id = best.id
           and ${holdsEveryWord(formerName, q) ?? sql`false`}
           order by coalesce(tn.last_year, 9999) - tn.first_year desc, tn.first_year limit 1) end as former
    from best ${scopeJoins(sql`best.league_id`)}
    cross join lateral (select min(y.start_year) as first_year, max(y.start_year) as last_year
      from (select (select se.start_year from seasons se where se.id = st.season_id) as start_year
        from standings st where st.team_id = best.id) y) played
    order by best.place`;
}

function years(row: TeamRow): string {
  if (row.first_year === null) return "";
  if (row.is_active) return `since ${String(row.first_year)}`;
  return row.last_year === null || row.last_year === row.first_year
    ? String(row.first_year)
    : `${String(row.first_year)} to ${String(row.last_year)}`;
}

export function teamQuery(request: SearchRequest): KindQuery {
  return {
    statement: normalQuery(request.q) ? statement(request) : undefined,
    answer: (rows: TeamRow[]) => ({
      count: rows[0]?.total ?? 0,
      results: rows.map((row) => ({
        slug: row.slug,
        name: row.name,
        detail: detailLine(row.league, years(row), row.former === null ? null : `as ${row.former}`),
        ...scopeOf(row),
      })),
    }),
  };
}
