// Droughts (issue #19): for every active franchise of the championship's league, the seasons of the
// championship since its last title, or, for one that never won, since its first season (its
// founding year, else its first season in the standings; a never-won club with neither is left out).
// A season counts when the championship has a row for it (a title, or a note that none was awarded).
import type { DroughtsAnswer } from "@tl/contract/analytics";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  answerOf,
  scopeFields,
  seasonJson,
  teamJson,
  toSeason,
  toTeam,
  wonSeasonJson,
  wonTitles,
  type SeasonJson,
  type TeamJson,
} from "./analytics-refs";
import type { AnalyticsScope } from "./analytics-scope";

interface Raw {
  latest: SeasonJson | null;
  droughts: { team: TeamJson; titles: number; last: SeasonJson | null; since: number; seasons: number }[] | null;
}

export async function droughts(db: Database, scope: AnalyticsScope): Promise<DroughtsAnswer> {
  const raw = await answerOf<Raw>(
    db,
    sql`with ${wonTitles(scope.id)},
    held as materialized (select s.start_year, s.name, sl.slug as league
      from champions ch join seasons s on s.id = ch.season_id join leagues sl on sl.id = s.league_id
      where ch.championship_id = ${scope.id}),
    tallied as (select w.team_id, count(*) as titles, max(w.start_year) as last_year from won w group by w.team_id),
    active as materialized (select t.id, t.slug, t.city, t.name, t.abbreviation, coalesce(p.titles, 0) as titles, p.last_year,
        coalesce(p.last_year, t.founded_year, first.start_year) as since
      from teams t left join tallied p on p.team_id = t.id
      left join lateral (select min(s.start_year) as start_year from standings st join seasons s on s.id = st.season_id
        where st.team_id = t.id and p.last_year is null and t.founded_year is null) first on true
      where t.league_id = ${scope.leagueId} and t.is_active),
    counted as (select a.*, (select count(*) from held h
        where h.start_year > a.since or (a.last_year is null and h.start_year = a.since)) as seasons
      from active a where a.since is not null)
    select json_build_object(
      'latest', (select ${seasonJson(sql`h.start_year`, sql`h.name`, sql`h.league`)} from held h order by h.start_year desc limit 1),
      'droughts', (select json_agg(json_build_object('team', ${teamJson("c")}, 'titles', c.titles, 'since', c.since, 'seasons', c.seasons,
          'last', (select ${wonSeasonJson("w")} from won w where w.team_id = c.id and w.start_year = c.last_year))
        order by c.seasons desc, c.city, c.name) from counted c)) as answer`,
  );
  return {
    ...scopeFields(scope),
    latest_season: raw.latest && toSeason(scope, raw.latest),
    droughts: (raw.droughts ?? []).map((row) => ({
      team: toTeam(scope, row.team),
      titles: row.titles,
      last_title: row.last && toSeason(scope, row.last),
      since_start_year: row.since,
      seasons: row.seasons,
    })),
  };
}
