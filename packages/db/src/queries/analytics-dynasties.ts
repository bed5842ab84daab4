// Dynasties (issue #19): each franchise's most titles in any window of 5 or 10 seasons (titles in
// seasons starting within that many consecutive years), its earliest such window, ranked by the
// database (rank() over the window length, so the franchises tied with the tenth all stay).
import { DYNASTY_LIMIT, DYNASTY_WINDOWS, type DynastiesAnswer } from "@tl/contract/analytics";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  answerOf,
  scopeFields,
  teamJson,
  toSeason,
  toTeam,
  wonSeasonJson,
  wonTitles,
  type SeasonJson,
  type TeamJson,
} from "./analytics-refs";
import type { AnalyticsScope } from "./analytics-scope";

type Raw = { length: number; team: TeamJson; titles: number; seasons: SeasonJson[] }[] | null;

export async function dynasties(db: Database, scope: AnalyticsScope): Promise<DynastiesAnswer> {
  const lengths = sql.raw(`array[${DYNASTY_WINDOWS.join(", ")}]`);
  const raw = await answerOf<Raw>(
    db,
    sql`with ${wonTitles(scope.id)},
    windows as (select n.length, a.team_id, a.start_year, count(*) as titles
      from unnest(${lengths}) as n(length) cross join won a
      join won b on b.team_id = a.team_id and b.start_year between a.start_year and a.start_year + n.length - 1
      group by n.length, a.team_id, a.start_year),
    best as (select distinct on (w.length, w.team_id) w.* from windows w where w.titles >= 2
      order by w.length, w.team_id, w.titles desc, w.start_year),
    ranked as (select b.*, rank() over (partition by b.length order by b.titles desc) as place from best b)
    select json_agg(json_build_object('length', r.length, 'team', ${teamJson("t")}, 'titles', r.titles,
        'seasons', (select json_agg(${wonSeasonJson("b")} order by b.start_year) from won b
          where b.team_id = r.team_id and b.start_year between r.start_year and r.start_year + r.length - 1))
      order by r.length, r.titles desc, r.start_year, t.slug) as answer
    from ranked r join teams t on t.id = r.team_id where r.place <= ${DYNASTY_LIMIT}`,
  );
  const rows = raw ?? [];
  return {
    ...scopeFields(scope),
    windows: DYNASTY_WINDOWS.map((length) => ({
      seasons: length,
      dynasties: rows
        .filter((row) => row.length === length)
        .flatMap((row) => {
          const seasons = row.seasons.map((season) => toSeason(scope, season));
          const [first, last] = [seasons[0], seasons.at(-1)];
          // A window holds at least two titles (the statement's filter), so both ends exist.
          return first && last ? [{ team: toTeam(scope, row.team), titles: row.titles, first, last, seasons }] : [];
        }),
    })),
  };
}
