// The titles on a player's and a coach's page (issue #16), in the role's league, oldest first,
// vacated ones listed and marked, each with its season, championship and the champion as named
// that season. A player's are those championships_won counts (person-counts.ts): a season with
// the champion (a season row with the club: in hockey one with playoff games, as the Databank
// import counts), or the final's MVP for the champion. A coach's: the champions he coached.
import type { PersonTitle } from "@tl/contract/person-pages";
import { sql, type SQL } from "drizzle-orm";
import { seasonRefOf } from "./season-slug";
import { teamRefIn } from "./team-ref";

export interface TitleRow {
  id: number;
  start_year: number;
  season_name: string;
  season_league: string;
  sport_slug: string;
  sport_name: string;
  championship_slug: string;
  championship_name: string;
  name: string;
  city: string;
  abbreviation: string;
  slug: string;
  vacated: boolean;
}

/** The titles' rows as JSON, oldest first: a part of the page's one read (person-page-read.ts). */
const titlesJson = (leagueId: number, won: SQL) => sql`(select coalesce(json_agg(x order by x.start_year, x.championship_name, x.id), '[]')
  from (select c.id, s.start_year, s.name as season_name, sl.slug as season_league, sp.slug as sport_slug, sp.name as sport_name,
      ch.slug as championship_slug, ch.name as championship_name,
      coalesce(c.team_name, t.name) as name, coalesce(c.team_city, t.city) as city,
      coalesce((select tn.abbreviation from team_names tn where tn.team_id = t.id and tn.first_year <= s.start_year
        and (tn.last_year is null or tn.last_year >= s.start_year) order by tn.first_year desc limit 1), t.abbreviation) as abbreviation,
      t.slug, c.vacated
    from champions c
    join championships ch on ch.id = c.championship_id
    join seasons s on s.id = c.season_id
    join leagues sl on sl.id = s.league_id
    join leagues l on l.id = ch.league_id
    join sports sp on sp.id = l.sport_id
    join teams t on t.id = c.team_id
    where ch.league_id = ${leagueId} and (${won})) x)`;

export const toTitles = (rows: TitleRow[]): PersonTitle[] =>
  rows.map((row) => ({
    id: row.id,
    season: seasonRefOf({ leagueSlug: row.season_league, sportSlug: row.sport_slug, startYear: row.start_year, name: row.season_name }),
    championship: { slug: row.championship_slug, name: row.championship_name },
    team: teamRefIn(row, row.sport_name),
    vacated: row.vacated,
  }));

/** A player's titles in the league of his role. */
export const playerTitlesJson = (personId: number, leagueId: number) =>
  titlesJson(
    leagueId,
    sql`exists (select 1 from player_seasons ps where ps.person_id = ${personId} and ps.year = s.start_year and ps.team_id = c.team_id
        and (ps.kind in ('batting', 'pitching') or coalesce((ps.stats ->> 'playoff_games')::float8, 0) > 0))
      or exists (select 1 from champion_mvps m where m.champion_id = c.id and m.person_id = ${personId} and m.team_id = c.team_id)`,
  );

/** A coach's titles in the league of his role. */
export const coachTitlesJson = (personId: number, leagueId: number) => titlesJson(leagueId, sql`c.coach_person_id = ${personId}`);

/**
 * The titles, or null where championships_won counts others we hold no champions row of (an
 * import's count from its own files: Lahman's 1884-90 series, the Negro World Series).
 */
export const listedIfComplete = (titles: PersonTitle[], won: number) =>
  titles.filter((title) => !title.vacated).length === won ? titles : null;
