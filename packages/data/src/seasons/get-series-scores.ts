// Issue #16: the scores of a season's postseason games. The season page's series name their games
// by slug and date only (contract SeasonSeries), so the scores come from one call of the games
// list over the postseason's dates (league, season, first to last game date; 41 games for the
// 2023 MLB postseason), matched by slug.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { GAMES_PATH } from "../games/game-request";
import type { Game } from "../games/game";
import { normaliseGame } from "../games/normalise-game";
import { rawGameSchema } from "../games/raw-game";
import { apiListAll } from "../shared/api-list";
import type { SeasonPage } from "./season-page";

/** A game's score, winner first: "Yankees 5, Pirates 4", "(OT)" after an overtime game. */
export function scoreText(game: Game): string | null {
  if (game.status !== "final") return null;
  const home = { name: game.homeTeam.name, score: game.homeScore };
  const away = { name: game.awayTeam.name, score: game.awayScore };
  const [first, second] = home.score >= away.score ? [home, away] : [away, home];
  const overtime = game.overtime ? ` (${game.overtime})` : "";
  return `${first.name} ${String(first.score)}, ${second.name} ${String(second.score)}${overtime}`;
}

/** The games list's filters for the season's postseason games; null when it holds none. */
export function seriesGamesParams(season: Pick<SeasonPage, "leagueSlug" | "startYear" | "series">) {
  const dates = season.series.flatMap((series) => series.games.flatMap((game) => (game.isoDate ? [game.isoDate] : []))).sort();
  const [first, last] = [dates[0], dates.at(-1)];
  if (season.leagueSlug === null || season.startYear === null || first === undefined || last === undefined) return null;
  return { league__slug: season.leagueSlug, season__start_year: season.startYear, date__gte: first, date__lte: last };
}

export function seriesScoresQueryOptions(season: Pick<SeasonPage, "leagueSlug" | "startYear" | "series">) {
  const params = seriesGamesParams(season);
  return queryOptions({
    queryKey: ["games", "postseason", params],
    enabled: params !== null,
    queryFn: async ({ signal }): Promise<Record<string, string>> => {
      const rows = params === null ? [] : await apiListAll(GAMES_PATH, params, rawGameSchema, signal);
      const scores: Record<string, string> = {};
      rows.map(normaliseGame).forEach((game) => {
        const text = scoreText(game);
        if (game.slug !== null && text !== null) scores[game.slug] = text;
      });
      return scores;
    },
  });
}

/** Score text by game slug; a game missing from it is shown by its date alone. */
export function useSeriesScores(season: Pick<SeasonPage, "leagueSlug" | "startYear" | "series">) {
  return useQuery(seriesScoresQueryOptions(season));
}
