// Each BAA, NBA and ABA season's size from the games: clubs, games (the playoff games nba_elo.csv
// leaves unflagged included, which are real games of the season), schedule length and dates.
import type { NbaLeague } from "./nba-file";
import type { NbaGame } from "./nba-series";
import { scheduleLength, type SeasonCounts } from "./season-counts";

export function nbaSeasonCounts(games: readonly NbaGame[], league: NbaLeague, unflagged: readonly { season: number }[]): SeasonCounts[] {
  const bySeason = new Map<number, NbaGame[]>();
  for (const game of games.filter((g) => g.league === league)) {
    const list = bySeason.get(game.season) ?? [];
    list.push(game);
    bySeason.set(game.season, list);
  }
  return [...bySeason.entries()].map(([year, seasonGames]) => {
    const regular = seasonGames.filter((g) => !g.playoff);
    const perTeam = new Map<string, number>();
    for (const game of regular) for (const team of [game.home, game.away]) perTeam.set(team.slug, (perTeam.get(team.slug) ?? 0) + 1);
    const dates = seasonGames.map((g) => g.date).sort();
    return {
      year,
      teamsCount: perTeam.size,
      gamesCount: seasonGames.length + (league === "nba" ? unflagged.filter((game) => game.season === year).length : 0),
      regularSeasonGames: scheduleLength([...perTeam.values()]),
      startDate: dates[0],
      endDate: dates.at(-1),
    };
  });
}
