// Parity (issue #19): per decade of the championship's seasons, the titles awarded, how many
// distinct franchises won them, and each one's titles, grouped by the database.
import type { ParityAnswer } from "@tl/contract/analytics";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { answerOf, scopeFields, teamJson, toTeam, wonTitles, type TeamJson } from "./analytics-refs";
import type { AnalyticsScope } from "./analytics-scope";

type Raw = { decade: number; titles: number; champions: number; franchises: { team: TeamJson; titles: number }[] }[] | null;

export async function parity(db: Database, scope: AnalyticsScope): Promise<ParityAnswer> {
  const raw = await answerOf<Raw>(
    db,
    sql`with ${wonTitles(scope.id)},
    tallied as (select w.start_year / 10 * 10 as decade, w.team_id, count(*) as titles from won w group by 1, 2),
    decades as (select d.decade, sum(d.titles) as titles, count(*) as champions,
        json_agg(json_build_object('team', ${teamJson("t")}, 'titles', d.titles) order by d.titles desc, t.city, t.name) as franchises
      from tallied d join teams t on t.id = d.team_id group by d.decade)
    select json_agg(json_build_object('decade', d.decade, 'titles', d.titles, 'champions', d.champions, 'franchises', d.franchises)
      order by d.decade) as answer from decades d`,
  );
  return {
    ...scopeFields(scope),
    decades: (raw ?? []).map(({ decade, titles, champions, franchises }) => ({
      decade,
      titles,
      champions,
      franchises: franchises.map((row) => ({ team: toTeam(scope, row.team), titles: row.titles })),
    })),
  };
}
