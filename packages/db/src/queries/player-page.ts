// The player page's answer (issue #16, /api/people/players/{slug}/): the card's row (players.ts)
// with his titles, awards by year, All-Star years and the franchises he played for, all four read
// in one statement by the person's id, each part through an index on it.
import type { PlayerDetail } from "@tl/contract/players";
import { seasonLabel } from "@tl/site-config/season-label";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import type { DetailKey } from "./common";
import { awardsJson, toAwards, type AwardRow } from "./person-awards";
import { listedIfComplete, playerTitlesJson, toTitles, type TitleRow } from "./person-titles";
import { findPlayer } from "./players";
import { seasonRefOf } from "./season-slug";
import { teamRefIn } from "./team-ref";

interface AllStarRow {
  year: number;
  season_name: string | null;
  games: number;
}

/** The years of the role's league's All-Star selections, with the games he was selected for. */
const allStarsJson = (personId: number, leagueId: number) => sql`(select coalesce(json_agg(x order by x.year), '[]')
  from (select a.year, s.name as season_name, count(*)::int as games
    from all_star_selections a
    left join seasons s on s.league_id = a.league_id and s.start_year = a.year
    where a.person_id = ${personId} and a.league_id = ${leagueId}
    group by a.year, s.name) x)`;

interface TeamRow {
  name: string;
  city: string;
  abbreviation: string;
  slug: string;
  sport_name: string;
  league_name: string;
  league_slug: string;
  league_abbreviation: string;
  first_year: number;
  last_year: number;
  seasons: number;
}

/** Every franchise of his season rows (every league), named as in the last season he played for it. */
const teamsJson = (personId: number) => sql`(select coalesce(json_agg(x order by x.first_year, x.last_year, x.slug), '[]')
  from (select coalesce(tn.name, t.name) as name, coalesce(tn.city, t.city) as city, coalesce(tn.abbreviation, t.abbreviation) as abbreviation,
      t.slug, sp.name as sport_name, l.name as league_name, l.slug as league_slug, l.abbreviation as league_abbreviation,
      spans.first_year, spans.last_year, spans.seasons
    from (select ps.team_id, ps.league_id, min(ps.year) as first_year, max(ps.year) as last_year, count(distinct ps.year)::int as seasons
      from player_seasons ps where ps.person_id = ${personId}
      group by ps.team_id, ps.league_id) spans
    join teams t on t.id = spans.team_id
    join leagues l on l.id = spans.league_id
    join sports sp on sp.id = l.sport_id
    left join lateral (select tn.name, tn.city, tn.abbreviation from team_names tn where tn.team_id = t.id and tn.first_year <= spans.last_year
      and (tn.last_year is null or tn.last_year >= spans.last_year) order by tn.first_year desc limit 1) tn on true) x)`;

interface PageRows {
  titles: TitleRow[];
  awards: AwardRow[];
  all_stars: AllStarRow[];
  teams: TeamRow[];
}

/** By the person's slug or the player's id; undefined where neither names a player. */
export async function getPlayerDetail(db: Database, key: DetailKey): Promise<PlayerDetail | undefined> {
  const found = await findPlayer(db, key);
  if (!found) return undefined;
  const { player, personId, leagueId } = found;
  const sportSlug = player.sport.slug;
  const result: unknown = await db.execute(sql`select ${playerTitlesJson(personId, leagueId)} as titles,
    ${awardsJson(personId, leagueId)} as awards, ${allStarsJson(personId, leagueId)} as all_stars, ${teamsJson(personId)} as teams`);
  const [rows] = (result as { rows: PageRows[] }).rows;
  if (!rows) return undefined;
  return {
    ...player,
    titles: player.championships_won === null ? null : listedIfComplete(toTitles(rows.titles), player.championships_won),
    awards_by_year: toAwards(rows.awards, sportSlug),
    all_star_years:
      player.all_star_selections === null
        ? null
        : rows.all_stars.map((row) => ({
            start_year: row.year,
            label: seasonLabel(sportSlug, row.year),
            season:
              row.season_name === null
                ? null
                : seasonRefOf({ leagueSlug: player.league.slug, sportSlug, startYear: row.year, name: row.season_name }),
            games: row.games,
          })),
    teams_played_for: rows.teams.map((row) => ({
      team: teamRefIn(row, row.sport_name),
      league: { name: row.league_name, slug: row.league_slug, abbreviation: row.league_abbreviation },
      first_year: row.first_year,
      last_year: row.last_year,
      seasons: row.seasons,
    })),
  };
}
