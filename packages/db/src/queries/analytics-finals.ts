// Finals (issue #19): how many games the championship's series lasted (games won by each side from
// the title's result, 4–3, with the ties of its postseason series where we hold it), and the
// deciding games: the last game of a series that went the distance (the loser one win short, 4–3
// or 5–4), where we hold it with its score at a home side's ground (the final's last game held,
// numbered at least the series' length and won by the champion).
import type { FinalsAnswer } from "@tl/contract/analytics";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { answerOf, scopeFields, sideJson, toSeason, toTeam, wonSeasonJson, type SeasonJson, type TeamJson } from "./analytics-refs";
import type { AnalyticsScope } from "./analytics-scope";

interface Raw {
  lengths: { games: number; series: number; seasons: SeasonJson[] }[] | null;
  deciders: number;
  games:
    | { season: SeasonJson; slug: string; game_date: string; home: TeamJson; away: TeamJson; home_score: number; away_score: number }[]
    | null;
}

export async function finals(db: Database, scope: AnalyticsScope): Promise<FinalsAnswer> {
  const raw = await answerOf<Raw>(
    db,
    sql`with series as materialized (select ch.season_id, ch.team_id, s.start_year, s.name as season_name, sl.slug as season_league,
        split_part(ch.result, '–', 1)::int as wins, split_part(ch.result, '–', 2)::int as losses,
        split_part(ch.result, '–', 1)::int + split_part(ch.result, '–', 2)::int + coalesce((select max(ps.ties) from postseason_series ps
          where ps.season_id = ch.season_id and ps.winner_team_id = ch.team_id and ps.loser_team_id = ch.runner_up_team_id), 0) as games
      from champions ch join seasons s on s.id = ch.season_id join leagues sl on sl.id = s.league_id
      where ch.championship_id = ${scope.id} and ch.result_type = 'series' and ch.result ~ '^\\d+–\\d+$'
        and ch.team_id is not null and not ch.vacated),
    lengths as (select f.games, count(*) as series, json_agg(${wonSeasonJson("f")} order by f.start_year) as seasons from series f group by f.games),
    deciders as (select f.*, g.* from series f cross join lateral (select g.slug, g.game_date, g.home_team_id, g.away_team_id,
          g.home_score, g.away_score, g.round, g.neutral_site
        from games g where g.championship_id = ${scope.id} and g.season_id = f.season_id
        order by g.game_date desc, g.id desc limit 1) g
      where f.losses = f.wins - 1 and g.home_score is not null and g.away_score is not null and g.neutral_site is not true
        and coalesce(substring(g.round from 'Game (\\d+)$')::int, 0) >= f.games
        and f.team_id = case when g.home_score > g.away_score then g.home_team_id else g.away_team_id end)
    select json_build_object(
      'lengths', (select json_agg(json_build_object('games', l.games, 'series', l.series, 'seasons', l.seasons) order by l.games) from lengths l),
      'deciders', (select count(*) from series f where f.losses = f.wins - 1),
      'games', (select json_agg(json_build_object('season', ${wonSeasonJson("d")}, 'slug', d.slug, 'game_date', d.game_date,
          'home', ${sideJson(sql`d.home_team_id`, sql`d.start_year`)}, 'away', ${sideJson(sql`d.away_team_id`, sql`d.start_year`)},
          'home_score', d.home_score, 'away_score', d.away_score) order by d.start_year) from deciders d)) as answer`,
  );
  const lengths = (raw.lengths ?? []).map(({ games, series, seasons }) => ({
    games,
    series,
    seasons: seasons.map((season) => toSeason(scope, season)),
  }));
  const games = (raw.games ?? []).map(({ season, home, away, ...game }) => ({
    season: toSeason(scope, season),
    slug: game.slug,
    game_date: game.game_date,
    home: toTeam(scope, home),
    away: toTeam(scope, away),
    home_score: game.home_score,
    away_score: game.away_score,
    home_won: game.home_score > game.away_score,
  }));
  return {
    ...scopeFields(scope),
    series: lengths.reduce((sum, length) => sum + length.series, 0),
    lengths,
    deciders: { series: raw.deciders, held: games.length, home_wins: games.filter((game) => game.home_won).length, games },
  };
}
