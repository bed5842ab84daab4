// The games table's rows for the NBA games: slugs, rounds and series. Every game of a BAA or NBA
// Finals is a game of the nba-finals championship under the finals' slug ("nba-finals-1997-game-6",
// as the seed names the curated deciders) and round ("NBA Finals Game 6"); other games are
// "<league>-<date>-<away>-at-<home>", "-2" for a second game of the same clubs that day.
import { decidingGameSlug } from "../seed/finals";
import { SINGLE_GAMES, type NbaGame, type Series } from "./nba-series";

export const NBA_FINALS = "nba-finals";

export interface RowContext {
  seasonId: (league: NbaGame["league"], season: number) => number;
  leagueId: (league: NbaGame["league"]) => number;
  teamId: (slug: string) => number;
  seriesId: (series: Series) => number;
  championship: { id: number; name: string };
}

export type GameRow = ReturnType<typeof gameRows>[number];

/** One row per game; `curatedWins` marks the rows our curated deciders may already hold. */
export function gameRows(games: readonly NbaGame[], series: readonly Series[], context: RowContext) {
  const inSeries = new Map<NbaGame, { series: Series; number: number }>();
  for (const s of series) s.games.forEach((game, index) => inSeries.set(game, { series: s, number: index + 1 }));
  const taken = new Map<string, number>();
  return games.map((game) => {
    const place = inSeries.get(game);
    const finalsPlace = place?.series.finals === true && game.league !== "aba" ? place : undefined;
    const championshipFinal = finalsPlace !== undefined;
    let slug = `${game.league}-${game.date}-${game.away.slug}-at-${game.home.slug}`;
    const seen = (taken.get(slug) ?? 0) + 1;
    taken.set(slug, seen);
    if (seen > 1) slug = `${slug}-${String(seen)}`;
    const round = place
      ? `${championshipFinal ? context.championship.name : place.series.round} Game ${String(place.number)}`
      : game.playoff
        ? (SINGLE_GAMES[game.notes ?? ""] ?? "Playoffs")
        : null;
    return {
      curatedWins: championshipFinal,
      row: {
        slug: finalsPlace ? decidingGameSlug(NBA_FINALS, game.season, finalsPlace.number) : slug,
        leagueId: context.leagueId(game.league),
        seasonId: context.seasonId(game.league, game.season),
        championshipId: championshipFinal ? context.championship.id : null,
        homeTeamId: context.teamId(game.home.slug),
        awayTeamId: context.teamId(game.away.slug),
        homeScore: game.homeScore,
        awayScore: game.awayScore,
        status: "final" as const,
        gameDate: game.date,
        neutralSite: game.neutral,
        round,
        seriesId: place ? context.seriesId(place.series) : null,
        notes: game.notes,
      },
    };
  });
}
