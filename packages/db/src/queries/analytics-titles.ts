// Titles over time (issue #19): every franchise's titles as a cumulative step line, counted by the
// database (row_number over each franchise's titles), and the championship's first and latest seasons.
import type { TitlesAnswer } from "@tl/contract/analytics";
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
  first: SeasonJson | null;
  last: SeasonJson | null;
  franchises: { team: TeamJson; titles: number; steps: { season: SeasonJson; titles: number; name: string }[] }[] | null;
}

/** The championship's first or latest season with a row (a title, or a note that none was awarded). */
const endSeason = (id: number, order: "asc" | "desc") => sql`(select ${seasonJson(sql`s.start_year`, sql`s.name`, sql`sl.slug`)}
  from champions ch join seasons s on s.id = ch.season_id join leagues sl on sl.id = s.league_id
  where ch.championship_id = ${id} order by s.start_year ${sql.raw(order)} limit 1)`;

export async function titlesOverTime(db: Database, scope: AnalyticsScope): Promise<TitlesAnswer> {
  const raw = await answerOf<Raw>(
    db,
    sql`with ${wonTitles(scope.id)},
    counted as (select w.*, row_number() over (partition by w.team_id order by w.start_year) as titles from won w),
    lines as (select c.team_id, count(*) as titles, min(c.start_year) as first_year,
        json_agg(json_build_object('season', ${wonSeasonJson("c")}, 'titles', c.titles, 'name', c.champion_name) order by c.start_year) as steps
      from counted c group by c.team_id)
    select json_build_object('first', ${endSeason(scope.id, "asc")}, 'last', ${endSeason(scope.id, "desc")},
      'franchises', (select json_agg(json_build_object('team', ${teamJson("t")}, 'titles', l.titles, 'steps', l.steps)
        order by l.titles desc, l.first_year, t.slug) from lines l join teams t on t.id = l.team_id)) as answer`,
  );
  const franchises = (raw.franchises ?? []).map(({ team, titles, steps }) => ({
    team: toTeam(scope, team),
    titles,
    steps: steps.map((step) => ({ season: toSeason(scope, step.season), titles: step.titles, name: step.name })),
  }));
  return {
    ...scopeFields(scope),
    first_season: raw.first && toSeason(scope, raw.first),
    last_season: raw.last && toSeason(scope, raw.last),
    titles: franchises.reduce((sum, line) => sum + line.titles, 0),
    franchises,
  };
}
