// Geography (issue #19): titles by state or province, where each was won: the champion's city that
// season placed by the teams we hold in that city (the champion itself when it still plays there,
// else a team of the same league, else the state most of that city's teams name), so Brooklyn's
// titles count for New York, not California. A city no team of ours names stays unlocated.
import type { GeographyAnswer } from "@tl/contract/analytics";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { answerOf, scopeFields, teamJson, toTeam, wonTitles, type TeamJson } from "./analytics-refs";
import type { AnalyticsScope } from "./analytics-scope";

interface Raw {
  regions: { code: string; country: string; titles: number; franchises: { team: TeamJson; titles: number }[] }[] | null;
  unlocated: number | null;
}

export async function geography(db: Database, scope: AnalyticsScope): Promise<GeographyAnswer> {
  const raw = await answerOf<Raw>(
    db,
    sql`with ${wonTitles(scope.id)},
    cities as (select w.team_id, w.team_city, count(*) as titles from won w group by 1, 2),
    candidates as (select c.team_id, c.team_city, o.state, o.country, max((o.id = c.team_id)::int) as own,
        max((o.league_id = ${scope.leagueId})::int) as league_teams, count(*) as teams
      from cities c join teams o on o.city = c.team_city and o.state is not null and o.country is not null group by 1, 2, 3, 4),
    best as (select distinct on (b.team_id, b.team_city) b.* from candidates b
      order by b.team_id, b.team_city, b.own desc, b.league_teams desc, b.teams desc, b.state),
    placed as (select c.*, b.state, b.country from cities c left join best b on b.team_id = c.team_id and b.team_city = c.team_city),
    tallied as (select p.state, p.country, p.team_id, sum(p.titles) as titles from placed p where p.state is not null group by 1, 2, 3),
    regions as (select r.state, r.country, sum(r.titles) as titles,
        json_agg(json_build_object('team', ${teamJson("t")}, 'titles', r.titles) order by r.titles desc, t.city, t.name) as franchises
      from tallied r join teams t on t.id = r.team_id group by 1, 2)
    select json_build_object(
      'regions', (select json_agg(json_build_object('code', r.state, 'country', r.country, 'titles', r.titles, 'franchises', r.franchises)
        order by r.titles desc, r.state) from regions r),
      'unlocated', (select sum(p.titles) from placed p where p.state is null)) as answer`,
  );
  const regions = (raw.regions ?? []).map(({ code, country, titles, franchises }) => ({
    code,
    country,
    titles,
    franchises: franchises.map((row) => ({ team: toTeam(scope, row.team), titles: row.titles })),
  }));
  const unlocated = raw.unlocated ?? 0;
  return { ...scopeFields(scope), titles: regions.reduce((sum, region) => sum + region.titles, unlocated), regions, unlocated };
}
