// The global search's championships and league seasons (issue #17). A season matches by its
// name, league or sport ("1998 mlb", "nhl 1993-94"); a query naming a year and a team finds that
// team's season ("yankees 1998", "1986 mets"): it leads to the league season's page, where the
// team's standing, series and title are, and is named "1998 New York Yankees".
import { seasonLabel, seasonStartYear } from "@tl/site-config/season-label";
import { sql, type SQL } from "drizzle-orm";
import { searchAny, searchWords } from "./common";
import { everyWordIds, matchTier, nameCandidate, similarityTo } from "./search-match";
import { detailLine, inScope, scopeColumns, scopeJoins, scopeOf, type KindQuery, type ScopedRow, type SearchRequest } from "./search-scope";
import { seasonSlug } from "./season-slug";

interface ChampionshipRow extends ScopedRow {
  slug: string;
  name: string;
  league: string;
  first_year: number | null;
}

export function championshipQuery(request: SearchRequest): KindQuery {
  const { q } = request;
  const name = sql`search_fold(c.name)`;
  const matches = searchAny(q, [sql`c.name`, sql`c.official_name`, sql`c.trophy_name`, sql`l.abbreviation`, sql`l.name`]);
  return {
    statement: sql`select c.slug, c.name, c.first_year, sl.abbreviation as league, ${scopeColumns}, count(*) over ()::int as total
      from championships c join leagues l on l.id = c.league_id ${scopeJoins(sql`c.league_id`)}
      where (${matches ?? sql`false`} or ${nameCandidate(name, q) ?? sql`false`}) ${inScope(sql`c.league_id`, request)}
      order by ${matchTier(name, q)}, ${similarityTo(name, q)} desc, c.id limit ${request.limit}`,
    answer: (rows: ChampionshipRow[]) => ({
      count: rows[0]?.total ?? 0,
      results: rows.map((row) => ({
        slug: row.slug,
        name: row.name,
        detail: detailLine(row.league, row.first_year === null ? null : `since ${String(row.first_year)}`),
        ...scopeOf(row),
      })),
    }),
  };
}

interface SeasonRow extends ScopedRow {
  league_slug: string;
  league: string;
  start_year: number;
  name: string;
  team: string | null;
  record: string | null;
  champion: string | null;
}

/** The year a query names ("1998", "1993-94") and its other words, or undefined. */
function yearAndWords(q: string): { year: number; rest: string } | undefined {
  const words = searchWords(q);
  const index = words.findIndex((word) => seasonStartYear(word) !== null);
  const year = index === -1 ? null : seasonStartYear(words[index] ?? "");
  if (year === null || words.length < 2) return undefined;
  return { year, rest: words.filter((_, i) => i !== index).join(" ") };
}

/** The league seasons holding the word (its pattern) in their name (stored folded, indexed), league or sport. */
const seasonWordIds = (pattern: SQL) => sql`(select id from seasons where search_name like ${pattern}
    union all select id from seasons where league_id in (select l.id from leagues l join sports s on s.id = l.sport_id
      where search_fold(l.name || ' ' || l.abbreviation || ' ' || l.slug || ' ' || s.name) like ${pattern}))`;

/** League seasons whose name, league or sport hold every word (everyWordIds); newest first. */
function leagueSeasons(request: SearchRequest) {
  return sql`select 0 as part, se.id as season_id, se.start_year, se.league_id, se.name, null::text as team, null::text as record
    from seasons se where se.id in (${everyWordIds(request.q, seasonWordIds)}) ${inScope(sql`se.league_id`, request)}`;
}

/** A team's season: the year's standings row of a team any of whose names holds the other words. */
function teamSeasons(request: SearchRequest) {
  const named = yearAndWords(request.q);
  if (!named) return sql`select 1, 0, 0, 0, '', '', '' where false`;
  const matches = searchAny(named.rest, [sql`st.team_city`, sql`st.team_name`, sql`st.team_abbreviation`, sql`t.city`, sql`t.name`]);
  // The year's rows first (offset 0 keeps the planner from folding every season's standings).
  return sql`select 1 as part, st.season_id, st.start_year, st.league_id, st.name, st.team_city || ' ' || st.team_name as team,
      st.wins || '-' || st.losses || case when st.ties > 0 then '-' || st.ties else '' end as record
    from (select s.season_id, s.team_id, s.team_city, s.team_name, s.team_abbreviation, s.wins, s.losses, s.ties,
        se.start_year, se.league_id, se.name
      from seasons se join standings s on s.season_id = se.id where se.start_year = ${named.year} offset 0) st
    join teams t on t.id = st.team_id
    where ${matches ?? sql`false`} ${inScope(sql`st.league_id`, request)}`;
}

export function seasonQuery(request: SearchRequest): KindQuery {
  return {
    statement: sql`select best.*, sl.slug as league_slug, sl.abbreviation as league, ${scopeColumns},
        (select ch.team_city || ' ' || ch.team_name from champions ch
          where best.part = 0 and ch.season_id = best.season_id and not ch.vacated limit 1) as champion
      from (select found.*, count(*) over ()::int as total from (${leagueSeasons(request)} union all ${teamSeasons(request)}) found
        order by found.part desc, found.start_year desc, found.league_id, found.team limit ${request.limit}) best
      ${scopeJoins(sql`best.league_id`)}
      order by best.part desc, best.start_year desc, best.league_id, best.team`,
    answer: (rows: SeasonRow[]) => ({
      count: rows[0]?.total ?? 0,
      results: rows.map((row) => {
        const label = seasonLabel(row.sport_slug, row.start_year);
        const slug = seasonSlug(row.league_slug, row.sport_slug, row.start_year);
        if (row.team !== null) return { slug, name: `${label} ${row.team}`, detail: detailLine(row.record, row.name), ...scopeOf(row) };
        return { slug, name: row.name, detail: detailLine(row.league, row.champion && `Champion: ${row.champion}`), ...scopeOf(row) };
      }),
    }),
  };
}
