// A player's season-by-season statistics (issue #16): /api/people/players/{slug}/seasons/, the
// rows of player_seasons (Lahman Batting and Pitching, Hockey Databank Scoring and Goalies) and
// a career row per kind and league.
import { z } from "zod/mini";
import { param } from "./params";
import { described, leagueRef, nullableInt, seasonRef, teamRef } from "./refs";

export const PLAYER_SEASON_KINDS = ["batting", "pitching", "skater", "goalie"] as const;
export type PlayerSeasonKind = (typeof PLAYER_SEASON_KINDS)[number];

export const playerSeasonFilters = z.object({
  kind: described(param.choice(PLAYER_SEASON_KINDS), "One kind of statistics only: batting, pitching (baseball), skater, goalie (hockey)."),
});

/** No ordering: the rows come in one fixed order (see the list's description). */
export const PLAYER_SEASON_ORDERING = [] as const;

export const playerSeason = z.strictObject({
  kind: z.enum(PLAYER_SEASON_KINDS),
  career: described(
    z.boolean(),
    "false: one source row (a season with one team: a stint); true: the career total of the kind in the league, after its seasons.",
  ),
  season: described(z.nullable(seasonRef), "The league season (its page); null on a career row."),
  league: leagueRef,
  team: described(z.nullable(teamRef), "The franchise under its name that season (its page by slug); null on a career row."),
  stint: described(nullableInt(), "1 for the player's first team that season, 2 for the next …; null on a career row."),
  seasons: described(nullableInt(), "On a career row: the seasons it sums; null on a season row."),
  first_year: described(nullableInt(), "On a career row: the first season's start year; null on a season row."),
  last_year: described(nullableInt(), "On a career row: the last season's start year; null on a season row."),
  stats: described(
    z.record(z.string(), z.number()),
    "The keys of career_stats. batting: games, at_bats, runs, hits, doubles, triples, home_runs, rbi, stolen_bases, walks, strikeouts, batting_average; pitching: wins, losses, era, pitching_strikeouts, saves, innings_pitched (1221.1 is 1221⅓), games, games_started; skater: games_played, goals, assists, points, penalty_minutes, plus_minus, power_play_goals, playoff_games, playoff_goals, playoff_points; goalie: games_played, wins, losses, ties_overtime_losses, shutouts, goals_against_average, save_percentage and their playoff_ keys. A key the source leaves empty is absent. A career row sums the counting statistics and recomputes the rates from the totals: batting_average = hits / at_bats; innings_pitched from the outs; era = 9 × earned runs / innings (each season's earned runs from its era and outs); a goalie's goals_against_average and save_percentage are the import's, from the goals against, minutes and shots the season rows do not carry.",
  ),
});

export type PlayerSeason = z.infer<typeof playerSeason>;
export type PlayerSeasonFilters = z.output<typeof playerSeasonFilters>;
