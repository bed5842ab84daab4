-- The season page's leaders (issue #16), computed when the player seasons are written instead of
-- at every request: per league season and statistic, the players ranked 1-5 by their season's
-- total (the sum of their rows of that kind, one per team and stint; ties at the fifth rank kept),
-- with their team where they had one that season. Read by season-detail.ts (its LEADER_STATS
-- picks the statistics it shows; a statistic added there needs a migration replacing this
-- function). Filled here for a database imported before, and by the import (writePlayerSeasons)
-- for the leagues it writes, in its transaction. Ids only: names are read with the page.
CREATE TABLE "season_leaders" (
	"league_id" integer NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"stat" text NOT NULL,
	"rank" integer NOT NULL,
	"person_id" integer NOT NULL,
	"team_id" integer,
	"value" double precision NOT NULL
);--> statement-breakpoint
CREATE INDEX "season_leaders_league_year_idx" ON "season_leaders" USING btree ("league_id","year");--> statement-breakpoint
CREATE FUNCTION refresh_season_leaders(league_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM season_leaders WHERE league_id = ANY (league_ids);
  INSERT INTO season_leaders (league_id, year, kind, stat, rank, person_id, team_id, value)
  WITH totals AS (
    SELECT ps.league_id, ps.year, ps.person_id, ps.kind,
      CASE WHEN min(ps.team_id) = max(ps.team_id) THEN min(ps.team_id) END AS team_id,
      sum((ps.stats ->> 'home_runs')::float8) AS home_runs, sum((ps.stats ->> 'rbi')::float8) AS rbi,
      sum((ps.stats ->> 'hits')::float8) AS hits, sum((ps.stats ->> 'stolen_bases')::float8) AS stolen_bases,
      sum((ps.stats ->> 'wins')::float8) AS wins, sum((ps.stats ->> 'pitching_strikeouts')::float8) AS pitching_strikeouts,
      sum((ps.stats ->> 'saves')::float8) AS saves, sum((ps.stats ->> 'points')::float8) AS points,
      sum((ps.stats ->> 'goals')::float8) AS goals, sum((ps.stats ->> 'assists')::float8) AS assists,
      sum((ps.stats ->> 'shutouts')::float8) AS shutouts
    FROM player_seasons ps
    WHERE ps.league_id = ANY (league_ids) AND ps.kind IN ('batting', 'pitching', 'skater', 'goalie')
    GROUP BY ps.league_id, ps.year, ps.person_id, ps.kind
  ),
  valued AS (
    SELECT t.league_id, t.year, t.person_id, t.team_id, v.kind, v.stat, v.value
    FROM totals t CROSS JOIN LATERAL (VALUES
      ('batting', 'home_runs', t.home_runs), ('batting', 'rbi', t.rbi), ('batting', 'hits', t.hits), ('batting', 'stolen_bases', t.stolen_bases),
      ('pitching', 'wins', t.wins), ('pitching', 'pitching_strikeouts', t.pitching_strikeouts), ('pitching', 'saves', t.saves),
      ('skater', 'points', t.points), ('skater', 'goals', t.goals), ('skater', 'assists', t.assists),
      ('goalie', 'wins', t.wins), ('goalie', 'shutouts', t.shutouts)
    ) v (kind, stat, value)
    WHERE v.kind = t.kind AND v.value > 0
  ),
  ranked AS (
    SELECT *, rank() OVER (PARTITION BY league_id, year, kind, stat ORDER BY value DESC)::int AS rank FROM valued
  )
  SELECT league_id, year, kind, stat, rank, person_id, team_id, value FROM ranked WHERE rank <= 5;
$$;--> statement-breakpoint
SELECT refresh_season_leaders(array(SELECT id FROM leagues));
