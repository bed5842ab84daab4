// Each NFL season's size from every game of the file, the clubs we have no facts for included.
import type { FileGame } from "./nfl-games-file";
import { scheduleLength, type SeasonCounts } from "./season-counts";

/**
 * Each season's size from every game of the file (defunct clubs included, which the standings
 * leave out). The file holds the AFL's games of 1960-69 too; the AFL and the NFL played no
 * regular-season game against each other, so the NFL is the larger of the groups of teams
 * linked by regular-season games. Its postseason counts every playoff game one of its teams
 * played (the Super Bowls included, the AFL's own playoffs not).
 */
export function nflSeasonCounts(bySeason: Map<number, FileGame[]>): SeasonCounts[] {
  return [...bySeason.entries()].map(([year, seasonGames]) => {
    const regular = seasonGames.filter((game) => !game.playoff);
    const group = new Map<string, string>();
    const root = (team: string): string => {
      const parent = group.get(team) ?? team;
      if (parent === team) return team;
      const top = root(parent);
      group.set(team, top);
      return top;
    };
    for (const game of regular) group.set(root(game.home), root(game.away));
    const sizes = new Map<string, number>();
    const teamsOf = new Set(regular.flatMap((game) => [game.home, game.away]));
    for (const team of teamsOf) sizes.set(root(team), (sizes.get(root(team)) ?? 0) + 1);
    const nfl = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const inNfl = (team: string) => root(team) === nfl;
    const nflTeams = [...teamsOf].filter(inNfl);
    const played = seasonGames.filter((game) => (game.playoff ? inNfl(game.home) || inNfl(game.away) : inNfl(game.home)));
    const perTeam = nflTeams.map((team) => regular.filter((game) => game.home === team || game.away === team).length);
    const dates = played.map((game) => game.date).sort();
    return {
      year,
      teamsCount: nflTeams.length,
      gamesCount: played.length,
      regularSeasonGames: scheduleLength(perTeam),
      startDate: dates[0],
      endDate: dates.at(-1),
    };
  });
}
