// A season's size from the file, written only where the file holds the whole season: every
// team played the same number of regular-season games and the Stanley Cup Final was decided.
// 2009-10 lacks one game (1,229 of 1,230) and 2025-26 its last rounds, so neither gets counts
// (a partial count would read as a fact).
import type { NhlGame } from "./nhl-games-file";
import type { DecidedSeries } from "./nhl-games-series";
import type { SeasonCounts } from "./season-counts";

export function nhlSeasonCounts(games: readonly NhlGame[], series: readonly DecidedSeries[]): SeasonCounts[] {
  const bySeason = new Map<number, NhlGame[]>();
  for (const game of games) bySeason.set(game.season, [...(bySeason.get(game.season) ?? []), game]);
  return [...bySeason.entries()].flatMap(([year, seasonGames]) => {
    const regular = seasonGames.filter((game) => !game.playoff);
    const perTeam = new Map<string, number>();
    for (const game of regular) for (const team of [game.home, game.away]) perTeam.set(team, (perTeam.get(team) ?? 0) + 1);
    const lengths = new Set(perTeam.values());
    const [length] = lengths;
    const whole = lengths.size === 1 && length !== undefined && (length * perTeam.size) / 2 === regular.length;
    if (!whole || !series.some((s) => s.season === year && s.round === 4)) return [];
    const dates = seasonGames.map((game) => game.date).sort();
    return [
      {
        year,
        teamsCount: perTeam.size,
        gamesCount: seasonGames.length,
        regularSeasonGames: length,
        startDate: dates[0],
        endDate: dates.at(-1),
      },
    ];
  });
}
